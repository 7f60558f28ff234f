// The follow-up e-mail to leads (docs/product.md#follow-up) and a lead's card photo
// (docs/product.md#card-photos).
/** The follow-up e-mail an owner who never saved one sends: it must read well for any lead. */
export const followUpDefaultSubject = 'Un placer conocerte en {event}';
// One literal, not a joined list: a call at the top of a module is kept in every bundle.
export const followUpDefaultBody =
  '¡Hola, {firstName}!\n\nGracias por dedicar un momento a hablar conmigo en {event}. Fue un placer conocerte.\n\nTe adjunto mis datos de contacto para que puedas escribirme cuando te venga bien. Si tienes alguna pregunta o quieres continuar nuestra conversación, solo tienes que responder a este correo.\n\nEspero que sigamos en contacto.\n\nUn saludo,\n{ownerName}';
/** What `{event}` reads as for a lead captured at no event (the default text reads well with it). */
export const followUpNoEventPhrase = 'el evento';
/** What `{firstName}` reads as for a lead without a name ("Hola de nuevo:"). */
export const followUpNoFirstName = 'qué tal';
export const followUpSubjectRequired = 'Introduce el asunto del correo';
export const followUpBodyRequired = 'Escribe el texto del correo';
export const followUpLeadsRequired = 'Selecciona al menos un lead';
export const followUpTooManyLeads = 'Envía un seguimiento a un máximo de 200 leads a la vez';
export const followUpLeadNotFound =
  'Uno de los leads seleccionados ya no está en tu lista: recarga la lista y vuelve a intentarlo';
export const followUpBodyControlCharacters =
  'El texto puede contener saltos de línea y tabulaciones, pero ningún otro carácter de control';
export const followUpTemplateSaved = 'Plantilla guardada para la próxima vez';
export const unsupportedPhotoType = 'Solo se pueden subir fotos JPEG, PNG o WebP';
export const leadPhotoNotFound = 'Este lead no tiene foto de tarjeta';
export const leadPhotoUnavailable = 'No se pudo cargar la foto de la tarjeta';
export const followUpPlaceholdersHint =
  'Variables: {firstName}, {event} y {ownerName} se rellenan para cada lead.';
export const followUpSelectLeads =
  'Selecciona los leads a los que hacer seguimiento con las casillas de al lado.';
