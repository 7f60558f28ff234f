// Account takeover protection (current password, e-mail change by link).
export const wrongCurrentPassword = 'Tu contraseña actual no es correcta';
export const tooManyPasswordAttempts =
  'Demasiadas contraseñas incorrectas. Espera unos minutos y vuelve a intentarlo.';
export const currentPasswordForEmailChange =
  'Introduce tu contraseña actual para cambiar tu dirección de correo electrónico';
export const tooManyEmailChanges =
  'Demasiados cambios de dirección de correo electrónico. Espera un rato y vuelve a intentarlo.';
export const invalidEmailChangeLink =
  'Este enlace de confirmación de correo electrónico no es válido o ha caducado';
