import { icu } from './language';

// The card's editors (docs/product.md#card-tab): the card's sections and fields, the Connect
// profile's editor, its design, images, buttons, lead form and QR code.

// The card editor's sections and their fields.
export const cardEdWebsite = 'Website';
export const cardEdBookingLink = 'Buchungslink';
export const cardEdAlternateUrl1 = 'Weitere URL 1';
export const cardEdAlternateUrl2 = 'Weitere URL 2';
export const cardEdAlternateUrl3 = 'Weitere URL 3';
export const cardEdCompanySlogan = 'Firmenslogan';
export const cardEdPersonal = 'Persönlich';
export const cardEdLastNameProfession = 'Nachname, Beruf';
export const cardEdWork = 'Beruflich';
export const cardEdOrganization = 'Organisation';
export const cardEdRole = 'Rolle';
export const cardEdWorkWebsite = 'Firmenwebsite';
export const cardEdEmails = 'E-Mail-Adressen';
export const cardEdWorkEmail = 'Geschäftliche E-Mail';
export const cardEdAlternateEmail = 'Weitere E-Mail';
export const cardEdPhoneNumbers = 'Telefonnummern';
export const cardEdCellPhone = 'Mobiltelefon';
export const cardEdWorkPhone = 'Telefon geschäftlich';
export const cardEdWorkFax = 'Fax geschäftlich';
export const cardEdAlternatePhone = 'Weiteres Telefon';
export const cardEdWorkAddress = 'Geschäftsadresse';
export const cardEdStreet = 'Straße';
export const cardEdCity = 'Ort';
export const cardEdState = 'Bundesland';
export const cardEdPostalCode = 'Postleitzahl';
export const cardEdSocials = 'Soziale Netzwerke';
export const cardEdMiscellaneous = 'Sonstiges';
export const cardEdAnythingElseYourContactsShouldKnow =
  'Was Ihre Kontakte sonst noch wissen sollten';

// The profile's accent colour.
export const cardEdAccentColour = 'Akzentfarbe';
export const cardEdPickTheAccentColour = 'Akzentfarbe auswählen';
/** The label of the colour's hexadecimal value. */
export const cardEdHex = 'Hex';
export const cardEdUseThePresetsColour = 'Farbe der Vorlage verwenden';
export const cardEdFromYourLogo = 'Aus Ihrem Logo:';
/** The colour input's accessible name, with the colour shown. */
export const cardEdAccentColourValue = icu<[colour: string]>('Akzentfarbe {colour}', 'colour');
/** A colour from the logo, as a button's accessible name. */
export const cardEdUseColour = icu<[colour: string]>('{colour} verwenden', 'colour');

// The profile's buttons: editing and moving them.
export const cardEdButtons = 'Schaltflächen';
export const cardEdLinksShownAsButtonsOnYour =
  'Links, die als Schaltflächen auf Ihrem Profil erscheinen. Ziehen Sie eine Schaltfläche am Griff, um sie zu verschieben.';
export const cardEdToMoveAButtonPressThe =
  'Zum Verschieben die Pfeiltaste nach oben oder unten drücken oder die Schaltfläche an diesem Griff ziehen.';
export const cardEdAddButton = 'Schaltfläche hinzufügen';
/** A button with no text yet, named by its place. */
export const cardEdButtonNumber = icu<[number: number]>('Schaltfläche {number}', 'number');
export const cardEdButtonText = icu<[number: number]>('Text von Schaltfläche {number}', 'number');
export const cardEdButtonUrl = icu<[number: number]>('URL von Schaltfläche {number}', 'number');
/** A button's handle and delete button, as screen readers name them. */
export const cardEdMoveButton = icu<[button: string]>('{button} verschieben', 'button');
export const cardEdDeleteButton = icu<[button: string]>('{button} löschen', 'button');
// What a screen reader hears while a button is moved.
export const cardEdButtonMoved = icu<[button: string, position: number, count: number]>(
  '{button} an Position {position} von {count} verschoben.',
  'button',
  'position',
  'count',
);
export const cardEdButtonPickedUp = icu<[button: string, position: number, count: number]>(
  '{button} aufgenommen, Position {position} von {count}.',
  'button',
  'position',
  'count',
);
export const cardEdButtonIsAt = icu<[button: string, position: number]>(
  '{button} ist an Position {position}.',
  'button',
  'position',
);
export const cardEdButtonDroppedAt = icu<[button: string, position: number]>(
  '{button} an Position {position} abgelegt.',
  'button',
  'position',
);
export const cardEdButtonDropped = icu<[button: string]>('{button} abgelegt.', 'button');
export const cardEdButtonMoveCancelled = icu<[button: string]>(
  'Verschieben von {button} abgebrochen.',
  'button',
);

