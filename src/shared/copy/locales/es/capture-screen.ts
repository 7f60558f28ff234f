// The capture screen (docs/product.md#capture): leads typed or scanned at an event, kept on the
// phone until they upload.
export const leadSaved = 'Lead guardado. Listo para la siguiente persona.';
export const leadSavedOnDevice =
  'Lead guardado en este teléfono. Se subirá solo cuando vuelva la conexión.';
export const captureNeedsOnlineOpen =
  'Abre la pantalla de captura una vez con conexión y con la sesión iniciada: después funciona sin conexión.';
export const captureNoCard = 'Necesitas una tarjeta a la que asignar los leads.';
export const captureUploadNeedsSignIn =
  'Vuelve a iniciar sesión para subir los leads que esperan en este teléfono: se conservan hasta entonces.';
export const capturePhotoTooLarge = 'La foto puede ocupar como máximo 10 MB.';
export const capturePhotoNotImage = 'Elige una foto JPEG, PNG o WebP.';
export const capturePhotoKept = 'Foto de su tarjeta adjuntada.';
export const capturePhotoWaiting =
  'El lead se ha subido; la foto de su tarjeta está pendiente de subir.';
export const captureEntryRetrying = 'Esperando conexión para subir.';
export const captureEventsOffline =
  'Sin conexión: estos son los eventos guardados de tu última visita.';
export const captureEventCreated = 'Evento creado.';
export const captureEventNeedsNetwork = 'Para crear un evento se necesita conexión.';
export const captureEditingQueued =
  'Estás editando un lead que no se pudo subir: guárdalo para volver a intentarlo.';
export const captureSignOutTitle = 'Leads pendientes de subir';
export const captureKeepFailed =
  'Este navegador no ha podido guardar el lead en el teléfono: sigue en el formulario. Comprueba que el navegador puede almacenar datos de este sitio y vuelve a guardar.';
export const captureDiscardQuestion =
  'El lead no está en el servidor: si lo descartas, se eliminará de este teléfono de forma definitiva.';
