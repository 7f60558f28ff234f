// Sign-in and accounts.
export const tokenRequired = 'Se necesita un token';
export const passwordMissing = 'Debes indicar una contraseña para iniciar sesión';
export const emailTooLong = 'La dirección de correo electrónico es demasiado larga';
