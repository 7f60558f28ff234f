import { icu } from './language';

// The card's other screens (docs/product.md#card-tab): Home's card tiles and getting started,
// the card's menu, Insights, sharing, the NFC link, the wallet and the e-mail signature.

// The card's tabs.
export const cardUiConnectProfile = 'Connect-Profil';
export const cardUiInsights = 'Statistiken';

// The card's Actions menu.
export const cardUiActions = 'Aktionen';
export const cardUiCopyLink = 'Link kopieren';
export const cardUiMyLiveProfile = 'Mein Live-Profil';
export const cardUiUpgrade = 'Upgrade';
export const cardUiShareScreen = 'Teilen-Bildschirm';
export const cardUiEMailSignature = 'E-Mail-Signatur';

// A card's tile on Home.
export const cardUiViewsInLast30Days = icu<[views: number]>(
  '{views, plural, one {# Aufruf} other {# Aufrufe}} in den letzten 30 Tagen',
  'views',
);
export const cardUiMyEmail = 'Meine E-Mail';
export const cardUiMyPhone = 'Meine Telefonnummer';

// Insights: the daily numbers' table.
export const cardUiDailyNumbers = 'Tageswerte';
export const cardUiViewsVisitorsSavesClicksAndMessages =
  'Aufrufe, Besucher, Speicherungen, Klicks und Nachrichten pro Tag';
export const cardUiDate = 'Datum';

// Home's getting-started checklist: each step, what it is for and its button.
export const cardUiAddAPhoto = 'Foto hinzufügen';
export const cardUiPeopleRememberAFaceItShows =
  'Gesichter bleiben im Gedächtnis: Ihr Foto erscheint auf Ihrer Kartenseite und in den Kontakten der anderen.';
export const cardUiFillInYourNameTitleAnd = 'Name, Position und Telefon eintragen';
export const cardUiWhatPeopleSaveWhenTheyTap =
  'Das wird gespeichert, wenn jemand auf „Kontakt herunterladen“ tippt.';
export const cardUiFillInDetails = 'Angaben eintragen';
export const cardUiShareYourCardOnce = 'Karte einmal teilen';
export const cardUiShowItsQrCodeToSomeone =
  'Zeigen Sie jemandem den QR-Code oder senden Sie Ihren Link.';
export const cardUiShareMyCard = 'Meine Karte teilen';
export const cardUiSetUpYourConnectProfile = 'Connect-Profil einrichten';
export const cardUiYourHandleThemeButtonsAndA =
  'Ihr Handle, Ihr Design, Schaltflächen und ein Kontaktformular auf einer Seite.';
export const cardUiSetUpProfile = 'Profil einrichten';
export const cardUiSeeWhatAConnectProfileAdds = 'Was ein Connect-Profil bietet';
export const cardUiAPageOfYourOwnWith =
  'Eine eigene Seite mit Schaltflächen, Links und Kontaktformular.';
export const cardUiSeeConnect = 'Connect ansehen';
export const cardUiGetStarted = 'Erste Schritte';
export const cardUiGettingStarted = 'Erste Schritte';

// Insights: the chart.
export const cardUiViews = 'Aufrufe';
export const cardUiContactSaves = 'Kontakt gespeichert';
export const cardUiChartOfViewsAndContactSaves =
  'Diagramm der Aufrufe und gespeicherten Kontakte pro Tag; die Zahlen stehen in der Tabelle darunter';

// The NFC chip link.
export const cardUiWebNfcIsNotAvailable = 'Web NFC ist nicht verfügbar';
export const cardUiNfcChipLink = 'Link für den NFC-Chip';
export const cardUiWriteThisLinkToAnNfc =
  'Schreiben Sie diesen Link auf einen NFC-Tag oder -Sticker: Tippen Sie auf „Auf NFC-Tag schreiben“ und halten Sie den Tag an die Rückseite Ihres Telefons.';
