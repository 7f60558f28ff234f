// The operator console's screens: what each action's confirmation says, and its toast.
export const adminSuspendQuestion =
  'Se cerrará la sesión del propietario en todas partes a la vez y no podrá iniciar sesión hasta que se reactive la cuenta.';
export const adminUnsuspendQuestion = 'El propietario podrá volver a iniciar sesión.';
export const adminResendInvitationQuestion =
  'Se envía un nuevo enlace de invitación a la dirección de la cuenta.';
export const adminSendPasswordResetQuestion =
  'Se envía un enlace para restablecer la contraseña a la dirección de la cuenta.';
export const adminMoveCardQuestion =
  'La tarjeta pasa a la cuenta con esta dirección de correo electrónico. Si la dirección no tiene cuenta, se la invita a crear una. Los datos de contacto, el perfil de Connect, los mensajes de visitantes y las Estadísticas del propietario anterior se borran, salvo que los conserves.';
export const adminKeepOwnerDataLabel = 'Conservar en la tarjeta los datos del propietario anterior';
export const adminKeepOwnerDataHint =
  'Solo si el nuevo propietario es la misma persona (otra de sus direcciones): sus datos de contacto, su perfil de Connect, los mensajes de visitantes y las Estadísticas pasan con la tarjeta. Queda registrado en el registro de auditoría.';
export const adminTakeDownQuestion =
  'A los visitantes se les dirá que este perfil no existe hasta que se restaure. El propietario verá el motivo en el editor del perfil.';
export const adminRestoreQuestion = 'Los visitantes podrán volver a ver este perfil.';
export const adminRetryMailQuestion = 'El correo se vuelve a enviar de inmediato.';
export const adminReasonHint = 'Queda registrado en el registro de auditoría.';
export const adminAccountSuspended = 'Cuenta suspendida';
export const adminAccountUnsuspended = 'Cuenta reactivada';
export const adminInvitationSent = 'Invitación enviada';
export const adminPasswordResetSent = 'Enlace para restablecer la contraseña enviado';
export const adminProfileTakenDown = 'Perfil retirado';
export const adminProfileRestored = 'Perfil restaurado';
export const adminMailRetried = 'El correo se volverá a enviar';
export const adminNoAccounts = 'Ninguna cuenta coincide con esta búsqueda.';
export const adminNoFailedMail = 'No ha fallado ningún correo.';
export const adminNoPendingMail = 'No hay ningún correo pendiente de envío.';
export const adminNoUnassignedCards = 'Todas las tarjetas tienen propietario.';
export const adminNoAuditEntries = 'Nada en el registro de auditoría coincide con estos filtros.';
