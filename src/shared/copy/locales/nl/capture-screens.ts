// The capture screen's parts (docs/product.md#capture): the lead form, filing a lead under a card
// and an event, the photo, the scanners and the leads waiting on the phone.

// The lead form: who they are and a note.
export const capUiTheirCardOrBadge = 'Hun kaart of badge';
export const capUiCancelEdit = 'Bewerken annuleren';
export const capUiFirstName = 'Voornaam';
export const capUiLastName = 'Achternaam';
export const capUiTheyAgreedToBeContacted = 'Gaat akkoord met contact';
export const capUiSaveLead = 'Lead opslaan';

// Filing a lead: the card it is for and the event.
export const capUiNoEvent = 'Geen evenement';
export const capUiNewEvent = 'Nieuw evenement';

// The New event dialog.
export const capUiFirstDay = 'Eerste dag';
export const capUiLastDay = 'Laatste dag';
export const capUiCreateEvent = 'Evenement aanmaken';

// The photo of their card.
export const capUiRemovePhoto = 'Foto weghalen';
export const capUiAddAPhotoOfTheirCard = 'Voeg een foto van hun kaart toe';

// Signing out with leads still on the phone.
export const capUiDiscardAndSignOut = 'Verwijderen en uitloggen';
export const capUiUploadFirst = 'Eerst uploaden';

// The leads waiting on the phone to be uploaded.
export const capUiLeadsOnThisPhone = 'Leads op deze telefoon';
export const capUiDiscardPhoto = 'Foto verwijderen';

// The capture page.
export const capUiDiscardThisLead = 'Deze lead verwijderen?';

// The badge scanner.
export const capUiScanAnother = 'Nog een scannen';
export const capUiCameraTheQrCodeToRead = 'Camera: de QR-code om te lezen';

// The card scanner.
export const capUiTheCardsPhoto = 'De foto van de kaart';
export const capUiScanAnotherCard = 'Nog een kaart scannen';
export const capUiCameraTheCardToScan = 'Camera: de kaart om te scannen';
export const capUiTakePhoto = 'Foto maken';

// The labels of a scan's lines in the lead's note.
export const capUiWebsite = 'Website';
export const capUiAddress = 'Adres';

// The scanners' buttons and titles.
export const capUiScanACard = 'Kaart scannen';
export const capUiScanABadge = 'Badge scannen';

// The scanner's panel.
export const capUiCloseTheScanner = 'Scanner sluiten';
