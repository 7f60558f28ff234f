import { icu } from './language';

// The card's editors (docs/product.md#card-tab): the card's sections and fields, the Connect
// profile's editor, its design, images, buttons, lead form and QR code.

// The card editor's sections and their fields.
export const cardEdWebsite = 'Website';
export const cardEdBookingLink = 'Booking link';
export const cardEdAlternateUrl1 = 'Alternate URL 1';
export const cardEdAlternateUrl2 = 'Alternate URL 2';
export const cardEdAlternateUrl3 = 'Alternate URL 3';
export const cardEdCompanySlogan = 'Company Slogan';
export const cardEdPersonal = 'Personal';
export const cardEdLastNameProfession = 'Last Name, Profession';
export const cardEdWork = 'Work';
export const cardEdOrganization = 'Organization';
export const cardEdRole = 'Role';
export const cardEdWorkWebsite = 'Work Website';
export const cardEdEmails = 'Emails';
export const cardEdWorkEmail = 'Work Email';
export const cardEdAlternateEmail = 'Alternate Email';
export const cardEdPhoneNumbers = 'Phone Numbers';
export const cardEdCellPhone = 'Cell Phone';
export const cardEdWorkPhone = 'Work Phone';
export const cardEdWorkFax = 'Work Fax';
export const cardEdAlternatePhone = 'Alternate Phone';
export const cardEdWorkAddress = 'Work Address';
export const cardEdStreet = 'Street';
export const cardEdCity = 'City';
export const cardEdState = 'State';
export const cardEdPostalCode = 'Postal Code';
export const cardEdSocials = 'Socials';
export const cardEdMiscellaneous = 'Miscellaneous';
export const cardEdAnythingElseYourContactsShouldKnow = 'Anything else your contacts should know';

// The profile's accent colour.
export const cardEdAccentColour = 'Accent colour';
export const cardEdPickTheAccentColour = 'Pick the accent colour';
/** The label of the colour's hexadecimal value. */
export const cardEdHex = 'Hex';
export const cardEdUseThePresetsColour = 'Use the preset’s colour';
export const cardEdFromYourLogo = 'From your logo:';
/** The colour input's accessible name, with the colour shown. */
export const cardEdAccentColourValue = icu<[colour: string]>('Accent colour {colour}', 'colour');
/** A colour from the logo, as a button's accessible name. */
export const cardEdUseColour = icu<[colour: string]>('Use {colour}', 'colour');

// The profile's buttons: editing and moving them.
export const cardEdButtons = 'Buttons';
export const cardEdLinksShownAsButtonsOnYour =
  'Links shown as buttons on your profile. Drag a button by its handle to move it.';
export const cardEdToMoveAButtonPressThe =
  'To move a button, press the up or down arrow key, or drag it by this handle.';
export const cardEdAddButton = 'Add Button';
/** A button with no text yet, named by its place. */
export const cardEdButtonNumber = icu<[number: number]>('button {number}', 'number');
export const cardEdButtonText = icu<[number: number]>('Button {number} text', 'number');
export const cardEdButtonUrl = icu<[number: number]>('Button {number} URL', 'number');
/** A button's handle and delete button, as screen readers name them. */
export const cardEdMoveButton = icu<[button: string]>('Move {button}', 'button');
export const cardEdDeleteButton = icu<[button: string]>('Delete {button}', 'button');
// What a screen reader hears while a button is moved.
export const cardEdButtonMoved = icu<[button: string, position: number, count: number]>(
  '{button} moved to position {position} of {count}.',
  'button',
  'position',
  'count',
);
export const cardEdButtonPickedUp = icu<[button: string, position: number, count: number]>(
  'Picked up {button}, position {position} of {count}.',
  'button',
  'position',
  'count',
);
export const cardEdButtonIsAt = icu<[button: string, position: number]>(
  '{button} is at position {position}.',
  'button',
  'position',
);
export const cardEdButtonDroppedAt = icu<[button: string, position: number]>(
  '{button} dropped at position {position}.',
  'button',
  'position',
);
export const cardEdButtonDropped = icu<[button: string]>('{button} dropped.', 'button');
export const cardEdButtonMoveCancelled = icu<[button: string]>(
  'Moving {button} was cancelled.',
  'button',
);

// A card's nickname.
export const cardEdCardNickname = 'Card nickname';
export const cardEdNickname = 'Nickname';
export const cardEdBoothCardSalesTeam = 'Booth card, Sales team, ...';
export const cardEdSaveNickname = 'Save nickname';
export const cardEdRename = 'Rename';
export const cardEdAddANickname = 'Add a nickname';

// A card that is not found.
export const cardEdBackToMyCards = 'Back to My Cards';

// The card's tabs and the upgrade offer above them.
export const cardEdCardSections = 'Card sections';
export const cardEdUpgradeYourAccount = 'Upgrade Your Account';
export const cardEdUpgradeToCatalystConnect = 'Upgrade To Catalyst Connect';

// A section's extra fields.
export const cardEdAddField = '+ Add field';

