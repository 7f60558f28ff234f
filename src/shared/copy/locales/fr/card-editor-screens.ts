import { icu } from './language';

// The card's editors (docs/product.md#card-tab): the card's sections and fields, the Connect
// profile's editor, its design, images, buttons, lead form and QR code.

// The card editor's sections and their fields.
export const cardEdWebsite = 'Site web';
export const cardEdBookingLink = 'Lien de réservation';
export const cardEdAlternateUrl1 = 'Autre URL 1';
export const cardEdAlternateUrl2 = 'Autre URL 2';
export const cardEdAlternateUrl3 = 'Autre URL 3';
export const cardEdCompanySlogan = 'Slogan de l’entreprise';
export const cardEdPersonal = 'Personnel';
export const cardEdLastNameProfession = 'Nom, profession';
export const cardEdWork = 'Professionnel';
export const cardEdOrganization = 'Organisation';
export const cardEdRole = 'Rôle';
export const cardEdWorkWebsite = 'Site web professionnel';
export const cardEdEmails = 'Adresses e-mail';
export const cardEdWorkEmail = 'E-mail professionnel';
export const cardEdAlternateEmail = 'Autre e-mail';
export const cardEdPhoneNumbers = 'Numéros de téléphone';
export const cardEdCellPhone = 'Mobile';
export const cardEdWorkPhone = 'Téléphone professionnel';
export const cardEdWorkFax = 'Fax professionnel';
export const cardEdAlternatePhone = 'Autre téléphone';
export const cardEdWorkAddress = 'Adresse professionnelle';
export const cardEdStreet = 'Rue';
export const cardEdCity = 'Ville';
export const cardEdState = 'Région';
export const cardEdPostalCode = 'Code postal';
export const cardEdSocials = 'Réseaux sociaux';
export const cardEdMiscellaneous = 'Divers';
export const cardEdAnythingElseYourContactsShouldKnow = 'Tout ce que vos contacts devraient savoir';

// The profile's accent colour.
export const cardEdAccentColour = 'Couleur d’accent';
export const cardEdPickTheAccentColour = 'Choisir la couleur d’accent';
/** The label of the colour's hexadecimal value. */
export const cardEdHex = 'Hex';
export const cardEdUseThePresetsColour = 'Utiliser la couleur du modèle';
export const cardEdFromYourLogo = 'D’après votre logo :';
/** The colour input's accessible name, with the colour shown. */
export const cardEdAccentColourValue = icu<[colour: string]>('Couleur d’accent {colour}', 'colour');
/** A colour from the logo, as a button's accessible name. */
export const cardEdUseColour = icu<[colour: string]>('Utiliser {colour}', 'colour');

// The profile's buttons: editing and moving them.
export const cardEdButtons = 'Boutons';
export const cardEdLinksShownAsButtonsOnYour =
  'Liens affichés sous forme de boutons sur votre profil. Faites glisser un bouton par sa poignée pour le déplacer.';
export const cardEdToMoveAButtonPressThe =
  'Pour déplacer un bouton, appuyez sur la flèche haut ou bas, ou faites-le glisser par cette poignée.';
export const cardEdAddButton = 'Ajouter un bouton';
/** A button with no text yet, named by its place. */
export const cardEdButtonNumber = icu<[number: number]>('bouton {number}', 'number');
export const cardEdButtonText = icu<[number: number]>('Texte du bouton {number}', 'number');
export const cardEdButtonUrl = icu<[number: number]>('URL du bouton {number}', 'number');
/** A button's handle and delete button, as screen readers name them. */
export const cardEdMoveButton = icu<[button: string]>('Déplacer {button}', 'button');
export const cardEdDeleteButton = icu<[button: string]>('Supprimer {button}', 'button');
// What a screen reader hears while a button is moved.
export const cardEdButtonMoved = icu<[button: string, position: number, count: number]>(
  '{button} déplacé en position {position} sur {count}.',
  'button',
  'position',
  'count',
);
export const cardEdButtonPickedUp = icu<[button: string, position: number, count: number]>(
  '{button} saisi, position {position} sur {count}.',
  'button',
  'position',
  'count',
);
export const cardEdButtonIsAt = icu<[button: string, position: number]>(
  '{button} est en position {position}.',
  'button',
  'position',
);
export const cardEdButtonDroppedAt = icu<[button: string, position: number]>(
  '{button} déposé en position {position}.',
  'button',
  'position',
);
export const cardEdButtonDropped = icu<[button: string]>('{button} déposé.', 'button');
export const cardEdButtonMoveCancelled = icu<[button: string]>(
  'Déplacement de {button} annulé.',
  'button',
);

// A card's nickname.
export const cardEdCardNickname = 'Surnom de la carte';
export const cardEdNickname = 'Surnom';
export const cardEdBoothCardSalesTeam = 'Carte du stand, équipe commerciale…';
export const cardEdSaveNickname = 'Enregistrer le surnom';
export const cardEdRename = 'Renommer';
export const cardEdAddANickname = 'Ajouter un surnom';

// A card that is not found.
export const cardEdBackToMyCards = 'Retour à Mes cartes';

// The card's tabs and the upgrade offer above them.
export const cardEdCardSections = 'Sections de la carte';
export const cardEdUpgradeYourAccount = 'Passez à l’offre supérieure';
export const cardEdUpgradeToCatalystConnect = 'Passer à Catalyst Connect';

// A section's extra fields.
export const cardEdAddField = '+ Ajouter un champ';

// Copying details from another card.
export const cardEdCopyDetailsFrom = 'Copier les informations de…';
export const cardEdCopyDetailsFromAnotherCard = 'Copier les informations d’une autre carte';
export const cardEdCopyDetails = 'Copier les informations';
export const cardEdCopyFrom = 'Copier depuis';

