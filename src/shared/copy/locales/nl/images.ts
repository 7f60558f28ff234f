// Images.
export const uploadHint = 'PNG, JPG, GIF tot 10 MB';
export const unableToFindFile = 'Bestand niet gevonden';
export const imageTooLarge = 'Afbeeldingen mogen maximaal 10 MB zijn';
export const sendImageAsMultipart = 'Stuur de afbeelding als multipart/form-data';
export const invalidMultipart = 'De upload is geen geldige multipart/form-data-body';
export const unsupportedImageType =
  'Alleen PNG-, JPEG-, GIF- of WebP-afbeeldingen kunnen worden geüpload';
export const imageOutOfBounds =
  'Afbeeldingen mogen maximaal 10.000 pixels per zijde en 25 megapixels in totaal zijn, en hooguit 20 keer zo lang als breed';
export const unreadableImage = 'Deze afbeelding kan niet worden gelezen';
/** An image saved at once while the editor's text fields still hold unsaved changes. */
export const photoUploadedKeepOthers = 'Foto geüpload: sla op om je andere wijzigingen te bewaren';
