import { icu } from './language';

// The card's other screens (docs/product.md#card-tab): Home's card tiles and getting started,
// the card's menu, Insights, sharing, the NFC link, the wallet and the e-mail signature.

// The card's tabs.
export const cardUiConnectProfile = 'Connect-profiel';
export const cardUiInsights = 'Statistieken';

// The card's Actions menu.
export const cardUiActions = 'Acties';
export const cardUiCopyLink = 'Link kopiëren';
export const cardUiMyLiveProfile = 'Mijn live profiel';
export const cardUiUpgrade = 'Upgraden';
export const cardUiShareScreen = 'Deelscherm';
export const cardUiEMailSignature = 'E-mailhandtekening';

// A card's tile on Home.
export const cardUiViewsInLast30Days = icu<[views: number]>(
  '{views, plural, one {# weergave} other {# weergaven}} in de afgelopen 30 dagen',
  'views',
);
export const cardUiMyEmail = 'Mijn e-mail';
export const cardUiMyPhone = 'Mijn telefoon';

// Insights: the daily numbers' table.
export const cardUiDailyNumbers = 'Dagcijfers';
export const cardUiViewsVisitorsSavesClicksAndMessages =
  'Weergaven, bezoekers, opgeslagen contacten, klikken en berichten per dag';
export const cardUiDate = 'Datum';

// Home's getting-started checklist: each step, what it is for and its button.
export const cardUiAddAPhoto = 'Voeg een foto toe';
export const cardUiPeopleRememberAFaceItShows =
  'Mensen onthouden een gezicht: je foto staat op je kaartpagina en in hun contacten.';
export const cardUiFillInYourNameTitleAnd = 'Vul je naam, functie en telefoon in';
export const cardUiWhatPeopleSaveWhenTheyTap =
  'Wat mensen opslaan als ze op Contact downloaden tikken.';
export const cardUiFillInDetails = 'Gegevens invullen';
export const cardUiShareYourCardOnce = 'Deel je kaart één keer';
export const cardUiShowItsQrCodeToSomeone = 'Laat iemand de QR-code zien of stuur je link.';
export const cardUiShareMyCard = 'Mijn kaart delen';
export const cardUiSetUpYourConnectProfile = 'Stel je Connect-profiel in';
export const cardUiYourHandleThemeButtonsAndA =
  'Je handle, thema, knoppen en een contactformulier op één pagina.';
export const cardUiSetUpProfile = 'Profiel instellen';
export const cardUiSeeWhatAConnectProfileAdds = 'Bekijk wat een Connect-profiel toevoegt';
export const cardUiAPageOfYourOwnWith =
  'Een eigen pagina met knoppen, links en een contactformulier.';
export const cardUiSeeConnect = 'Connect bekijken';
export const cardUiGetStarted = 'Aan de slag';
export const cardUiGettingStarted = 'Aan de slag';

// Insights: the chart.
export const cardUiViews = 'Weergaven';
export const cardUiContactSaves = 'Opgeslagen contacten';
export const cardUiChartOfViewsAndContactSaves =
  'Grafiek van weergaven en opgeslagen contacten per dag; de cijfers staan in de tabel hieronder';

// The NFC chip link.
export const cardUiWebNfcIsNotAvailable = 'Web NFC is niet beschikbaar';
export const cardUiNfcChipLink = 'Link voor de NFC-chip';
export const cardUiWriteThisLinkToAnNfc =
  'Schrijf deze link naar een NFC-tag of -sticker: tik op Naar NFC-tag schrijven en houd de tag tegen de achterkant van je telefoon.';
export const cardUiWriteThisLinkToYourCards =
  'Schrijf deze link met een NFC-app naar de NFC-chip van je kaart, zodat Statistieken tikken en scans apart telt.';
export const cardUiHoldATagToYourPhone = 'Houd een tag tegen je telefoon...';
export const cardUiWriteToNfcTag = 'Naar NFC-tag schrijven';
export const cardUiCopyNfcLink = 'NFC-link kopiëren';
export const cardUiWrittenATapOnTheTag = 'Geschreven. Een tik op de tag opent nu je profiel.';

// The e-mail signature: how to paste it into each mail app (the apps' own menu names).
export const cardUiOpenSettingsTheGearThenSee =
  'Open Instellingen (het tandwiel) en daarna Alle instellingen bekijken.';
export const cardUiOnTheGeneralTabUnderSignature =
  'Klik op het tabblad Algemeen onder Handtekening op Nieuwe maken, geef hem een naam en plak hem in het vak (Ctrl+V, of ⌘V op een Mac).';
export const cardUiChooseItUnderSignatureDefaultsThen =
  'Kies hem onder Standaardinstellingen voor handtekening en klik onderaan de pagina op Wijzigingen opslaan.';
export const cardUiOutlookOnTheWebAndThe = 'Outlook op het web en de nieuwe Outlook';
export const cardUiOpenSettingsTheGearThenAccount =
  'Open Instellingen (het tandwiel), dan Accounts en dan Handtekeningen.';
export const cardUiClickNewSignatureNameItAnd =
  'Klik op Nieuwe handtekening, geef hem een naam en plak hem in het vak.';
export const cardUiChooseItForNewMessagesAnd =
  'Kies hem voor nieuwe berichten en antwoorden en klik op Opslaan.';
