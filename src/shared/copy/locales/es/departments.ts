// Departments: parts of a team with their own admins, template and figures, and the members'
// requests to change a locked field (docs/product.md#departments).
export const departmentNotFound = 'No se encontró el departamento';
export const departmentNameTaken = 'El equipo ya tiene un departamento con este nombre.';
export const departmentAdminsMustBeActive =
  'Solo los miembros activos del equipo pueden gestionar un departamento.';
export const departmentAdminsAreMembers =
  'El propietario y los administradores del equipo ya gestionan todos los departamentos.';
export const departmentChangeNeedsAField = 'Envía un rol, un departamento o ambos.';
export const departmentAdminsMoveNoOne =
  'Solo el propietario y los administradores del equipo pueden mover personas entre departamentos.';
export const memberCsvUnknownDepartment =
  'La columna department no nombra ningún departamento de este equipo.';
export const memberCsvOtherDepartment =
  'La columna department nombra un departamento distinto del que gestionas.';
export const departmentsIntro =
  'Un departamento tiene sus propias personas y administradores: quien gestiona uno invita, desactiva y reparte tarjetas solo dentro de él.';
export const noDepartmentsYet = 'Aún no hay departamentos. Crea uno para cada área de la empresa.';
export const departmentAdminsHint =
  'Solo miembros activos: el propietario y los administradores del equipo ya gestionan todos los departamentos.';
export const noMembersToRunDepartment =
  'Aún no hay ningún miembro activo que pueda gestionarlo: invita a alguien o convierte a un administrador en miembro.';
export const memberCsvNoAdmins =
  'Solo el propietario y los administradores del equipo pueden invitar a administradores.';
export const changeRequestNotFound = 'No se encontró la solicitud de cambio';
export const cardHasNoException = 'Esta tarjeta no tiene ninguna excepción para este campo.';
export const setByCompanyTemplate = 'Definido por la plantilla de la empresa';
export const departmentTemplateIntro =
  'Lo que muestran las tarjetas de este departamento además de la plantilla de la empresa. Los campos que bloquea la plantilla de la empresa siguen siendo los de la empresa.';
export const departmentTemplatesIntro =
  'Un departamento puede definir sus propios datos y bloqueos en las tarjetas de sus miembros, además de esta plantilla.';
