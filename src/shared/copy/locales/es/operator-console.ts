// The operator console (/admin) and what it does to accounts, cards and profiles.
export const adminsOnly = 'Solo para administradores';
export const accountSuspended = 'Esta cuenta está suspendida. Ponte en contacto con soporte.';
export const cannotSuspendYourself = 'No puedes suspender tu propia cuenta';
export const accountAlreadySuspended = 'Esta cuenta ya está suspendida';
export const accountNotSuspended = 'Esta cuenta no está suspendida';
export const accountAlreadyVerified =
  'Esta cuenta ya está configurada; envía mejor un enlace para restablecer la contraseña';
export const accountNotVerified =
  'Esta cuenta aún no está configurada; reenvía mejor la invitación';
export const cardAlreadyOwned = 'La tarjeta ya pertenece a esa cuenta';
export const profileAlreadyTakenDown = 'Este perfil ya está retirado';
export const profileNotTakenDown = 'Este perfil no está retirado';
export const mailNotRetryable = 'Solo se pueden reintentar los correos fallidos o pendientes';
export const mailNotFound = 'No se encontró el correo';
export const reasonRequired = 'Indica un motivo';
export const lastAdmin =
  'No se puede revocar al último administrador; nombra primero a otro administrador';
export const lastAdminCannotLeave =
  'El último administrador no puede eliminar su cuenta; nombra primero a otro administrador';
export const profileTakenDownNotice =
  'Un administrador retiró este perfil, así que los visitantes no pueden verlo.';
