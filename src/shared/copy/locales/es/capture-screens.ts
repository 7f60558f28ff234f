// The capture screen's parts (docs/product.md#capture): the lead form, filing a lead under a card
// and an event, the photo, the scanners and the leads waiting on the phone.

// The lead form: who they are and a note.
export const capUiTheirCardOrBadge = 'Su tarjeta o credencial';
export const capUiCancelEdit = 'Cancelar edición';
export const capUiFirstName = 'Nombre';
export const capUiLastName = 'Apellidos';
export const capUiTheyAgreedToBeContacted = 'Acepta que lo contacten';
export const capUiSaveLead = 'Guardar lead';

// Filing a lead: the card it is for and the event.
export const capUiNoEvent = 'Sin evento';
export const capUiNewEvent = 'Nuevo evento';

// The New event dialog.
export const capUiFirstDay = 'Primer día';
export const capUiLastDay = 'Último día';
export const capUiCreateEvent = 'Crear evento';

// The photo of their card.
export const capUiRemovePhoto = 'Quitar foto';
export const capUiAddAPhotoOfTheirCard = 'Añadir una foto de su tarjeta';

// Signing out with leads still on the phone.
export const capUiDiscardAndSignOut = 'Descartar y cerrar sesión';
export const capUiUploadFirst = 'Subir primero';

// The leads waiting on the phone to be uploaded.
export const capUiLeadsOnThisPhone = 'Leads en este teléfono';
export const capUiDiscardPhoto = 'Descartar foto';

// The capture page.
export const capUiDiscardThisLead = '¿Descartar este lead?';

// The badge scanner.
export const capUiScanAnother = 'Escanear otro';
export const capUiCameraTheQrCodeToRead = 'Cámara: el código QR que se va a leer';

// The card scanner.
export const capUiTheCardsPhoto = 'Foto de la tarjeta';
export const capUiScanAnotherCard = 'Escanear otra tarjeta';
export const capUiCameraTheCardToScan = 'Cámara: la tarjeta que se va a escanear';
export const capUiTakePhoto = 'Tomar foto';

// The labels of a scan's lines in the lead's note.
export const capUiWebsite = 'Sitio web';
export const capUiAddress = 'Dirección';

// The scanners' buttons and titles.
export const capUiScanACard = 'Escanear una tarjeta';
export const capUiScanABadge = 'Escanear una credencial';

// The scanner's panel.
export const capUiCloseTheScanner = 'Cerrar el escáner';
