// Images.
export const uploadHint = 'PNG, JPG o GIF de hasta 10 MB';
export const unableToFindFile = 'No se encuentra el archivo';
export const imageTooLarge = 'Las imágenes pueden ocupar como máximo 10 MB';
export const sendImageAsMultipart = 'Envía la imagen como multipart/form-data';
export const invalidMultipart = 'La subida no es un cuerpo multipart/form-data válido';
export const unsupportedImageType = 'Solo se pueden subir imágenes PNG, JPEG, GIF o WebP';
export const imageOutOfBounds =
  'Las imágenes pueden medir como máximo 10 000 píxeles por lado, 25 megapíxeles en total, y ser como mucho 20 veces más largas que anchas';
export const unreadableImage = 'No se pudo leer esta imagen';
/** An image saved at once while the editor's text fields still hold unsaved changes. */
export const photoUploadedKeepOthers = 'Foto subida: guarda para conservar tus otros cambios';
