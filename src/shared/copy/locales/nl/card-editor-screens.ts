import { icu } from './language';

// The card's editors (docs/product.md#card-tab): the card's sections and fields, the Connect
// profile's editor, its design, images, buttons, lead form and QR code.

// The card editor's sections and their fields.
export const cardEdWebsite = 'Website';
export const cardEdBookingLink = 'Boekingslink';
export const cardEdAlternateUrl1 = 'Andere URL 1';
export const cardEdAlternateUrl2 = 'Andere URL 2';
export const cardEdAlternateUrl3 = 'Andere URL 3';
export const cardEdCompanySlogan = 'Bedrijfsslogan';
export const cardEdPersonal = 'Persoonlijk';
export const cardEdLastNameProfession = 'Achternaam, beroep';
export const cardEdWork = 'Werk';
export const cardEdOrganization = 'Organisatie';
export const cardEdRole = 'Rol';
export const cardEdWorkWebsite = 'Website werk';
export const cardEdEmails = 'E-mailadressen';
export const cardEdWorkEmail = 'E-mail werk';
export const cardEdAlternateEmail = 'Ander e-mailadres';
export const cardEdPhoneNumbers = 'Telefoonnummers';
export const cardEdCellPhone = 'Mobiel';
export const cardEdWorkPhone = 'Telefoon werk';
export const cardEdWorkFax = 'Fax werk';
export const cardEdAlternatePhone = 'Ander telefoonnummer';
export const cardEdWorkAddress = 'Werkadres';
export const cardEdStreet = 'Straat';
export const cardEdCity = 'Plaats';
export const cardEdState = 'Provincie';
export const cardEdPostalCode = 'Postcode';
export const cardEdSocials = 'Sociale media';
export const cardEdMiscellaneous = 'Overig';
export const cardEdAnythingElseYourContactsShouldKnow = 'Wat je contacten verder moeten weten';

// The profile's accent colour.
export const cardEdAccentColour = 'Accentkleur';
export const cardEdPickTheAccentColour = 'Kies de accentkleur';
/** The label of the colour's hexadecimal value. */
export const cardEdHex = 'Hex';
export const cardEdUseThePresetsColour = 'Kleur van de voorinstelling gebruiken';
export const cardEdFromYourLogo = 'Uit je logo:';
/** The colour input's accessible name, with the colour shown. */
export const cardEdAccentColourValue = icu<[colour: string]>('Accentkleur {colour}', 'colour');
/** A colour from the logo, as a button's accessible name. */
export const cardEdUseColour = icu<[colour: string]>('{colour} gebruiken', 'colour');

// The profile's buttons: editing and moving them.
export const cardEdButtons = 'Knoppen';
export const cardEdLinksShownAsButtonsOnYour =
  'Links die als knoppen op je profiel staan. Sleep een knop aan de greep om hem te verplaatsen.';
export const cardEdToMoveAButtonPressThe =
  'Druk op de pijl omhoog of omlaag om een knop te verplaatsen, of sleep hem aan deze greep.';
export const cardEdAddButton = 'Knop toevoegen';
/** A button with no text yet, named by its place. */
export const cardEdButtonNumber = icu<[number: number]>('knop {number}', 'number');
export const cardEdButtonText = icu<[number: number]>('Tekst van knop {number}', 'number');
export const cardEdButtonUrl = icu<[number: number]>('URL van knop {number}', 'number');
/** A button's handle and delete button, as screen readers name them. */
export const cardEdMoveButton = icu<[button: string]>('{button} verplaatsen', 'button');
export const cardEdDeleteButton = icu<[button: string]>('{button} verwijderen', 'button');
// What a screen reader hears while a button is moved.
export const cardEdButtonMoved = icu<[button: string, position: number, count: number]>(
  '{button} verplaatst naar positie {position} van {count}.',
  'button',
  'position',
  'count',
);
export const cardEdButtonPickedUp = icu<[button: string, position: number, count: number]>(
  '{button} opgepakt, positie {position} van {count}.',
  'button',
  'position',
  'count',
);
export const cardEdButtonIsAt = icu<[button: string, position: number]>(
  '{button} staat op positie {position}.',
  'button',
  'position',
);
export const cardEdButtonDroppedAt = icu<[button: string, position: number]>(
  '{button} neergezet op positie {position}.',
  'button',
  'position',
);
export const cardEdButtonDropped = icu<[button: string]>('{button} neergezet.', 'button');
export const cardEdButtonMoveCancelled = icu<[button: string]>(
  'Verplaatsen van {button} geannuleerd.',
  'button',
);

// A card's nickname.
export const cardEdCardNickname = 'Bijnaam van de kaart';
export const cardEdNickname = 'Bijnaam';
export const cardEdBoothCardSalesTeam = 'Standkaart, salesteam, ...';
export const cardEdSaveNickname = 'Bijnaam opslaan';
export const cardEdRename = 'Naam wijzigen';
export const cardEdAddANickname = 'Bijnaam toevoegen';

// A card that is not found.
export const cardEdBackToMyCards = 'Terug naar Mijn kaarten';

// The card's tabs and the upgrade offer above them.
export const cardEdCardSections = 'Onderdelen van de kaart';
export const cardEdUpgradeYourAccount = 'Upgrade je account';
export const cardEdUpgradeToCatalystConnect = 'Upgraden naar Catalyst Connect';

// A section's extra fields.
export const cardEdAddField = '+ Veld toevoegen';

// Copying details from another card.
export const cardEdCopyDetailsFrom = 'Gegevens kopiëren van...';
export const cardEdCopyDetailsFromAnotherCard = 'Gegevens kopiëren van een andere kaart';
export const cardEdCopyDetails = 'Gegevens kopiëren';
export const cardEdCopyFrom = 'Kopiëren van';

