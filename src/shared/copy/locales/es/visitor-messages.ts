// Visitor messages (the public profile's contact form).
/** The subject of a reply to a visitor's message (Messages → Reply by email). */
export const replySubject = 'Re: Tu mensaje en Catalyst Connect';
export const noUnreadMessages = 'No hay mensajes sin leer.';
/** The error screen for an address the app does not have (docs/product.md#error-screen). */
export const pageNotFound = 'Lo sentimos, no encontramos esa página.';
/** The error screen of the operator console, for an owner who is not staff. */
export const staffOnlyArea =
  'Esta área es para el personal de Catalyst. Tus tarjetas y tu configuración están en tu cuenta.';
export const messageSent = '¡Mensaje enviado!';
export const failedToSendMessage = 'No se pudo enviar el mensaje';
export const contactFormDisabledInEditMode =
  'El formulario de contacto está desactivado en modo de edición';
export const sharingDisabledInEditMode = 'Compartir está desactivado en modo de edición';
export const profileNotAcceptingMessages = 'Este perfil no acepta mensajes';
export const tooManyMessages = 'Demasiados mensajes. Inténtalo de nuevo más tarde.';
/** A post of the contact form that a page of another site made (decision 028). */
export const crossSiteMessageRefused =
  'Los mensajes solo se pueden enviar desde la propia página de la tarjeta.';
export const messageInvalidCharacters = 'El mensaje contiene caracteres no válidos';
// The thank-you's "E-mail me {name}'s contact" (docs/product.md#messages).
export const contactTokenInvalid =
  'Este botón ha caducado. Descarga el contacto o vuelve a enviar tu mensaje.';
export const tooManyContactEmails =
  'Ya te enviamos el contacto por correo hoy. Puedes descargarlo desde esta página.';
export const contactEmailed = 'Enviado. Revisa tu bandeja de entrada.';
export const consentRequired = 'Primero marca la casilla para aceptar.';
/** Above the contact form's fields: what the asterisk after a label means. */
export const requiredFieldsNote = 'Los campos marcados con * son obligatorios.';
