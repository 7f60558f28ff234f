// The capture screen's parts (docs/product.md#capture): the lead form, filing a lead under a card
// and an event, the photo, the scanners and the leads waiting on the phone.

// The lead form: who they are and a note.
export const capUiTheirCardOrBadge = 'Cartão ou crachá da pessoa';
export const capUiCancelEdit = 'Cancelar edição';
export const capUiFirstName = 'Nome';
export const capUiLastName = 'Sobrenome';
export const capUiTheyAgreedToBeContacted = 'Concordou em ser contatado';
export const capUiSaveLead = 'Salvar lead';

// Filing a lead: the card it is for and the event.
export const capUiNoEvent = 'Nenhum evento';
export const capUiNewEvent = 'Novo evento';

// The New event dialog.
export const capUiFirstDay = 'Primeiro dia';
export const capUiLastDay = 'Último dia';
export const capUiCreateEvent = 'Criar evento';

// The photo of their card.
export const capUiRemovePhoto = 'Remover foto';
export const capUiAddAPhotoOfTheirCard = 'Adicionar uma foto do cartão';

// Signing out with leads still on the phone.
export const capUiDiscardAndSignOut = 'Descartar e sair';
export const capUiUploadFirst = 'Enviar primeiro';

// The leads waiting on the phone to be uploaded.
export const capUiLeadsOnThisPhone = 'Leads neste celular';
export const capUiDiscardPhoto = 'Descartar foto';

// The capture page.
export const capUiDiscardThisLead = 'Descartar este lead?';

// The badge scanner.
export const capUiScanAnother = 'Escanear outro';
export const capUiCameraTheQrCodeToRead = 'Câmera: o QR code a ser lido';

// The card scanner.
export const capUiTheCardsPhoto = 'Foto do cartão';
export const capUiScanAnotherCard = 'Escanear outro cartão';
export const capUiCameraTheCardToScan = 'Câmera: o cartão a ser escaneado';
export const capUiTakePhoto = 'Tirar foto';

// The labels of a scan's lines in the lead's note.
export const capUiWebsite = 'Site';
export const capUiAddress = 'Endereço';

// The scanners' buttons and titles.
export const capUiScanACard = 'Escanear um cartão';
export const capUiScanABadge = 'Escanear um crachá';

// The scanner's panel.
export const capUiCloseTheScanner = 'Fechar o scanner';
