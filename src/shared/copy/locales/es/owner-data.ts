// The owner's own data (Settings → Your Data): the download and the account's deletion.
export const accountDataTitle = 'Tus datos';
export const accountDataDescription =
  'Descarga una copia de todo lo que guardamos sobre ti, o elimina tu cuenta.';
export const downloadMyData = 'Descargar mis datos';
export const downloadingMyData = 'Preparando...';
export const accountDataContents =
  'Un archivo JSON: tu cuenta, tarjetas, perfiles de Connect, mensajes recibidos, suscripción y enlaces a tus imágenes.';
export const accountDataDownloadFailed = 'No se pudieron descargar tus datos. Inténtalo de nuevo.';
export const deleteAccountTitle = 'Eliminar cuenta';
export const deleteAccountSummary = 'Elimina tu cuenta y todo su contenido de forma definitiva.';
export const deleteAccountButton = 'Eliminar cuenta';
export const deleteAccountQuestion =
  'Tu suscripción termina de inmediato. Tus tarjetas se borran y se liberan: se eliminan sus datos, perfiles de Connect, identificadores, mensajes y Estadísticas, y sus enlaces dejan de funcionar. Tus imágenes también se eliminan. Esta acción no se puede deshacer.';
export const deleteAccountPasswordLabel = 'Tu contraseña';
export const deleteAccountConfirm = 'Eliminar mi cuenta';
export const deleteAccountKeep = 'No, conservar mi cuenta';
export const deleteAccountFailed = 'No se pudo eliminar tu cuenta. Inténtalo de nuevo.';
export const accountDeleted = 'Tu cuenta se ha eliminado.';