// The profile's cover image.
export const cardEdCoverImage = 'Image de couverture';
export const cardEdYourCover = 'Votre couverture';
export const cardEdChangeCover = 'Changer la couverture';
export const cardEdUploadACover = 'Importer une couverture';
export const cardEdRemoveCover = 'Retirer la couverture';

// The profile's design: preset, font, buttons, layout.
export const cardEdDesign = 'Design';
export const cardEdPreset = 'Modèle';
export const cardEdFont = 'Police';
export const cardEdLayout = 'Mise en page';

// An image of the card (photo, logo).
export const cardEdChange = 'Changer';
export const cardEdUpload = 'Importer';

// The profile's lead form.
export const cardEdRequired = 'Obligatoire';
export const cardEdOptional = 'Facultatif';
export const cardEdNotAsked = 'Non demandé';
export const cardEdLeadForm = 'Formulaire de contact';
export const cardEdNameAndEmail = 'Nom et e-mail';
export const cardEdAlwaysRequired = 'Toujours obligatoires';
export const cardEdConsentCheckboxOptional = 'Case de consentement (facultatif)';
export const cardEdUseTheSuggestedSentence = 'Utiliser la phrase suggérée';

// The editor's preview on a phone.
export const cardEdClosePreview = 'Fermer l’aperçu';

// The profile editor's fields: name, handle, links.
export const cardEdSlogan = 'Slogan';
export const cardEdMyConnectHandle = 'Mon identifiant Connect';
export const cardEdYourLiveLink = 'Votre lien en ligne :';
export const cardEdSocialsLinks = 'Réseaux sociaux et liens';
export const cardEdReplacesYourCards = 'Remplace celui de votre carte';
export const cardEdFromYourCard = 'Repris de votre carte';
/** Under the handle before one is chosen; {appUrl} is the app's address. */
export const cardEdHandleExample = icu<[appUrl: string]>(
  'Exemple : avec jane-doe, votre profil sera {appUrl}/u/jane-doe',
  'appUrl',
);
/** After the links' hint on the profile editor. */
export const cardEdEmptyFieldsUseYourCards = 'Les champs vides reprennent ceux de votre carte.';

// Changing the profile's handle.
export const cardEdChangeYourHandle = 'Changer votre identifiant';
export const cardEdYesChangeIt = 'Oui, le changer';

// The card's QR code and downloads.
export const cardEdQrCodeDownload = 'Code QR et téléchargement';
export const cardEdOpensInANewTab = '(s’ouvre dans un nouvel onglet)';
export const cardEdViewCardPage = 'Voir la page de la carte';
export const cardEdQrCodeFor = icu<[link: string]>('Code QR pour {link}', 'link');
export const cardEdYourHandleAddressWorksWhileYour =
  'L’adresse avec votre identifiant fonctionne tant que votre abonnement est actif ; ce code utilise l’adresse qui fonctionne toujours.';
export const cardEdSaveQrStyle = 'Enregistrer le style du QR';
export const cardEdDiscardChanges = 'Annuler les modifications';
export const cardEdPreparing = 'Préparation…';
export const cardEdDownloadQrPng = 'Télécharger le QR (PNG)';
export const cardEdDownloadQrSvgForPrint = 'Télécharger le QR (SVG pour l’impression)';
export const cardEdShareScreen = 'Écran de partage';
export const cardEdSaveYourStyleToDownloadIt = 'Enregistrez votre style pour le télécharger.';

// The QR code's style.
export const cardEdSquare = 'Carré';
export const cardEdRounded = 'Arrondi';
export const cardEdDots = 'Points';
export const cardEdNoLogo = 'Sans logo';
export const cardEdCompanyLogo = 'Logo de l’entreprise';
export const cardEdProfilePhoto = 'Photo de profil';
export const cardEdDotShape = 'Forme des points';
export const cardEdLogoInTheMiddle = 'Logo au centre';
export const cardEdUploadACompanyLogoOrProfile =
  'Importez un logo d’entreprise ou une photo de profil ci-dessus pour l’ajouter au code.';
export const cardEdDotsColour = 'Couleur des points';
export const cardEdBackgroundColour = 'Couleur de fond';
/** A colour's swatch picker; {colour} is the field's label. */
export const cardEdSwatch = icu<[colour: string]>('Nuancier {colour}', 'colour');

// The banner once the Connect profile is unlocked.
export const cardEdYourConnectProfileIsUnlocked = 'Votre profil Connect est débloqué';
export const cardEdChooseYourHandleThemePhotoAnd =
  'Choisissez votre identifiant, votre thème, votre photo et vos boutons, puis partagez votre lien avec toutes les personnes que vous rencontrez.';
export const cardEdSetUpMyConnectProfile = 'Configurer mon profil Connect';
export const cardEdDismiss = 'Masquer';

// The card's page: photo and company.
export const cardEdProfilePhoto2 = 'Photo de profil';
export const cardEdShownOnYourConnectProfileAnd =
  'Affichée sur votre profil Connect et dans votre fiche contact.';
export const cardEdYourCompanyLogoAndSloganAre =
  'Le logo et le slogan de votre entreprise servent uniquement à l’impression des cartes ; ils n’apparaissent pas dans votre fiche contact.';

// The Connect profile's editor.
export const cardEdChangePhoto = 'Changer la photo';
export const cardEdAppearance = 'Apparence';
/** After the notice of a profile taken down; {reason} is the operator's. */
export const cardEdTakedownReason = icu<[reason: string]>('Motif : {reason}', 'reason');
export const cardEdToUnlockYourCardProfileAnd =
  'Pour débloquer le profil de votre carte et d’autres fonctionnalités, passez à l’offre supérieure.';