export const cardUiWriteThisLinkToYourCards =
  'Schreiben Sie diesen Link mit einer NFC-App auf den NFC-Chip Ihrer Karte, damit Statistiken Antippen und Scannen getrennt zählen.';
export const cardUiHoldATagToYourPhone = 'Halten Sie einen Tag an Ihr Telefon …';
export const cardUiWriteToNfcTag = 'Auf NFC-Tag schreiben';
export const cardUiCopyNfcLink = 'NFC-Link kopieren';
export const cardUiWrittenATapOnTheTag =
  'Geschrieben. Ein Antippen des Tags öffnet jetzt Ihr Profil.';

// The e-mail signature: how to paste it into each mail app (the apps' own menu names).
export const cardUiOpenSettingsTheGearThenSee =
  'Öffnen Sie die Einstellungen (Zahnrad) und dann „Alle Einstellungen aufrufen“.';
export const cardUiOnTheGeneralTabUnderSignature =
  'Klicken Sie auf dem Tab „Allgemein“ unter „Signatur“ auf „Neu erstellen“, geben Sie einen Namen ein und fügen Sie sie in das Feld ein (Strg+V oder ⌘V auf dem Mac).';
export const cardUiChooseItUnderSignatureDefaultsThen =
  'Wählen Sie sie unter „Standardeinstellungen für Signaturen“ aus und klicken Sie unten auf der Seite auf „Änderungen speichern“.';
export const cardUiOutlookOnTheWebAndThe = 'Outlook im Web und das neue Outlook';
export const cardUiOpenSettingsTheGearThenAccount =
  'Öffnen Sie die Einstellungen (Zahnrad), dann „Konten“ und „Signaturen“.';
export const cardUiClickNewSignatureNameItAnd =
  'Klicken Sie auf „Neue Signatur“, geben Sie einen Namen ein und fügen Sie sie in das Feld ein.';
export const cardUiChooseItForNewMessagesAnd =
  'Wählen Sie sie für neue Nachrichten und Antworten aus und klicken Sie auf „Speichern“.';
export const cardUiOutlookForWindowsAndMacDesktop = 'Outlook für Windows und Mac (Desktop)';
export const cardUiWindowsFileOptionsMailSignaturesMac =
  'Windows: Datei, Optionen, E-Mail, Signaturen. Mac: Outlook, Einstellungen, Signaturen.';
export const cardUiAddANewSignatureNameIt =
  'Fügen Sie eine neue Signatur hinzu, geben Sie einen Namen ein und fügen Sie sie in das Bearbeitungsfeld ein.';
export const cardUiChooseItForNewMessagesAnd2 =
  'Wählen Sie sie für neue Nachrichten und Antworten aus und klicken Sie auf „OK“ (oder schließen Sie auf dem Mac das Fenster).';
export const cardUiAppleMailOnMac = 'Apple Mail auf dem Mac';
export const cardUiOpenMailSettingsSignaturesSelectYour =
  'Öffnen Sie Mail, „Einstellungen“, „Signaturen“, wählen Sie Ihren Account und klicken Sie auf +.';
export const cardUiUntickAlwaysMatchMyDefaultMessage =
  'Deaktivieren Sie „Immer meine Standardschrift verwenden“ und fügen Sie die Signatur rechts in das Feld ein.';
export const cardUiCloseTheWindowMailSavesIt =
  'Schließen Sie das Fenster: Mail speichert sie. Wählen Sie sie unter „Signatur auswählen“.';
export const cardUiMailOnIphone = 'Mail auf dem iPhone';
export const cardUiOpenThisScreenOnYourIphone =
  'Öffnen Sie diese Seite auf Ihrem iPhone und tippen Sie auf „Signatur kopieren“.';
export const cardUiOpenSettingsAppsMailSignatureSettings =
  'Öffnen Sie „Einstellungen“, „Apps“, „Mail“, „Signatur“ (vor iOS 18: „Einstellungen“, „Mail“, „Signatur“) und fügen Sie sie ein.';
