// Teams: a company's members, roles and invitations (docs/product.md#teams).
export const teamNotFound = 'Equipe não encontrada';
export const teamMemberNotFound = 'Membro da equipe não encontrado';
export const alreadyInATeam =
  'Você já faz parte de uma equipe. Uma conta pode ser membro de uma equipe por vez.';
export const teamAdminsOnly =
  'Somente o proprietário e os administradores da equipe podem fazer isso.';
export const teamOwnerOnly = 'Somente o proprietário da equipe pode fazer isso.';
export const unknownTeamRole = 'A função deve ser admin ou member';
export const alreadyInThisTeam = 'Este endereço de e-mail já está na equipe.';
export const duplicateInFile = 'Este endereço de e-mail aparece antes no arquivo.';
export const invitationNotPending = 'Este convite já foi aceito ou cancelado.';
export const ownerRoleIsHandedOver =
  'O proprietário da equipe mantém essa função até transferir a equipe para um administrador.';
export const ownerCannotBeDeactivated =
  'O proprietário da equipe não pode ser desativado. Transfira a equipe para um administrador primeiro.';
export const memberAlreadyDeactivated = 'Este membro já está desativado.';
export const memberNotDeactivated = 'Este membro não está desativado.';
export const ownershipGoesToAnAdmin =
  'A equipe só pode ser transferida para um dos administradores ativos dela.';
export const teamInvitationInvalid = 'Este convite para a equipe é inválido ou expirou.';
export const teamInvitationForAnotherAddress =
  'Este convite foi enviado para outro endereço de e-mail. Entre com esse endereço para participar.';
export const teamInvitationHasAccount =
  'Já existe uma conta com este endereço de e-mail. Entre para participar da equipe.';
export const activeInAnotherTeam = 'Esta conta já pertence a outra equipe.';
export const memberCsvRequired =
  'Envie um arquivo CSV com uma linha de cabeçalho: email, first_name, last_name, role, title, department.';
export const memberCsvNoEmailColumn = 'A linha de cabeçalho não tem a coluna email.';
export const memberCsvUnreadable = 'Esta linha não é um CSV válido.';
export const memberCsvTooManyRows = 'É possível importar no máximo 1.000 pessoas por vez.';
export const memberCsvTooLarge =
  'Um arquivo CSV de pessoas pode ter no máximo 587 KB, ou seja, no máximo 1.000 linhas. Divida-o em arquivos menores.';
export const tooManyTeamInvitations = 'Muitos convites desta equipe hoje. Tente novamente amanhã.';
export const tooManyInvitationsFromAccount =
  'Sua conta já enviou todos os convites permitidos para hoje. Tente novamente amanhã.';
export const tooManyInvitationsFromNewAccount =
  'Uma conta nova pode enviar 50 convites no primeiro dia. Tente novamente amanhã.';
export const tooManyInvitationsFromAddress =
  'Muitos convites desta rede hoje. Tente novamente amanhã.';
export const tooManySeatPreviews =
  'Muitas consultas de preço de licenças. Aguarde um minuto e tente novamente.';
export const teamIsFull = 'Uma equipe tem no máximo 1.000 membros e convites.';
export const teamOwnerCannotLeave =
  'Você é proprietário de uma equipe com outras pessoas. Transfira a equipe para um dos administradores antes de excluir sua conta.';
export const cardIdsRequired = 'Escolha entre 1 e 100 dos seus cartões.';
export const memberNotActive =
  'Os cartões só vão para membros ativos da equipe ou para convites ainda não aceitos.';
export const askForANewTeamInvitation =
  'Peça ao administrador da equipe que envie um novo convite para você.';
export const lockedFieldWithoutValue = 'Um campo bloqueado precisa de um valor no modelo.';
export const teamCardPool = 'Reserva de cartões';
export const teamLeadsCursorInvalid =
  'Esta página de leads não está mais disponível. Comece de novo.';
export const createTeamIntro =
  'Crie uma equipe para distribuir cartões aos seus colegas, manter os dados da sua empresa em todos os cartões e ver quais cartões geram leads.';
export const teamTemplateIntro =
  'O que você define aqui é aplicado a todos os cartões da equipe. Os membros não podem alterar um campo bloqueado.';
export const noTeamLeadsYet =
  'Ainda não há leads. As mensagens que os visitantes enviam pelos cartões da equipe aparecem aqui.';
export const memberImportHint =
  'Um arquivo CSV com uma linha de cabeçalho: email, first_name, last_name, role (admin ou member), title, department (o nome dele).';
export const emptyCardPool =
  'Ainda não há cartões da equipe. Adicione seus próprios cartões abaixo ou encomende cartões com seu endereço de e-mail: eles chegam aqui.';
export const typeTeamNameToDelete = 'Digite o nome exato da equipe para excluí-la.';
export const deleteTeamIntro =
  'Excluir a equipe devolve cada cartão da equipe a quem o colocou nela, encerra o acesso de todos à equipe e remove o modelo e o logotipo dele. Baixe os leads antes: eles ficam disponíveis para você por 30 dias e depois são excluídos.';
export const deletedTeamLeadsHint =
  'Os leads de uma equipe que você excluiu ficam disponíveis para download por 30 dias.';
export const templatePreviewName = 'Seu colega';
export const templatePreviewTitle = 'Cargo do colega';
export const templatePreviewIntro =
  'A página do Connect de um cartão da equipe com o modelo aplicado: o nome, o cargo e a foto de cada membro são os dele.';
export const templateLogoHint =
  'Exibido em todos os cartões da equipe e na página de um cartão que aguarda na reserva. PNG, JPG, GIF ou WebP, até 10 MB.';