// A card's nickname.
export const cardEdCardNickname = 'Spitzname der Karte';
export const cardEdNickname = 'Spitzname';
export const cardEdBoothCardSalesTeam = 'Messekarte, Vertriebsteam, …';
export const cardEdSaveNickname = 'Spitznamen speichern';
export const cardEdRename = 'Umbenennen';
export const cardEdAddANickname = 'Spitznamen hinzufügen';

// A card that is not found.
export const cardEdBackToMyCards = 'Zurück zu „Meine Karten“';

// The card's tabs and the upgrade offer above them.
export const cardEdCardSections = 'Bereiche der Karte';
export const cardEdUpgradeYourAccount = 'Konto upgraden';
export const cardEdUpgradeToCatalystConnect = 'Auf Catalyst Connect upgraden';

// A section's extra fields.
export const cardEdAddField = '+ Feld hinzufügen';

// Copying details from another card.
export const cardEdCopyDetailsFrom = 'Angaben kopieren von …';
export const cardEdCopyDetailsFromAnotherCard = 'Angaben von einer anderen Karte kopieren';
export const cardEdCopyDetails = 'Angaben kopieren';
export const cardEdCopyFrom = 'Kopieren von';

// The profile's cover image.
export const cardEdCoverImage = 'Titelbild';
export const cardEdYourCover = 'Ihr Titelbild';
export const cardEdChangeCover = 'Titelbild ändern';
export const cardEdUploadACover = 'Titelbild hochladen';
export const cardEdRemoveCover = 'Titelbild entfernen';

// The profile's design: preset, font, buttons, layout.
export const cardEdDesign = 'Design';
export const cardEdPreset = 'Vorlage';
export const cardEdFont = 'Schriftart';
export const cardEdLayout = 'Layout';

// An image of the card (photo, logo).
export const cardEdChange = 'Ändern';
export const cardEdUpload = 'Hochladen';

// The profile's lead form.
export const cardEdRequired = 'Pflichtfeld';
export const cardEdOptional = 'Optional';
export const cardEdNotAsked = 'Nicht abgefragt';
export const cardEdLeadForm = 'Lead-Formular';
export const cardEdNameAndEmail = 'Name und E-Mail';
export const cardEdAlwaysRequired = 'Immer erforderlich';
export const cardEdConsentCheckboxOptional = 'Einwilligungs-Checkbox (optional)';
export const cardEdUseTheSuggestedSentence = 'Vorgeschlagenen Satz verwenden';

// The editor's preview on a phone.
export const cardEdClosePreview = 'Vorschau schließen';

// The profile editor's fields: name, handle, links.
export const cardEdSlogan = 'Slogan';
export const cardEdMyConnectHandle = 'Mein Connect-Handle';
export const cardEdYourLiveLink = 'Ihr Live-Link:';
export const cardEdSocialsLinks = 'Soziale Netzwerke & Links';
export const cardEdReplacesYourCards = 'Ersetzt den Wert Ihrer Karte';
export const cardEdFromYourCard = 'Von Ihrer Karte';
/** Under the handle before one is chosen; {appUrl} is the app's address. */
export const cardEdHandleExample = icu<[appUrl: string]>(
  'Beispiel: Mit jane-doe wird Ihr Profil zu {appUrl}/u/jane-doe',
  'appUrl',
);
/** After the links' hint on the profile editor. */
export const cardEdEmptyFieldsUseYourCards = 'Leere Felder übernehmen die Angaben Ihrer Karte.';