export const cardUiOutlookForWindowsAndMacDesktop = 'Outlook voor Windows en Mac (desktop)';
export const cardUiWindowsFileOptionsMailSignaturesMac =
  'Windows: Bestand, Opties, E-mail, Handtekeningen. Mac: Outlook, Instellingen, Handtekeningen.';
export const cardUiAddANewSignatureNameIt =
  'Voeg een nieuwe handtekening toe, geef hem een naam en plak hem in het bewerkingsvak.';
export const cardUiChooseItForNewMessagesAnd2 =
  'Kies hem voor nieuwe berichten en antwoorden en klik op OK (of sluit het venster op een Mac).';
export const cardUiAppleMailOnMac = 'Apple Mail op de Mac';
export const cardUiOpenMailSettingsSignaturesSelectYour =
  'Open Mail, Instellingen, Handtekeningen, selecteer je account en klik op +.';
export const cardUiUntickAlwaysMatchMyDefaultMessage =
  'Schakel ‘Altijd mijn standaardlettertype gebruiken’ uit en plak in het vak rechts.';
export const cardUiCloseTheWindowMailSavesIt =
  'Sluit het venster: Mail bewaart hem. Kies hem onder Kies handtekening.';
export const cardUiMailOnIphone = 'Mail op de iPhone';
export const cardUiOpenThisScreenOnYourIphone =
  'Open dit scherm op je iPhone en tik op Handtekening kopiëren.';
export const cardUiOpenSettingsAppsMailSignatureSettings =
  'Open Instellingen, Apps, Mail, Handtekening (Instellingen, Mail, Handtekening vóór iOS 18) en plak.';
export const cardUiTheIphoneRemovesTheFormattingAs =
  'De iPhone haalt bij het plakken de opmaak weg: schud hem meteen en tik op Herstel om de opmaak te houden.';
export const cardUiAddItToYourMailApp = 'Zet hem in je mail-app';

// Insights: the totals.
/** After a total's change, for screen readers. */
export const cardUiComparedWithPrevious = icu<[days: number]>(
  'vergeleken met de vorige {days, plural, one {# dag} other {# dagen}}',
  'days',
);
export const cardUiTotals = 'Totalen';

// The phone wallet's buttons.
export const cardUiAddToAppleWallet = 'Voeg toe aan Apple Wallet';
export const cardUiSaveToGoogleWallet = 'Opslaan in Google Wallet';
export const cardUiOpening = 'Openen...';
export const cardUiWallet = 'Wallet';
export const cardUiKeepYourCardInYourPhones =
  'Bewaar je kaart in de wallet van je telefoon: de QR-code opent je Connect-profiel.';

// Insights: what is counted, and the change against the previous period.
export const cardUiVisitors = 'Bezoekers';
export const cardUiLinkClicks = 'Klikken op links';
export const cardUiNoChange = 'Geen verandering';

// The Insights page.
/** Insights without a Connect profile: the one figure shown, and the offer. */
export const cardUiLockedInsights = icu<[views: number]>(
  'Je kaart is in de afgelopen 30 dagen {views, plural, one {# keer} other {# keer}} geopend. Upgrade om te zien waar je bezoekers vandaan kwamen, wie je contact heeft opgeslagen en welke links ze volgden.',
  'views',
);
/** A period's button. */
export const cardUiPeriodDays = icu<[days: number]>(
  '{days, plural, one {# dag} other {# dagen}}',
  'days',
);
/** The period's first and last days. */
export const cardUiFromTo = icu<[from: string, to: string]>('{from} t/m {to}', 'from', 'to');
export const cardUiPeriod = 'Periode';
export const cardUiNoViewsYet = 'Nog geen weergaven';
export const cardUiShareYourProfileLinkLetPeople =
  'Deel je profiellink, laat mensen je QR-code scannen of schrijf de NFC-link naar je kaart. Elke weergave, elk opgeslagen contact, elke klik en elk bericht verschijnt hier binnen enkele seconden.';
export const cardUiGetYourQrCodeAndNfc = 'Haal je QR-code en NFC-link op';
export const cardUiViewsAndContactSaves = 'Weergaven en opgeslagen contacten';
export const cardUiWhereViewsCameFrom = 'Waar weergaven vandaan kwamen';
export const cardUiNoViewsInThisPeriod = 'Geen weergaven in deze periode.';
export const cardUiTopLinks = 'Populairste links';
export const cardUiNoLinkClicksInThisPeriod = 'Geen klikken op links in deze periode.';

// The E-mail Signature page.
export const cardUiEMailSignaturePreview = 'Voorbeeld van de e-mailhandtekening';
export const cardUiYourCardsDetailsAsASignature =
  'De gegevens van je kaart als handtekening. Mijn contact opslaan opent je profiel, waar mensen je gegevens opslaan; Statistieken telt die bezoeken als E-mailhandtekening.';
export const cardUiCopySignature = 'Handtekening kopiëren';
export const cardUiPlainTextVersion = 'Versie zonder opmaak';

// The share screen: the QR code to scan.
export const cardUiScanToSaveMyContactTurn =
  'Scan om mijn contact op te slaan. Zet de helderheid van je scherm hoger, dan scant de code makkelijk.';
