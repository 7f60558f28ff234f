// The capture screen's parts (docs/product.md#capture): the lead form, filing a lead under a card
// and an event, the photo, the scanners and the leads waiting on the phone.

// The lead form: who they are and a note.
export const capUiTheirCardOrBadge = 'Sa carte ou son badge';
export const capUiCancelEdit = 'Annuler la modification';
export const capUiFirstName = 'Prénom';
export const capUiLastName = 'Nom';
export const capUiTheyAgreedToBeContacted = 'Accepte d’être contacté';
export const capUiSaveLead = 'Enregistrer le prospect';

// Filing a lead: the card it is for and the event.
export const capUiNoEvent = 'Aucun événement';
export const capUiNewEvent = 'Nouvel événement';

// The New event dialog.
export const capUiFirstDay = 'Premier jour';
export const capUiLastDay = 'Dernier jour';
export const capUiCreateEvent = 'Créer l’événement';

// The photo of their card.
export const capUiRemovePhoto = 'Retirer la photo';
export const capUiAddAPhotoOfTheirCard = 'Ajouter une photo de sa carte';

// Signing out with leads still on the phone.
export const capUiDiscardAndSignOut = 'Supprimer et se déconnecter';
export const capUiUploadFirst = 'Envoyer d’abord';

// The leads waiting on the phone to be uploaded.
export const capUiLeadsOnThisPhone = 'Prospects sur ce téléphone';
export const capUiDiscardPhoto = 'Supprimer la photo';

// The capture page.
export const capUiDiscardThisLead = 'Supprimer ce prospect ?';

// The badge scanner.
export const capUiScanAnother = 'En scanner un autre';
export const capUiCameraTheQrCodeToRead = 'Caméra : le code QR à lire';

// The card scanner.
export const capUiTheCardsPhoto = 'Photo de la carte';
export const capUiScanAnotherCard = 'Scanner une autre carte';
export const capUiCameraTheCardToScan = 'Caméra : la carte à scanner';
export const capUiTakePhoto = 'Prendre la photo';

// The labels of a scan's lines in the lead's note.
export const capUiWebsite = 'Site web';
export const capUiAddress = 'Adresse';

// The scanners' buttons and titles.
export const capUiScanACard = 'Scanner une carte';
export const capUiScanABadge = 'Scanner un badge';

// The scanner's panel.
export const capUiCloseTheScanner = 'Fermer le scanner';
