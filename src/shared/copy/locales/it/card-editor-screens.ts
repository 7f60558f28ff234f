import { icu } from './language';

// The card's editors (docs/product.md#card-tab): the card's sections and fields, the Connect
// profile's editor, its design, images, buttons, lead form and QR code.

// The card editor's sections and their fields.
export const cardEdWebsite = 'Sito web';
export const cardEdBookingLink = 'Link per le prenotazioni';
export const cardEdAlternateUrl1 = 'URL alternativo 1';
export const cardEdAlternateUrl2 = 'URL alternativo 2';
export const cardEdAlternateUrl3 = 'URL alternativo 3';
export const cardEdCompanySlogan = 'Slogan aziendale';
export const cardEdPersonal = 'Personale';
export const cardEdLastNameProfession = 'Cognome, professione';
export const cardEdWork = 'Lavoro';
export const cardEdOrganization = 'Organizzazione';
export const cardEdRole = 'Ruolo aziendale';
export const cardEdWorkWebsite = 'Sito web di lavoro';
export const cardEdEmails = 'Email';
export const cardEdWorkEmail = 'Email di lavoro';
export const cardEdAlternateEmail = 'Email alternativa';
export const cardEdPhoneNumbers = 'Numeri di telefono';
export const cardEdCellPhone = 'Cellulare';
export const cardEdWorkPhone = 'Telefono di lavoro';
export const cardEdWorkFax = 'Fax di lavoro';
export const cardEdAlternatePhone = 'Telefono alternativo';
export const cardEdWorkAddress = 'Indirizzo di lavoro';
export const cardEdStreet = 'Via';
export const cardEdCity = 'Città';
export const cardEdState = 'Provincia';
export const cardEdPostalCode = 'CAP';
export const cardEdSocials = 'Social';
export const cardEdMiscellaneous = 'Altro';
export const cardEdAnythingElseYourContactsShouldKnow =
  'Qualsiasi altra cosa che i tuoi contatti dovrebbero sapere';

// The profile's accent colour.
export const cardEdAccentColour = 'Colore di accento';
export const cardEdPickTheAccentColour = 'Scegli il colore di accento';
/** The label of the colour's hexadecimal value. */
export const cardEdHex = 'Hex';
export const cardEdUseThePresetsColour = 'Usa il colore del modello';
export const cardEdFromYourLogo = 'Dal tuo logo:';
/** The colour input's accessible name, with the colour shown. */
export const cardEdAccentColourValue = icu<[colour: string]>(
  'Colore di accento {colour}',
  'colour',
);
/** A colour from the logo, as a button's accessible name. */
export const cardEdUseColour = icu<[colour: string]>('Usa {colour}', 'colour');

// The profile's buttons: editing and moving them.
export const cardEdButtons = 'Pulsanti';
export const cardEdLinksShownAsButtonsOnYour =
  'Link mostrati come pulsanti sul tuo profilo. Trascina un pulsante dalla maniglia per spostarlo.';
export const cardEdToMoveAButtonPressThe =
  'Per spostare un pulsante, premi la freccia su o giù, oppure trascinalo da questa maniglia.';
export const cardEdAddButton = 'Aggiungi pulsante';
/** A button with no text yet, named by its place. */
export const cardEdButtonNumber = icu<[number: number]>('pulsante {number}', 'number');
export const cardEdButtonText = icu<[number: number]>('Testo del pulsante {number}', 'number');
export const cardEdButtonUrl = icu<[number: number]>('URL del pulsante {number}', 'number');
/** A button's handle and delete button, as screen readers name them. */
export const cardEdMoveButton = icu<[button: string]>('Sposta {button}', 'button');
export const cardEdDeleteButton = icu<[button: string]>('Elimina {button}', 'button');
// What a screen reader hears while a button is moved.
export const cardEdButtonMoved = icu<[button: string, position: number, count: number]>(
  '{button} spostato in posizione {position} di {count}.',
  'button',
  'position',
  'count',
);
export const cardEdButtonPickedUp = icu<[button: string, position: number, count: number]>(
  '{button} selezionato, posizione {position} di {count}.',
  'button',
  'position',
  'count',
);
export const cardEdButtonIsAt = icu<[button: string, position: number]>(
  '{button} è in posizione {position}.',
  'button',
  'position',
);
export const cardEdButtonDroppedAt = icu<[button: string, position: number]>(
  '{button} rilasciato in posizione {position}.',
  'button',
  'position',
);
export const cardEdButtonDropped = icu<[button: string]>('{button} rilasciato.', 'button');
export const cardEdButtonMoveCancelled = icu<[button: string]>(
  'Spostamento di {button} annullato.',
  'button',
);

// A card's nickname.
export const cardEdCardNickname = 'Soprannome del biglietto';
export const cardEdNickname = 'Soprannome';
export const cardEdBoothCardSalesTeam = 'Biglietto dello stand, team vendite...';
export const cardEdSaveNickname = 'Salva soprannome';
export const cardEdRename = 'Rinomina';
export const cardEdAddANickname = 'Aggiungi un soprannome';

// A card that is not found.
export const cardEdBackToMyCards = 'Torna ai miei biglietti';

// The card's tabs and the upgrade offer above them.
export const cardEdCardSections = 'Sezioni del biglietto';
export const cardEdUpgradeYourAccount = 'Passa a un piano superiore';
export const cardEdUpgradeToCatalystConnect = 'Passa a Catalyst Connect';

// A section's extra fields.
export const cardEdAddField = '+ Aggiungi campo';

// Copying details from another card.
export const cardEdCopyDetailsFrom = 'Copia i dati da...';
export const cardEdCopyDetailsFromAnotherCard = 'Copia i dati da un altro biglietto';
export const cardEdCopyDetails = 'Copia i dati';
export const cardEdCopyFrom = 'Copia da';

