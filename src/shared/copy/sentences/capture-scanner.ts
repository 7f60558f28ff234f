// The capture screen's scan panel (docs/product.md#capture): a paper card's photo, a badge's QR.
export const scanReadingCard = 'Reading the card…';
export const scanCardRead = 'Card read: check the details, and correct what it misread.';
export const scanCardEmpty =
  'No text could be read from this photo: the photo is kept with the lead, type the details.';
export const scanOfflinePhotoKept =
  'No network: the photo is kept with the lead, type the details.';
export const scanBusyPhotoKept =
  'The card could not be read in time: the photo is kept with the lead, type the details.';
export const scanFailedPhotoKept =
  'The card could not be read: the photo is kept with the lead, type the details.';
export const scanPhotoUnreadable = 'That file is not a photo this device can open.';
export const scanPointAtCard = 'Hold the card flat inside the frame, then take the photo.';
export const scanPointAtCode = 'Point the camera at the QR code on the badge or the phone.';
export const scanCodeContact = 'QR code read: the details are filled in.';
export const scanCodeText = 'QR code read: its text is in the note.';
export const scanCardLookup = 'Looking up the digital card…';
export const scanCardLookupFailed =
  'The digital card could not be looked up: its address is in the note.';
export const scanNoCodeInPhoto = 'No QR code was found in that photo.';
export const cameraRefused =
  'Camera access was refused: allow it in the browser’s settings, or choose a photo.';
export const cameraUnavailable = 'No camera is available here: choose a photo instead.';
export const scannerNeedsNetwork =
  'The scanner opens offline only after the capture screen was once open online: type the details.';
