import { icu } from './language';

// The card's other screens (docs/product.md#card-tab): Home's card tiles and getting started,
// the card's menu, Insights, sharing, the NFC link, the wallet and the e-mail signature.

// The card's tabs.
export const cardUiConnectProfile = 'Connect Profile';
export const cardUiInsights = 'Insights';

// The card's Actions menu.
export const cardUiActions = 'Actions';
export const cardUiCopyLink = 'Copy Link';
export const cardUiMyLiveProfile = 'My Live Profile';
export const cardUiUpgrade = 'Upgrade';
export const cardUiShareScreen = 'Share Screen';
export const cardUiEMailSignature = 'E-mail Signature';

// A card's tile on Home.
export const cardUiViewsInLast30Days = icu<[views: number]>(
  '{views, plural, one {# view} other {# views}} in the last 30 days',
  'views',
);
export const cardUiMyEmail = 'My Email';
export const cardUiMyPhone = 'My Phone';

// Insights: the daily numbers' table.
export const cardUiDailyNumbers = 'Daily numbers';
export const cardUiViewsVisitorsSavesClicksAndMessages =
  'Views, visitors, saves, clicks and messages per day';
export const cardUiDate = 'Date';

// Home's getting-started checklist: each step, what it is for and its button.
export const cardUiAddAPhoto = 'Add a photo';
export const cardUiPeopleRememberAFaceItShows =
  'People remember a face: it shows on your card page and in their contacts.';
export const cardUiFillInYourNameTitleAnd = 'Fill in your name, title and phone';
export const cardUiWhatPeopleSaveWhenTheyTap = 'What people save when they tap Download Contact.';
export const cardUiFillInDetails = 'Fill in details';
export const cardUiShareYourCardOnce = 'Share your card once';
export const cardUiShowItsQrCodeToSomeone = 'Show its QR code to someone, or send them your link.';
export const cardUiShareMyCard = 'Share my card';
export const cardUiSetUpYourConnectProfile = 'Set up your Connect profile';
export const cardUiYourHandleThemeButtonsAndA =
  'Your handle, theme, buttons and a contact form on one page.';
export const cardUiSetUpProfile = 'Set up profile';
export const cardUiSeeWhatAConnectProfileAdds = 'See what a Connect profile adds';
export const cardUiAPageOfYourOwnWith =
  'A page of your own with buttons, links and a contact form.';
export const cardUiSeeConnect = 'See Connect';
export const cardUiGetStarted = 'Get started';
export const cardUiGettingStarted = 'Getting started';

// Insights: the chart.
export const cardUiViews = 'Views';
export const cardUiContactSaves = 'Contact saves';
export const cardUiChartOfViewsAndContactSaves =
  'Chart of views and contact saves per day; the numbers are in the table below';

// The NFC chip link.
export const cardUiWebNfcIsNotAvailable = 'Web NFC is not available';
export const cardUiNfcChipLink = 'NFC chip link';
export const cardUiWriteThisLinkToAnNfc =
  'Write this link to an NFC tag or sticker: tap Write to NFC tag, then hold the tag to the back of your phone.';
export const cardUiWriteThisLinkToYourCards =
  "Write this link to your card's NFC chip with an NFC app, so taps show apart from scans in Insights.";
export const cardUiHoldATagToYourPhone = 'Hold a tag to your phone...';
export const cardUiWriteToNfcTag = 'Write to NFC tag';
export const cardUiCopyNfcLink = 'Copy NFC link';
export const cardUiWrittenATapOnTheTag = 'Written. A tap on the tag now opens your profile.';

// The e-mail signature: how to paste it into each mail app (the apps' own menu names).
export const cardUiOpenSettingsTheGearThenSee = 'Open Settings (the gear), then See all settings.';
export const cardUiOnTheGeneralTabUnderSignature =
  'On the General tab, under Signature, click Create new, name it and paste into the box (Ctrl+V, or ⌘V on a Mac).';
export const cardUiChooseItUnderSignatureDefaultsThen =
  'Choose it under Signature defaults, then click Save Changes at the bottom of the page.';
export const cardUiOutlookOnTheWebAndThe = 'Outlook on the web and the new Outlook';
export const cardUiOpenSettingsTheGearThenAccount =
  'Open Settings (the gear), then Account, then Signatures.';
export const cardUiClickNewSignatureNameItAnd =
  'Click New signature, name it and paste into the box.';
