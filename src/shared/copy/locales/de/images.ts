// Images.
export const uploadHint = 'PNG, JPG, GIF bis 10 MB';
export const unableToFindFile = 'Datei nicht gefunden';
export const imageTooLarge = 'Bilder dürfen höchstens 10 MB groß sein';
export const sendImageAsMultipart = 'Senden Sie das Bild als multipart/form-data';
export const invalidMultipart = 'Der Upload ist kein gültiger multipart/form-data-Body';
export const unsupportedImageType =
  'Es können nur PNG-, JPEG-, GIF- oder WebP-Bilder hochgeladen werden';
export const imageOutOfBounds =
  'Bilder dürfen höchstens 10.000 Pixel pro Seite und 25 Megapixel insgesamt haben und höchstens 20-mal so lang wie breit sein';
export const unreadableImage = 'Dieses Bild konnte nicht gelesen werden';
/** An image saved at once while the editor's text fields still hold unsaved changes. */
export const photoUploadedKeepOthers =
  'Foto hochgeladen: Speichern Sie, um Ihre anderen Änderungen zu behalten';
