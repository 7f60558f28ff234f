// Images.
export const uploadHint = 'PNG, JPG, GIF fino a 10 MB';
export const unableToFindFile = 'File non trovato';
export const imageTooLarge = 'Le immagini possono pesare al massimo 10 MB';
export const sendImageAsMultipart = 'Invia l’immagine come multipart/form-data';
export const invalidMultipart = 'Il caricamento non è un corpo multipart/form-data valido';
export const unsupportedImageType = 'Si possono caricare solo immagini PNG, JPEG, GIF o WebP';
export const imageOutOfBounds =
  'Le immagini possono avere al massimo 10.000 pixel per lato e 25 megapixel in totale, ed essere lunghe al massimo 20 volte la larghezza';
export const unreadableImage = 'Impossibile leggere questa immagine';
/** An image saved at once while the editor's text fields still hold unsaved changes. */
export const photoUploadedKeepOthers = 'Foto caricata: salva per mantenere le altre modifiche';
