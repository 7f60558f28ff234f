// The capture screen's parts (docs/product.md#capture): the lead form, filing a lead under a card
// and an event, the photo, the scanners and the leads waiting on the phone.

// The lead form: who they are and a note.
export const capUiTheirCardOrBadge = 'Il suo biglietto o badge';
export const capUiCancelEdit = 'Annulla modifica';
export const capUiFirstName = 'Nome';
export const capUiLastName = 'Cognome';
export const capUiTheyAgreedToBeContacted = 'Ha acconsentito a essere contattato';
export const capUiSaveLead = 'Salva lead';

// Filing a lead: the card it is for and the event.
export const capUiNoEvent = 'Nessun evento';
export const capUiNewEvent = 'Nuovo evento';

// The New event dialog.
export const capUiFirstDay = 'Primo giorno';
export const capUiLastDay = 'Ultimo giorno';
export const capUiCreateEvent = 'Crea evento';

// The photo of their card.
export const capUiRemovePhoto = 'Rimuovi foto';
export const capUiAddAPhotoOfTheirCard = 'Aggiungi una foto del biglietto';

// Signing out with leads still on the phone.
export const capUiDiscardAndSignOut = 'Scarta ed esci';
export const capUiUploadFirst = 'Prima carica';

// The leads waiting on the phone to be uploaded.
export const capUiLeadsOnThisPhone = 'Lead su questo telefono';
export const capUiDiscardPhoto = 'Scarta foto';

// The capture page.
export const capUiDiscardThisLead = 'Scartare questo lead?';

// The badge scanner.
export const capUiScanAnother = 'Scansiona un altro';
export const capUiCameraTheQrCodeToRead = 'Fotocamera: il codice QR da leggere';

// The card scanner.
export const capUiTheCardsPhoto = 'Foto del biglietto';
export const capUiScanAnotherCard = 'Scansiona un altro biglietto';
export const capUiCameraTheCardToScan = 'Fotocamera: il biglietto da scansionare';
export const capUiTakePhoto = 'Scatta foto';

// The labels of a scan's lines in the lead's note.
export const capUiWebsite = 'Sito web';
export const capUiAddress = 'Indirizzo';

// The scanners' buttons and titles.
export const capUiScanACard = 'Scansiona un biglietto';
export const capUiScanABadge = 'Scansiona un badge';

// The scanner's panel.
export const capUiCloseTheScanner = 'Chiudi lo scanner';
