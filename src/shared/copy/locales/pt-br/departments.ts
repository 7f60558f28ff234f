// Departments: parts of a team with their own admins, template and figures, and the members'
// requests to change a locked field (docs/product.md#departments).
export const departmentNotFound = 'Departamento não encontrado';
export const departmentNameTaken = 'A equipe já tem um departamento com este nome.';
export const departmentAdminsMustBeActive =
  'Somente membros ativos da equipe podem gerenciar um departamento.';
export const departmentAdminsAreMembers =
  'O proprietário e os administradores da equipe já gerenciam todos os departamentos.';
export const departmentChangeNeedsAField = 'Envie uma função, um departamento ou ambos.';
export const departmentAdminsMoveNoOne =
  'Somente o proprietário e os administradores da equipe podem mover pessoas entre departamentos.';
export const memberCsvUnknownDepartment =
  'A coluna department não indica nenhum departamento desta equipe.';
export const memberCsvOtherDepartment =
  'A coluna department indica um departamento diferente daquele que você gerencia.';
export const departmentsIntro =
  'Um departamento tem suas próprias pessoas e administradores: quem gerencia um departamento convida, desativa e distribui cartões somente nele.';
export const noDepartmentsYet = 'Ainda não há departamentos. Crie um para cada área da empresa.';
export const departmentAdminsHint =
  'Somente membros ativos: o proprietário e os administradores da equipe já gerenciam todos os departamentos.';
export const noMembersToRunDepartment =
  'Nenhum membro ativo pode gerenciá-lo ainda: convide alguém ou torne um administrador membro.';
export const memberCsvNoAdmins =
  'Somente o proprietário e os administradores da equipe podem convidar administradores.';
export const changeRequestNotFound = 'Solicitação de alteração não encontrada';
export const cardHasNoException = 'Este cartão não tem exceção para este campo.';
export const setByCompanyTemplate = 'Definido pelo modelo da empresa';
export const departmentTemplateIntro =
  'O que os cartões deste departamento mostram além do modelo da empresa. Os campos que o modelo da empresa bloqueia continuam sendo os da empresa.';
export const departmentTemplatesIntro =
  'Um departamento pode definir seus próprios dados e bloqueios nos cartões dos membros, além deste modelo.';