// Copying details from another card.
export const cardEdCopyDetailsFrom = 'Copy details from...';
export const cardEdCopyDetailsFromAnotherCard = 'Copy details from another card';
export const cardEdCopyDetails = 'Copy details';
export const cardEdCopyFrom = 'Copy from';

// The profile's cover image.
export const cardEdCoverImage = 'Cover image';
export const cardEdYourCover = 'Your cover';
export const cardEdChangeCover = 'Change cover';
export const cardEdUploadACover = 'Upload a cover';
export const cardEdRemoveCover = 'Remove cover';

// The profile's design: preset, font, buttons, layout.
export const cardEdDesign = 'Design';
export const cardEdPreset = 'Preset';
export const cardEdFont = 'Font';
export const cardEdLayout = 'Layout';

// An image of the card (photo, logo).
export const cardEdChange = 'Change';
export const cardEdUpload = 'Upload';

// The profile's lead form.
export const cardEdRequired = 'Required';
export const cardEdOptional = 'Optional';
export const cardEdNotAsked = 'Not asked';
export const cardEdLeadForm = 'Lead form';
export const cardEdNameAndEmail = 'Name and email';
export const cardEdAlwaysRequired = 'Always required';
export const cardEdConsentCheckboxOptional = 'Consent checkbox (optional)';
export const cardEdUseTheSuggestedSentence = 'Use the suggested sentence';

// The editor's preview on a phone.
export const cardEdClosePreview = 'Close preview';

// The profile editor's fields: name, handle, links.
export const cardEdSlogan = 'Slogan';
export const cardEdMyConnectHandle = 'My Connect Handle';
export const cardEdYourLiveLink = 'Your live link:';
export const cardEdSocialsLinks = 'Socials & Links';
export const cardEdReplacesYourCards = "Replaces your card's";
export const cardEdFromYourCard = 'From your card';
/** Under the handle before one is chosen; {appUrl} is the app's address. */
export const cardEdHandleExample = icu<[appUrl: string]>(
  'Example: jane-doe makes your profile {appUrl}/u/jane-doe',
  'appUrl',
);
/** After the links' hint on the profile editor. */
export const cardEdEmptyFieldsUseYourCards = "Empty fields use your card's.";

// Changing the profile's handle.
export const cardEdChangeYourHandle = 'Change your handle';
export const cardEdYesChangeIt = 'Yes, change it';

// The card's QR code and downloads.
export const cardEdQrCodeDownload = 'QR Code & Download';
export const cardEdOpensInANewTab = '(opens in a new tab)';
export const cardEdViewCardPage = 'View card page';
export const cardEdQrCodeFor = icu<[link: string]>('QR code for {link}', 'link');
export const cardEdYourHandleAddressWorksWhileYour =
  'Your handle address works while your subscription is active; this code uses the address that always works.';
export const cardEdSaveQrStyle = 'Save QR style';
export const cardEdDiscardChanges = 'Discard changes';
export const cardEdPreparing = 'Preparing...';
export const cardEdDownloadQrPng = 'Download QR (PNG)';
export const cardEdDownloadQrSvgForPrint = 'Download QR (SVG for print)';
export const cardEdShareScreen = 'Share screen';
export const cardEdSaveYourStyleToDownloadIt = 'Save your style to download it.';

// The QR code's style.
export const cardEdSquare = 'Square';
export const cardEdRounded = 'Rounded';
export const cardEdDots = 'Dots';
export const cardEdNoLogo = 'No logo';
export const cardEdCompanyLogo = 'Company logo';
export const cardEdProfilePhoto = 'Profile photo';
export const cardEdDotShape = 'Dot shape';
export const cardEdLogoInTheMiddle = 'Logo in the middle';
export const cardEdUploadACompanyLogoOrProfile =
  'Upload a company logo or profile photo above to place it in the code.';
export const cardEdDotsColour = 'Dots colour';
export const cardEdBackgroundColour = 'Background colour';
/** A colour's swatch picker; {colour} is the field's label. */
export const cardEdSwatch = icu<[colour: string]>('{colour} swatch', 'colour');

// The banner once the Connect profile is unlocked.
export const cardEdYourConnectProfileIsUnlocked = 'Your Connect profile is unlocked';
export const cardEdChooseYourHandleThemePhotoAnd =
  'Choose your handle, theme, photo and buttons, then share your link with everyone you meet.';
export const cardEdSetUpMyConnectProfile = 'Set up my Connect profile';
export const cardEdDismiss = 'Dismiss';

// The card's page: photo and company.
export const cardEdProfilePhoto2 = 'Profile Photo';
export const cardEdShownOnYourConnectProfileAnd =
  'Shown on your Connect profile and in your contact file.';
export const cardEdYourCompanyLogoAndSloganAre =
  'Your company logo and slogan are for card printing only; they do not appear in your contact file.';

// The Connect profile's editor.
export const cardEdChangePhoto = 'Change photo';
export const cardEdAppearance = 'Appearance';
/** After the notice of a profile taken down; {reason} is the operator's. */
export const cardEdTakedownReason = icu<[reason: string]>('Reason: {reason}', 'reason');
export const cardEdToUnlockYourCardProfileAnd =
  'To unlock your card profile and other features, please upgrade your account.';
