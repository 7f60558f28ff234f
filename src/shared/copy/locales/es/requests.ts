// Any request: what the error handler, the router and the web client answer.
export const internalError = 'Algo salió mal por nuestra parte. Inténtalo de nuevo.';
export const serviceUnavailable =
  'El servicio no está disponible temporalmente. Inténtalo de nuevo.';
export const paymentProviderUnavailable =
  'El proveedor de pagos no está disponible ahora mismo. Inténtalo de nuevo en un momento.';
export const bodyTooLarge = 'El cuerpo de la solicitud es demasiado grande';
export const invalidJsonBody = 'El cuerpo de la solicitud no es JSON válido';
export const emptyJsonBody = 'El cuerpo de la solicitud está vacío';
export const bodyMustBeObject = 'El cuerpo de la solicitud debe ser un objeto JSON';
export const unsupportedContentType = 'Tipo de contenido no admitido';
export const invalidContentLength = 'Content-Length no válido';
export const addressTooLong = 'La dirección es demasiado larga';
export const addressInvalid = 'La dirección no es válida';
export const invalidRequest = 'Solicitud no válida';
export const invalidValue = 'Valor no válido';
export const nothingToUpdate = 'No hay nada que actualizar';
export const serverTooSlow = 'El servidor tardó demasiado en responder. Inténtalo de nuevo.';
export const serverUnreachable =
  'No se pudo conectar con el servidor. Comprueba tu conexión y vuelve a intentarlo.';
export const requestFailed = 'La solicitud falló';
export const sessionRefreshFailed = 'No se pudo renovar la sesión';
export const sessionEnded = 'Tu sesión ha finalizado';
export const unknownError = 'Error desconocido';
export const unexpectedErrorOccurred = 'Lo sentimos, se ha producido un error inesperado.';
export const somethingWentWrong = 'Algo salió mal';
export const failedToFetchCardData = 'No se pudieron obtener los datos de la tarjeta';
export const failedToFetchCardProfileData =
  'No se pudieron obtener los datos del perfil de la tarjeta';
export const verificationLinkMayBeInvalid =
  'Puede que el enlace de verificación no sea válido o haya caducado. Ponte en contacto con soporte para obtener ayuda.';
/** A save the browser knows it cannot send (docs/product.md#stale-edits). */
export const offlineChangesKept =
  'Estás sin conexión: tus cambios se guardan aquí y se enviarán cuando vuelvas a estar en línea';
/** An editor opened with changes kept on this device from before (decision 050). */
export const restoreUnsavedChanges = '¿Restaurar los cambios sin guardar?';