export const cardUiChooseItForNewMessagesAnd =
  'Choose it for new messages and replies, then click Save.';
export const cardUiOutlookForWindowsAndMacDesktop = 'Outlook for Windows and Mac (desktop)';
export const cardUiWindowsFileOptionsMailSignaturesMac =
  'Windows: File, Options, Mail, Signatures. Mac: Outlook, Settings, Signatures.';
export const cardUiAddANewSignatureNameIt =
  'Add a new signature, name it and paste into the editing box.';
export const cardUiChooseItForNewMessagesAnd2 =
  'Choose it for new messages and replies, then click OK (or close the window on a Mac).';
export const cardUiAppleMailOnMac = 'Apple Mail on Mac';
export const cardUiOpenMailSettingsSignaturesSelectYour =
  'Open Mail, Settings, Signatures, select your account and click +.';
export const cardUiUntickAlwaysMatchMyDefaultMessage =
  'Untick "Always match my default message font", then paste into the box on the right.';
export const cardUiCloseTheWindowMailSavesIt =
  'Close the window: Mail saves it. Choose it under Choose Signature.';
export const cardUiMailOnIphone = 'Mail on iPhone';
export const cardUiOpenThisScreenOnYourIphone =
  'Open this screen on your iPhone and tap Copy signature.';
export const cardUiOpenSettingsAppsMailSignatureSettings =
  'Open Settings, Apps, Mail, Signature (Settings, Mail, Signature before iOS 18) and paste.';
export const cardUiTheIphoneRemovesTheFormattingAs =
  'The iPhone removes the formatting as it pastes: shake it straight away and tap Undo to keep it.';
export const cardUiAddItToYourMailApp = 'Add it to your mail app';

// Insights: the totals.
/** After a total's change, for screen readers. */
export const cardUiComparedWithPrevious = icu<[days: number]>(
  'compared with the previous {days, plural, one {# day} other {# days}}',
  'days',
);
export const cardUiTotals = 'Totals';

// The phone wallet's buttons.
export const cardUiAddToAppleWallet = 'Add to Apple Wallet';
export const cardUiSaveToGoogleWallet = 'Save to Google Wallet';
export const cardUiOpening = 'Opening...';
export const cardUiWallet = 'Wallet';
export const cardUiKeepYourCardInYourPhones =
  "Keep your card in your phone's wallet: its QR code opens your Connect profile.";

// Insights: what is counted, and the change against the previous period.
export const cardUiVisitors = 'Visitors';
export const cardUiLinkClicks = 'Link clicks';
export const cardUiNoChange = 'No change';

// The Insights page.
/** Insights without a Connect profile: the one figure shown, and the offer. */
export const cardUiLockedInsights = icu<[views: number]>(
  'Your card was opened {views, plural, one {# time} other {# times}} in the last 30 days. Upgrade to see where your visitors came from, who saved your contact and which links they followed.',
  'views',
);
/** A period's button. */
export const cardUiPeriodDays = icu<[days: number]>(
  '{days, plural, one {# day} other {# days}}',
  'days',
);
/** The period's first and last days. */
export const cardUiFromTo = icu<[from: string, to: string]>('{from} to {to}', 'from', 'to');
export const cardUiPeriod = 'Period';
export const cardUiNoViewsYet = 'No views yet';
export const cardUiShareYourProfileLinkLetPeople =
  'Share your profile link, let people scan your QR code, or write the NFC chip link to your card. Every view, contact save, link click and message shows here within seconds.';
export const cardUiGetYourQrCodeAndNfc = 'Get your QR code and NFC link';
export const cardUiViewsAndContactSaves = 'Views and contact saves';
export const cardUiWhereViewsCameFrom = 'Where views came from';
export const cardUiNoViewsInThisPeriod = 'No views in this period.';
export const cardUiTopLinks = 'Top links';
export const cardUiNoLinkClicksInThisPeriod = 'No link clicks in this period.';

// The E-mail Signature page.
export const cardUiEMailSignaturePreview = 'E-mail signature preview';
export const cardUiYourCardsDetailsAsASignature =
  "Your card's details as a signature. Save my contact opens your profile, where people save your details; Insights counts those visits as E-mail signature.";
export const cardUiCopySignature = 'Copy signature';
export const cardUiPlainTextVersion = 'Plain text version';

// The share screen: the QR code to scan.
export const cardUiScanToSaveMyContactTurn =
  'Scan to save my contact. Turn your screen brightness up so the code scans easily.';