// The profile's cover image.
export const cardEdCoverImage = 'Immagine di copertina';
export const cardEdYourCover = 'La tua copertina';
export const cardEdChangeCover = 'Cambia copertina';
export const cardEdUploadACover = 'Carica una copertina';
export const cardEdRemoveCover = 'Rimuovi copertina';

// The profile's design: preset, font, buttons, layout.
export const cardEdDesign = 'Design';
export const cardEdPreset = 'Modello';
export const cardEdFont = 'Carattere';
export const cardEdLayout = 'Layout';

// An image of the card (photo, logo).
export const cardEdChange = 'Cambia';
export const cardEdUpload = 'Carica';

// The profile's lead form.
export const cardEdRequired = 'Obbligatorio';
export const cardEdOptional = 'Facoltativo';
export const cardEdNotAsked = 'Non richiesto';
export const cardEdLeadForm = 'Modulo di contatto';
export const cardEdNameAndEmail = 'Nome ed email';
export const cardEdAlwaysRequired = 'Sempre obbligatori';
export const cardEdConsentCheckboxOptional = 'Casella del consenso (facoltativa)';
export const cardEdUseTheSuggestedSentence = 'Usa la frase suggerita';

// The editor's preview on a phone.
export const cardEdClosePreview = 'Chiudi anteprima';

// The profile editor's fields: name, handle, links.
export const cardEdSlogan = 'Slogan';
export const cardEdMyConnectHandle = 'Il mio handle Connect';
export const cardEdYourLiveLink = 'Il tuo link pubblico:';
export const cardEdSocialsLinks = 'Social e link';
export const cardEdReplacesYourCards = 'Sostituisce quello del biglietto';
export const cardEdFromYourCard = 'Dal tuo biglietto';
/** Under the handle before one is chosen; {appUrl} is the app's address. */
export const cardEdHandleExample = icu<[appUrl: string]>(
  'Esempio: con jane-doe il tuo profilo diventa {appUrl}/u/jane-doe',
  'appUrl',
);
/** After the links' hint on the profile editor. */
export const cardEdEmptyFieldsUseYourCards = 'I campi vuoti usano quelli del tuo biglietto.';

// Changing the profile's handle.
export const cardEdChangeYourHandle = 'Cambia il tuo handle';
export const cardEdYesChangeIt = 'Sì, cambialo';

// The card's QR code and downloads.
export const cardEdQrCodeDownload = 'Codice QR e download';
export const cardEdOpensInANewTab = '(si apre in una nuova scheda)';
export const cardEdViewCardPage = 'Visualizza la pagina del biglietto';
export const cardEdQrCodeFor = icu<[link: string]>('Codice QR per {link}', 'link');
export const cardEdYourHandleAddressWorksWhileYour =
  'L’indirizzo con il tuo handle funziona finché l’abbonamento è attivo; questo codice usa l’indirizzo che funziona sempre.';
export const cardEdSaveQrStyle = 'Salva lo stile del QR';
export const cardEdDiscardChanges = 'Scarta le modifiche';
export const cardEdPreparing = 'Preparazione...';
export const cardEdDownloadQrPng = 'Scarica il QR (PNG)';
export const cardEdDownloadQrSvgForPrint = 'Scarica il QR (SVG per la stampa)';
export const cardEdShareScreen = 'Schermata di condivisione';
export const cardEdSaveYourStyleToDownloadIt = 'Salva lo stile per scaricarlo.';

// The QR code's style.
export const cardEdSquare = 'Quadrato';
export const cardEdRounded = 'Arrotondato';
export const cardEdDots = 'Punti';
export const cardEdNoLogo = 'Nessun logo';
export const cardEdCompanyLogo = 'Logo aziendale';
export const cardEdProfilePhoto = 'Foto del profilo';
export const cardEdDotShape = 'Forma dei punti';
export const cardEdLogoInTheMiddle = 'Logo al centro';
export const cardEdUploadACompanyLogoOrProfile =
  'Carica qui sopra un logo aziendale o una foto del profilo per inserirlo nel codice.';
export const cardEdDotsColour = 'Colore dei punti';
export const cardEdBackgroundColour = 'Colore di sfondo';
/** A colour's swatch picker; {colour} is the field's label. */
export const cardEdSwatch = icu<[colour: string]>('Campione {colour}', 'colour');

// The banner once the Connect profile is unlocked.
export const cardEdYourConnectProfileIsUnlocked = 'Il tuo profilo Connect è sbloccato';
export const cardEdChooseYourHandleThemePhotoAnd =
  'Scegli handle, tema, foto e pulsanti, poi condividi il tuo link con tutte le persone che incontri.';
export const cardEdSetUpMyConnectProfile = 'Configura il mio profilo Connect';
export const cardEdDismiss = 'Ignora';

// The card's page: photo and company.
export const cardEdProfilePhoto2 = 'Foto del profilo';
export const cardEdShownOnYourConnectProfileAnd =
  'Mostrata sul tuo profilo Connect e nel tuo file di contatto.';
export const cardEdYourCompanyLogoAndSloganAre =
  'Logo e slogan aziendali servono solo per la stampa del biglietto; non compaiono nel tuo file di contatto.';

// The Connect profile's editor.
export const cardEdChangePhoto = 'Cambia foto';
export const cardEdAppearance = 'Aspetto';
/** After the notice of a profile taken down; {reason} is the operator's. */
export const cardEdTakedownReason = icu<[reason: string]>('Motivo: {reason}', 'reason');
export const cardEdToUnlockYourCardProfileAnd =
  'Per sbloccare il profilo del biglietto e altre funzioni, passa a un piano superiore.';
