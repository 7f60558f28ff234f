// The original wording (docs/product.md#wording), in Spanish.
export const invalidLogin = 'Intento de inicio de sesión no válido';
export const emailMissing = 'Debes indicar un correo electrónico para iniciar sesión';
export const unexpectedLoadError = 'Error inesperado al cargar tus datos';
export const genericSettingsFailure = 'Lo sentimos, algo no funciona.';
export const saved = '¡Guardado!';
export const passwordUpdated = 'Contraseña actualizada';
export const passwordsDoNotMatch = 'Las contraseñas no coinciden';
export const passwordTooShort = 'Debe tener al menos 8 caracteres';
export const invalidEmail = 'Introduce una dirección de correo electrónico válida';
export const emailTaken = 'Esa dirección de correo electrónico ya la usa otra cuenta';
export const tooManyLoginAttempts =
  'Demasiados intentos de inicio de sesión. Espera unos minutos y vuelve a intentarlo.';
export const unauthorized = 'Debes iniciar sesión para hacer eso';
export const sessionExpired = 'Tu sesión ha caducado. Vuelve a iniciar sesión.';
export const failedToFindCustomer = 'No se encontró el cliente';
export const failedToUpgrade = 'No se pudo mejorar el plan';
export const failedToCreateBillingPortal = 'No se pudo crear la sesión del portal de facturación';
export const failedToConfirmSubscription = 'No se pudo confirmar la suscripción';
export const failedToCancelSubscription = 'No se pudo cancelar la suscripción';
export const subscriptionCanceled = 'Suscripción cancelada. Recargando tu sesión...';
export const subscriptionConfirmed = 'Pago recibido. ¡Te damos la bienvenida a Catalyst Connect!';
export const cancelSubscriptionQuestion = '¿Seguro que quieres cancelar tu suscripción?';
export const paymentFormLoadFailed =
  'No se pudo cargar la información de pago. Intenta actualizar la página';
export const invalidVerificationLink = 'Este enlace de verificación no es válido o ha caducado';
export const accountAlreadyCreated = 'Esta cuenta ya está configurada. Inicia sesión.';
export const invitationEmailMismatch =
  'Usa la dirección de correo electrónico a la que se envió la invitación';
export const invalidResetLink =
  'Este enlace para restablecer la contraseña no es válido o ha caducado';
/** The reset page, when its link is checked on opening and no longer works. */
export const resetLinkExpiredOrUsed = 'Este enlace ha caducado o ya se ha usado';
export const tooManyResetRequests =
  'Demasiadas solicitudes para restablecer la contraseña. Espera un rato y vuelve a intentarlo.';
export const somethingNotWorking = 'Algo no está funcionando del todo bien';
export const resetEmailOnTheWay = '¡El correo para restablecer tu contraseña va de camino!';
export const passwordSaved = '¡Contraseña guardada! Vuelve a iniciar sesión';
export const accountCreated = '¡Cuenta creada correctamente! Redirigiendo al inicio de sesión...';
export const accountCreationFailed = 'No se pudo crear la cuenta. Inténtalo de nuevo.';