// The profile's cover image.
export const cardEdCoverImage = 'Omslagafbeelding';
export const cardEdYourCover = 'Je omslag';
export const cardEdChangeCover = 'Omslag wijzigen';
export const cardEdUploadACover = 'Omslag uploaden';
export const cardEdRemoveCover = 'Omslag weghalen';

// The profile's design: preset, font, buttons, layout.
export const cardEdDesign = 'Ontwerp';
export const cardEdPreset = 'Voorinstelling';
export const cardEdFont = 'Lettertype';
export const cardEdLayout = 'Indeling';

// An image of the card (photo, logo).
export const cardEdChange = 'Wijzigen';
export const cardEdUpload = 'Uploaden';

// The profile's lead form.
export const cardEdRequired = 'Verplicht';
export const cardEdOptional = 'Optioneel';
export const cardEdNotAsked = 'Niet gevraagd';
export const cardEdLeadForm = 'Contactformulier';
export const cardEdNameAndEmail = 'Naam en e-mail';
export const cardEdAlwaysRequired = 'Altijd verplicht';
export const cardEdConsentCheckboxOptional = 'Toestemmingsvakje (optioneel)';
export const cardEdUseTheSuggestedSentence = 'Voorgestelde zin gebruiken';

// The editor's preview on a phone.
export const cardEdClosePreview = 'Voorbeeld sluiten';

// The profile editor's fields: name, handle, links.
export const cardEdSlogan = 'Slogan';
export const cardEdMyConnectHandle = 'Mijn Connect-handle';
export const cardEdYourLiveLink = 'Je live link:';
export const cardEdSocialsLinks = 'Sociale media en links';
export const cardEdReplacesYourCards = 'Vervangt die van je kaart';
export const cardEdFromYourCard = 'Van je kaart';
/** Under the handle before one is chosen; {appUrl} is the app's address. */
export const cardEdHandleExample = icu<[appUrl: string]>(
  'Voorbeeld: met jane-doe wordt je profiel {appUrl}/u/jane-doe',
  'appUrl',
);
/** After the links' hint on the profile editor. */
export const cardEdEmptyFieldsUseYourCards = 'Lege velden nemen de gegevens van je kaart over.';

// Changing the profile's handle.
export const cardEdChangeYourHandle = 'Je handle wijzigen';
export const cardEdYesChangeIt = 'Ja, wijzigen';

// The card's QR code and downloads.
export const cardEdQrCodeDownload = 'QR-code en download';
export const cardEdOpensInANewTab = '(opent in een nieuw tabblad)';
export const cardEdViewCardPage = 'Kaartpagina bekijken';
export const cardEdQrCodeFor = icu<[link: string]>('QR-code voor {link}', 'link');
export const cardEdYourHandleAddressWorksWhileYour =
  'Het adres met je handle werkt zolang je abonnement actief is; deze code gebruikt het adres dat altijd werkt.';
export const cardEdSaveQrStyle = 'QR-stijl opslaan';
export const cardEdDiscardChanges = 'Wijzigingen verwerpen';
export const cardEdPreparing = 'Voorbereiden...';
export const cardEdDownloadQrPng = 'QR downloaden (PNG)';
export const cardEdDownloadQrSvgForPrint = 'QR downloaden (SVG voor drukwerk)';
export const cardEdShareScreen = 'Deelscherm';
export const cardEdSaveYourStyleToDownloadIt = 'Sla je stijl op om hem te downloaden.';

// The QR code's style.
export const cardEdSquare = 'Vierkant';
export const cardEdRounded = 'Afgerond';
export const cardEdDots = 'Stippen';
export const cardEdNoLogo = 'Geen logo';
export const cardEdCompanyLogo = 'Bedrijfslogo';
export const cardEdProfilePhoto = 'Profielfoto';
export const cardEdDotShape = 'Vorm van de stippen';
export const cardEdLogoInTheMiddle = 'Logo in het midden';
export const cardEdUploadACompanyLogoOrProfile =
  'Upload hierboven een bedrijfslogo of profielfoto om die in de code te plaatsen.';
export const cardEdDotsColour = 'Kleur van de stippen';
export const cardEdBackgroundColour = 'Achtergrondkleur';
/** A colour's swatch picker; {colour} is the field's label. */
export const cardEdSwatch = icu<[colour: string]>('Kleurstaal {colour}', 'colour');

// The banner once the Connect profile is unlocked.
export const cardEdYourConnectProfileIsUnlocked = 'Je Connect-profiel is ontgrendeld';
export const cardEdChooseYourHandleThemePhotoAnd =
  'Kies je handle, thema, foto en knoppen en deel je link met iedereen die je ontmoet.';
export const cardEdSetUpMyConnectProfile = 'Mijn Connect-profiel instellen';
export const cardEdDismiss = 'Sluiten';

// The card's page: photo and company.
export const cardEdProfilePhoto2 = 'Profielfoto';
export const cardEdShownOnYourConnectProfileAnd =
  'Zichtbaar op je Connect-profiel en in je contactbestand.';
export const cardEdYourCompanyLogoAndSloganAre =
  'Je bedrijfslogo en slogan zijn alleen voor het drukken van kaarten; ze staan niet in je contactbestand.';

// The Connect profile's editor.
export const cardEdChangePhoto = 'Foto wijzigen';
export const cardEdAppearance = 'Uiterlijk';
/** After the notice of a profile taken down; {reason} is the operator's. */
export const cardEdTakedownReason = icu<[reason: string]>('Reden: {reason}', 'reason');
export const cardEdToUnlockYourCardProfileAnd =
  'Upgrade je account om je kaartprofiel en andere functies te ontgrendelen.';
