// Images.
export const uploadHint = 'PNG, JPG ou GIF de até 10 MB';
export const unableToFindFile = 'Não foi possível encontrar o arquivo';
export const imageTooLarge = 'As imagens podem ter no máximo 10 MB';
export const sendImageAsMultipart = 'Envie a imagem como multipart/form-data';
export const invalidMultipart = 'O envio não é um corpo multipart/form-data válido';
export const unsupportedImageType = 'Só é possível enviar imagens PNG, JPEG, GIF ou WebP';
export const imageOutOfBounds =
  'As imagens podem ter no máximo 10.000 pixels de lado, 25 megapixels no total e ser até 20 vezes mais compridas que largas';
export const unreadableImage = 'Não foi possível ler esta imagem';
/** An image saved at once while the editor's text fields still hold unsaved changes. */
export const photoUploadedKeepOthers = 'Foto enviada: salve para manter suas outras alterações';
