// Images.
export const uploadHint = 'PNG, JPG, GIF up to 10MB';
export const unableToFindFile = 'Unable to find file';
export const imageTooLarge = 'Images can be at most 10 MB';
export const sendImageAsMultipart = 'Send the image as multipart/form-data';
export const invalidMultipart = 'The upload is not a valid multipart/form-data body';
export const unsupportedImageType = 'Only PNG, JPEG, GIF or WebP images can be uploaded';
export const imageOutOfBounds =
  'Images can be at most 10,000 pixels on a side, 25 megapixels in all, and 20 times as long as they are wide';
export const unreadableImage = 'This image could not be read';
/** An image saved at once while the editor's text fields still hold unsaved changes. */
export const photoUploadedKeepOthers = 'Photo uploaded: save to keep your other changes';
