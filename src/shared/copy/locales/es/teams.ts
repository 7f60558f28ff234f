// Teams: a company's members, roles and invitations (docs/product.md#teams).
export const teamNotFound = 'No se encontró el equipo';
export const teamMemberNotFound = 'No se encontró el miembro del equipo';
export const alreadyInATeam =
  'Ya perteneces a un equipo. Una cuenta solo puede ser miembro de un equipo a la vez.';
export const teamAdminsOnly =
  'Solo el propietario y los administradores del equipo pueden hacer esto.';
export const teamOwnerOnly = 'Solo el propietario del equipo puede hacer esto.';
export const unknownTeamRole = 'El rol debe ser admin o member';
export const alreadyInThisTeam = 'Esta dirección de correo electrónico ya está en el equipo.';
export const duplicateInFile = 'Esta dirección de correo electrónico aparece antes en el archivo.';
export const invitationNotPending = 'Esta invitación ya se ha aceptado o cancelado.';
export const ownerRoleIsHandedOver =
  'El propietario del equipo conserva ese rol hasta que ceda el equipo a un administrador.';
export const ownerCannotBeDeactivated =
  'No se puede desactivar al propietario del equipo. Primero cede el equipo a un administrador.';
export const memberAlreadyDeactivated = 'Este miembro ya está desactivado.';
export const memberNotDeactivated = 'Este miembro no está desactivado.';
export const ownershipGoesToAnAdmin =
  'El equipo solo se puede ceder a uno de sus administradores activos.';
export const teamInvitationInvalid = 'Esta invitación al equipo no es válida o ha caducado.';
export const teamInvitationForAnotherAddress =
  'Esta invitación se envió a otra dirección de correo electrónico. Inicia sesión con esa dirección para unirte.';
export const teamInvitationHasAccount =
  'Ya existe una cuenta con esta dirección de correo electrónico. Inicia sesión para unirte al equipo.';
export const activeInAnotherTeam = 'Esta cuenta ya pertenece a otro equipo.';
export const memberCsvRequired =
  'Envía un archivo CSV con una fila de encabezado: email, first_name, last_name, role, title, department.';
export const memberCsvNoEmailColumn = 'La fila de encabezado no tiene columna email.';
export const memberCsvUnreadable = 'Esta línea no es CSV válido.';
export const memberCsvTooManyRows = 'Se pueden importar como máximo 1000 personas a la vez.';
export const memberCsvTooLarge =
  'Un archivo CSV de personas puede ocupar como máximo 587 KB, es decir, 1000 filas como máximo. Divídelo en archivos más pequeños.';
export const tooManyTeamInvitations =
  'Demasiadas invitaciones de este equipo hoy. Vuelve a intentarlo mañana.';
export const tooManyInvitationsFromAccount =
  'Tu cuenta ya ha enviado hoy todas las invitaciones permitidas. Vuelve a intentarlo mañana.';
export const tooManyInvitationsFromNewAccount =
  'Una cuenta nueva puede enviar 50 invitaciones el primer día. Vuelve a intentarlo mañana.';
export const tooManyInvitationsFromAddress =
  'Demasiadas invitaciones desde esta red hoy. Vuelve a intentarlo mañana.';
export const tooManySeatPreviews =
  'Demasiadas consultas del precio de las licencias. Espera un minuto y vuelve a intentarlo.';
export const teamIsFull = 'Un equipo tiene como máximo 1000 miembros e invitaciones.';
export const teamOwnerCannotLeave =
  'Eres propietario de un equipo con otras personas. Cede el equipo a uno de sus administradores antes de eliminar tu cuenta.';
export const cardIdsRequired = 'Elige entre 1 y 100 de tus tarjetas.';
export const memberNotActive =
  'Las tarjetas solo se asignan a miembros activos del equipo o a invitaciones aún no aceptadas.';
export const askForANewTeamInvitation =
  'Pide al administrador del equipo que te envíe una nueva invitación.';
export const lockedFieldWithoutValue = 'Un campo bloqueado necesita un valor en la plantilla.';
export const teamCardPool = 'Reserva de tarjetas';
export const teamLeadsCursorInvalid =
  'Esta página de leads ya no está disponible. Vuelve a empezar.';
export const createTeamIntro =
  'Crea un equipo para repartir tarjetas a tus compañeros, mantener los datos de tu empresa en cada tarjeta y ver qué tarjetas generan leads.';
export const teamTemplateIntro =
  'Lo que configures aquí se aplica a todas las tarjetas del equipo. Los miembros no pueden cambiar un campo bloqueado.';
export const noTeamLeadsYet =
  'Aún no hay leads. Aquí aparecen los mensajes que envían los visitantes desde las tarjetas del equipo.';
export const memberImportHint =
  'Un archivo CSV con una fila de encabezado: email, first_name, last_name, role (admin o member), title, department (su nombre).';
export const emptyCardPool =
  'Aún no hay tarjetas del equipo. Añade tus propias tarjetas abajo o pide tarjetas con tu dirección de correo electrónico: llegarán aquí.';
export const typeTeamNameToDelete = 'Escribe el nombre exacto del equipo para eliminarlo.';
export const deleteTeamIntro =
  'Al eliminar el equipo, cada tarjeta del equipo vuelve a quien la añadió, todos pierden el acceso al equipo y se eliminan la plantilla y su logotipo. Descarga antes los leads: seguirán disponibles para ti durante 30 días y después se eliminarán.';
export const deletedTeamLeadsHint =
  'Los leads de un equipo que eliminaste se pueden descargar durante 30 días.';
export const templatePreviewName = 'Tu compañero';
export const templatePreviewTitle = 'Su cargo';
export const templatePreviewIntro =
  'La página de Connect de una tarjeta del equipo con la plantilla aplicada: el nombre, el cargo y la foto son los de cada miembro.';
export const templateLogoHint =
  'Se muestra en todas las tarjetas del equipo y en la página de una tarjeta que espera en la reserva. PNG, JPG, GIF o WebP, hasta 10 MB.';
