// Card and Connect profile fields.
export const invalidPhone = 'Introduce un número de teléfono válido';
export const fullUrlRequired = 'Introduce una URL completa que empiece por https://';
export const singleLineOfText = 'Debe ser una sola línea de texto';
export const invalidCharacters = 'Contiene caracteres no válidos';
export const handleTooShort = 'Tu identificador necesita al menos 3 caracteres';
export const handleTooLong = 'Tu identificador puede tener como máximo 40 caracteres';
export const handleCharacters = 'Usa solo letras, números y guiones';
export const handleHyphenAtEdge = 'Un identificador no puede empezar ni terminar con un guion';
export const handleReserved = 'Ese identificador está reservado';
export const handleTaken = 'Ese identificador ya está en uso';
/** 409 to a save based on an older version than the stored one (If-Match). */
export const editedElsewhere =
  'Esto se modificó en otro lugar después de que lo abrieras. Recarga para obtener la última versión.';
export const handleChangeQuestion =
  'Tu enlace actual dejará de mostrar tu perfil por sí solo: quien lo abra será redirigido al nuevo, y nadie más podrá usarlo. Los códigos QR impresos, las etiquetas NFC, los pases de wallet y las firmas de correo seguirán funcionando. ¿Cambiar tu identificador?';
export const handleHeld =
  'Ese identificador pertenecía a otra cuenta y está reservado para ella: puede que aún figure en tarjetas impresas. Elige otro.';
export const buttonLinkScheme =
  'Los enlaces de los botones deben empezar por https://, mailto: o tel:';
export const subscriptionRequired = 'Se necesita una suscripción activa';
/** Why Copy Link and My Live Profile are disabled without a subscription. */
export const requiresConnect = 'Requiere Catalyst Connect';
export const qrOpensCardPage =
  'Al escanear el código se abre la página de tu tarjeta: tu nombre, tu foto y un botón «Descargar contacto».';
export const qrOpensProfile =
  'Al escanear el código se abre tu perfil de Connect. Dale el estilo de tu marca: la vista previa es lo que se imprime.';
export const imagesMustBeUploaded = 'Primero debes subir las imágenes a Catalyst Connect';
export const imageNotYours = 'Esta imagen no es una de las que subiste. Vuelve a subirla.';
export const failedToUpdateProfile = 'No se pudo actualizar el perfil';