export const cardUiTheIphoneRemovesTheFormattingAs =
  'Das iPhone entfernt beim Einfügen die Formatierung: Schütteln Sie es sofort und tippen Sie auf „Widerrufen“, um sie zu behalten.';
export const cardUiAddItToYourMailApp = 'In Ihre Mail-App übernehmen';

// Insights: the totals.
/** After a total's change, for screen readers. */
export const cardUiComparedWithPrevious = icu<[days: number]>(
  'im Vergleich zu den vorherigen {days, plural, one {# Tag} other {# Tagen}}',
  'days',
);
export const cardUiTotals = 'Summen';

// The phone wallet's buttons.
export const cardUiAddToAppleWallet = 'Zu Apple Wallet hinzufügen';
export const cardUiSaveToGoogleWallet = 'In Google Wallet speichern';
export const cardUiOpening = 'Wird geöffnet …';
export const cardUiWallet = 'Wallet';
export const cardUiKeepYourCardInYourPhones =
  'Bewahren Sie Ihre Karte in der Wallet Ihres Telefons auf: Ihr QR-Code öffnet Ihr Connect-Profil.';

// Insights: what is counted, and the change against the previous period.
export const cardUiVisitors = 'Besucher';
export const cardUiLinkClicks = 'Link-Klicks';
export const cardUiNoChange = 'Keine Änderung';

// The Insights page.
/** Insights without a Connect profile: the one figure shown, and the offer. */
export const cardUiLockedInsights = icu<[views: number]>(
  'Ihre Karte wurde in den letzten 30 Tagen {views, plural, one {# Mal} other {# Mal}} geöffnet. Mit einem Upgrade sehen Sie, woher Ihre Besucher kamen, wer Ihren Kontakt gespeichert hat und welchen Links sie gefolgt sind.',
  'views',
);
/** A period's button. */
export const cardUiPeriodDays = icu<[days: number]>(
  '{days, plural, one {# Tag} other {# Tage}}',
  'days',
);
/** The period's first and last days. */
export const cardUiFromTo = icu<[from: string, to: string]>('{from} bis {to}', 'from', 'to');
export const cardUiPeriod = 'Zeitraum';
export const cardUiNoViewsYet = 'Noch keine Aufrufe';
export const cardUiShareYourProfileLinkLetPeople =
  'Teilen Sie Ihren Profil-Link, lassen Sie Ihren QR-Code scannen oder schreiben Sie den NFC-Link auf Ihre Karte. Jeder Aufruf, jeder gespeicherte Kontakt, jeder Link-Klick und jede Nachricht erscheint hier innerhalb von Sekunden.';
export const cardUiGetYourQrCodeAndNfc = 'QR-Code und NFC-Link holen';
export const cardUiViewsAndContactSaves = 'Aufrufe und gespeicherte Kontakte';
export const cardUiWhereViewsCameFrom = 'Herkunft der Aufrufe';
export const cardUiNoViewsInThisPeriod = 'Keine Aufrufe in diesem Zeitraum.';
export const cardUiTopLinks = 'Top-Links';
export const cardUiNoLinkClicksInThisPeriod = 'Keine Link-Klicks in diesem Zeitraum.';

// The E-mail Signature page.
export const cardUiEMailSignaturePreview = 'Vorschau der E-Mail-Signatur';
export const cardUiYourCardsDetailsAsASignature =
  'Die Angaben Ihrer Karte als Signatur. „Meinen Kontakt speichern“ öffnet Ihr Profil, wo man Ihre Angaben speichern kann; die Statistiken zählen diese Besuche als E-Mail-Signatur.';
export const cardUiCopySignature = 'Signatur kopieren';
export const cardUiPlainTextVersion = 'Nur-Text-Version';

// The share screen: the QR code to scan.
export const cardUiScanToSaveMyContactTurn =
  'Scannen, um meinen Kontakt zu speichern. Erhöhen Sie die Bildschirmhelligkeit, damit der Code gut lesbar ist.';
