// Images.
export const uploadHint = 'PNG, JPG, GIF jusqu’à 10 Mo';
export const unableToFindFile = 'Fichier introuvable';
export const imageTooLarge = 'Les images ne peuvent pas dépasser 10 Mo';
export const sendImageAsMultipart = 'Envoyez l’image en multipart/form-data';
export const invalidMultipart = 'L’envoi n’est pas un corps multipart/form-data valide';
export const unsupportedImageType =
  'Seules les images PNG, JPEG, GIF ou WebP peuvent être importées';
export const imageOutOfBounds =
  'Les images peuvent mesurer au maximum 10 000 pixels de côté et 25 mégapixels au total, et être au plus 20 fois plus longues que larges';
export const unreadableImage = 'Impossible de lire cette image';
/** An image saved at once while the editor's text fields still hold unsaved changes. */
export const photoUploadedKeepOthers =
  'Photo importée : enregistrez pour conserver vos autres modifications';
