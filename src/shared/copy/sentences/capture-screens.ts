// The capture screen's parts (docs/product.md#capture): the lead form, filing a lead under a card
// and an event, the photo, the scanners and the leads waiting on the phone.

// The lead form: who they are and a note.
export const capUiTheirCardOrBadge = 'Their card or badge';
export const capUiCancelEdit = 'Cancel edit';
export const capUiFirstName = 'First name';
export const capUiLastName = 'Last name';
export const capUiTheyAgreedToBeContacted = 'They agreed to be contacted';
export const capUiSaveLead = 'Save lead';

// Filing a lead: the card it is for and the event.
export const capUiNoEvent = 'No event';
export const capUiNewEvent = 'New event';

// The New event dialog.
export const capUiFirstDay = 'First day';
export const capUiLastDay = 'Last day';
export const capUiCreateEvent = 'Create event';

// The photo of their card.
export const capUiRemovePhoto = 'Remove photo';
export const capUiAddAPhotoOfTheirCard = 'Add a photo of their card';

// Signing out with leads still on the phone.
export const capUiDiscardAndSignOut = 'Discard and sign out';
export const capUiUploadFirst = 'Upload first';

// The leads waiting on the phone to be uploaded.
export const capUiLeadsOnThisPhone = 'Leads on this phone';
export const capUiDiscardPhoto = 'Discard photo';

// The capture page.
export const capUiDiscardThisLead = 'Discard this lead?';

// The badge scanner.
export const capUiScanAnother = 'Scan another';
export const capUiCameraTheQrCodeToRead = 'Camera: the QR code to read';

// The card scanner.
export const capUiTheCardsPhoto = "The card's photo";
export const capUiScanAnotherCard = 'Scan another card';
export const capUiCameraTheCardToScan = 'Camera: the card to scan';
export const capUiTakePhoto = 'Take photo';

// The labels of a scan's lines in the lead's note.
export const capUiWebsite = 'Website';
export const capUiAddress = 'Address';

// The scanners' buttons and titles.
export const capUiScanACard = 'Scan a card';
export const capUiScanABadge = 'Scan a badge';

// The scanner's panel.
export const capUiCloseTheScanner = 'Close the scanner';
