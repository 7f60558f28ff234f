// An expired invitation link.
export const newInvitationOnItsWay =
  'Si este enlace era una invitación, hay una nueva en camino a la dirección a la que se envió. Es válida durante 7 días.';
export const tooManyInvitationRequests =
  'Demasiadas solicitudes de un nuevo enlace. Espera un rato y vuelve a intentarlo.';

/** What cancelling changes, in the cancellation box and its dialog. */
export const cancelSubscriptionConsequences =
  'Tu perfil de Connect sigue publicado hasta el final del periodo que has pagado. Después, las mismas direcciones, incluido tu identificador, muestran la página gratuita de tu tarjeta: tu nombre, cargo, empresa, foto, cómo contactarte y «Descargar contacto». Tus botones, enlaces, tema y formulario de contacto vuelven si te suscribes de nuevo.';

/** Insights: a total with nothing in the period before to compare it with. */
export const noPreviousPeriodData = 'No hay datos del periodo anterior';

/** 'Copy details from...'. */
export const copyFromItself = 'Una tarjeta no puede copiar sus propios datos: elige otra tarjeta.';
export const detailsCopied = 'Datos copiados';
export const copyDetailsQuestion =
  'Esta tarjeta toma los datos de contacto, la foto, el logotipo, el estilo del QR y el perfil de Connect de la otra tarjeta. Conserva su propio identificador y apodo; los cambios aún no guardados en esta página se descartan.';
