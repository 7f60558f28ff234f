// The capture screen's parts (docs/product.md#capture): the lead form, filing a lead under a card
// and an event, the photo, the scanners and the leads waiting on the phone.

// The lead form: who they are and a note.
export const capUiTheirCardOrBadge = 'Visitenkarte oder Badge';
export const capUiCancelEdit = 'Bearbeiten abbrechen';
export const capUiFirstName = 'Vorname';
export const capUiLastName = 'Nachname';
export const capUiTheyAgreedToBeContacted = 'Ist mit einer Kontaktaufnahme einverstanden';
export const capUiSaveLead = 'Lead speichern';

// Filing a lead: the card it is for and the event.
export const capUiNoEvent = 'Keine Veranstaltung';
export const capUiNewEvent = 'Neue Veranstaltung';

// The New event dialog.
export const capUiFirstDay = 'Erster Tag';
export const capUiLastDay = 'Letzter Tag';
export const capUiCreateEvent = 'Veranstaltung erstellen';

// The photo of their card.
export const capUiRemovePhoto = 'Foto entfernen';
export const capUiAddAPhotoOfTheirCard = 'Foto der Visitenkarte hinzufügen';

// Signing out with leads still on the phone.
export const capUiDiscardAndSignOut = 'Verwerfen und abmelden';
export const capUiUploadFirst = 'Zuerst hochladen';

// The leads waiting on the phone to be uploaded.
export const capUiLeadsOnThisPhone = 'Leads auf diesem Telefon';
export const capUiDiscardPhoto = 'Foto verwerfen';

// The capture page.
export const capUiDiscardThisLead = 'Diesen Lead verwerfen?';

// The badge scanner.
export const capUiScanAnother = 'Weiteren scannen';
export const capUiCameraTheQrCodeToRead = 'Kamera: der zu lesende QR-Code';

// The card scanner.
export const capUiTheCardsPhoto = 'Foto der Visitenkarte';
export const capUiScanAnotherCard = 'Weitere Karte scannen';
export const capUiCameraTheCardToScan = 'Kamera: die zu scannende Karte';
export const capUiTakePhoto = 'Foto aufnehmen';

// The labels of a scan's lines in the lead's note.
export const capUiWebsite = 'Website';
export const capUiAddress = 'Adresse';

// The scanners' buttons and titles.
export const capUiScanACard = 'Karte scannen';
export const capUiScanABadge = 'Badge scannen';

// The scanner's panel.
export const capUiCloseTheScanner = 'Scanner schließen';