// Changing the profile's handle.
export const cardEdChangeYourHandle = 'Handle ändern';
export const cardEdYesChangeIt = 'Ja, ändern';

// The card's QR code and downloads.
export const cardEdQrCodeDownload = 'QR-Code & Download';
export const cardEdOpensInANewTab = '(öffnet in einem neuen Tab)';
export const cardEdViewCardPage = 'Kartenseite ansehen';
export const cardEdQrCodeFor = icu<[link: string]>('QR-Code für {link}', 'link');
export const cardEdYourHandleAddressWorksWhileYour =
  'Ihre Handle-Adresse funktioniert, solange Ihr Abonnement aktiv ist; dieser Code verwendet die Adresse, die immer funktioniert.';
export const cardEdSaveQrStyle = 'QR-Stil speichern';
export const cardEdDiscardChanges = 'Änderungen verwerfen';
export const cardEdPreparing = 'Wird vorbereitet …';
export const cardEdDownloadQrPng = 'QR-Code herunterladen (PNG)';
export const cardEdDownloadQrSvgForPrint = 'QR-Code herunterladen (SVG für den Druck)';
export const cardEdShareScreen = 'Teilen-Bildschirm';
export const cardEdSaveYourStyleToDownloadIt = 'Speichern Sie Ihren Stil, um ihn herunterzuladen.';

// The QR code's style.
export const cardEdSquare = 'Eckig';
export const cardEdRounded = 'Abgerundet';
export const cardEdDots = 'Punkte';
export const cardEdNoLogo = 'Kein Logo';
export const cardEdCompanyLogo = 'Firmenlogo';
export const cardEdProfilePhoto = 'Profilfoto';
export const cardEdDotShape = 'Punktform';
export const cardEdLogoInTheMiddle = 'Logo in der Mitte';
export const cardEdUploadACompanyLogoOrProfile =
  'Laden Sie oben ein Firmenlogo oder Profilfoto hoch, um es im Code zu platzieren.';
export const cardEdDotsColour = 'Punktfarbe';
export const cardEdBackgroundColour = 'Hintergrundfarbe';
/** A colour's swatch picker; {colour} is the field's label. */
export const cardEdSwatch = icu<[colour: string]>('Farbfeld {colour}', 'colour');

// The banner once the Connect profile is unlocked.
export const cardEdYourConnectProfileIsUnlocked = 'Ihr Connect-Profil ist freigeschaltet';
export const cardEdChooseYourHandleThemePhotoAnd =
  'Wählen Sie Handle, Design, Foto und Schaltflächen und teilen Sie dann Ihren Link mit allen, die Sie treffen.';
export const cardEdSetUpMyConnectProfile = 'Mein Connect-Profil einrichten';
export const cardEdDismiss = 'Ausblenden';

// The card's page: photo and company.
export const cardEdProfilePhoto2 = 'Profilfoto';
export const cardEdShownOnYourConnectProfileAnd =
  'Erscheint auf Ihrem Connect-Profil und in Ihrer Kontaktdatei.';
export const cardEdYourCompanyLogoAndSloganAre =
  'Firmenlogo und Slogan dienen nur dem Kartendruck; sie erscheinen nicht in Ihrer Kontaktdatei.';

// The Connect profile's editor.
export const cardEdChangePhoto = 'Foto ändern';
export const cardEdAppearance = 'Erscheinungsbild';
/** After the notice of a profile taken down; {reason} is the operator's. */
export const cardEdTakedownReason = icu<[reason: string]>('Grund: {reason}', 'reason');
export const cardEdToUnlockYourCardProfileAnd =
  'Upgraden Sie Ihr Konto, um Ihr Kartenprofil und weitere Funktionen freizuschalten.';
