import { icu } from './language';

// The card's other screens (docs/product.md#card-tab): Home's card tiles and getting started,
// the card's menu, Insights, sharing, the NFC link, the wallet and the e-mail signature.

// The card's tabs.
export const cardUiConnectProfile = 'Profilo Connect';
export const cardUiInsights = 'Statistiche';

// The card's Actions menu.
export const cardUiActions = 'Azioni';
export const cardUiCopyLink = 'Copia link';
export const cardUiMyLiveProfile = 'Il mio profilo pubblico';
export const cardUiUpgrade = 'Passa a un piano superiore';
export const cardUiShareScreen = 'Schermata di condivisione';
export const cardUiEMailSignature = 'Firma email';

// A card's tile on Home.
export const cardUiViewsInLast30Days = icu<[views: number]>(
  '{views, plural, one {# visualizzazione} other {# visualizzazioni}} negli ultimi 30 giorni',
  'views',
);
export const cardUiMyEmail = 'La mia email';
export const cardUiMyPhone = 'Il mio telefono';

// Insights: the daily numbers' table.
export const cardUiDailyNumbers = 'Dati giornalieri';
export const cardUiViewsVisitorsSavesClicksAndMessages =
  'Visualizzazioni, visitatori, salvataggi, clic e messaggi al giorno';
export const cardUiDate = 'Data';

// Home's getting-started checklist: each step, what it is for and its button.
export const cardUiAddAPhoto = 'Aggiungi una foto';
export const cardUiPeopleRememberAFaceItShows =
  'Le persone ricordano i volti: la foto compare sulla pagina del biglietto e nei loro contatti.';
export const cardUiFillInYourNameTitleAnd = 'Inserisci nome, ruolo e telefono';
export const cardUiWhatPeopleSaveWhenTheyTap =
  'Ciò che le persone salvano toccando Scarica contatto.';
export const cardUiFillInDetails = 'Inserisci i dati';
export const cardUiShareYourCardOnce = 'Condividi il biglietto una prima volta';
export const cardUiShowItsQrCodeToSomeone = 'Mostra il codice QR a qualcuno o invia il tuo link.';
export const cardUiShareMyCard = 'Condividi il mio biglietto';
export const cardUiSetUpYourConnectProfile = 'Configura il tuo profilo Connect';
export const cardUiYourHandleThemeButtonsAndA =
  'Il tuo handle, tema, pulsanti e un modulo di contatto in un’unica pagina.';
export const cardUiSetUpProfile = 'Configura il profilo';
export const cardUiSeeWhatAConnectProfileAdds = 'Scopri cosa aggiunge un profilo Connect';
export const cardUiAPageOfYourOwnWith =
  'Una pagina tutta tua con pulsanti, link e un modulo di contatto.';
export const cardUiSeeConnect = 'Scopri Connect';
export const cardUiGetStarted = 'Per iniziare';
export const cardUiGettingStarted = 'Per iniziare';

// Insights: the chart.
export const cardUiViews = 'Visualizzazioni';
export const cardUiContactSaves = 'Contatti salvati';
export const cardUiChartOfViewsAndContactSaves =
  'Grafico di visualizzazioni e contatti salvati al giorno; i numeri sono nella tabella sotto';

// The NFC chip link.
export const cardUiWebNfcIsNotAvailable = 'Web NFC non è disponibile';
export const cardUiNfcChipLink = 'Link del chip NFC';
export const cardUiWriteThisLinkToAnNfc =
  'Scrivi questo link su un tag o adesivo NFC: tocca Scrivi su tag NFC, poi avvicina il tag al retro del telefono.';
export const cardUiWriteThisLinkToYourCards =
  'Scrivi questo link sul chip NFC del biglietto con un’app NFC, così le Statistiche distinguono i tocchi dalle scansioni.';
export const cardUiHoldATagToYourPhone = 'Avvicina un tag al telefono...';
export const cardUiWriteToNfcTag = 'Scrivi su tag NFC';
export const cardUiCopyNfcLink = 'Copia link NFC';
export const cardUiWrittenATapOnTheTag = 'Scritto. Ora toccando il tag si apre il tuo profilo.';

// The e-mail signature: how to paste it into each mail app (the apps' own menu names).
export const cardUiOpenSettingsTheGearThenSee =
  'Apri Impostazioni (l’ingranaggio), poi Visualizza tutte le impostazioni.';
export const cardUiOnTheGeneralTabUnderSignature =
  'Nella scheda Generali, sotto Firma, fai clic su Crea nuova, assegnale un nome e incollala nel riquadro (Ctrl+V, o ⌘V su Mac).';
export const cardUiChooseItUnderSignatureDefaultsThen =
  'Sceglila in Impostazioni predefinite firma, poi fai clic su Salva modifiche in fondo alla pagina.';
export const cardUiOutlookOnTheWebAndThe = 'Outlook sul web e il nuovo Outlook';
export const cardUiOpenSettingsTheGearThenAccount =
  'Apri Impostazioni (l’ingranaggio), poi Account, poi Firme.';
export const cardUiClickNewSignatureNameItAnd =
  'Fai clic su Nuova firma, assegnale un nome e incollala nel riquadro.';
export const cardUiChooseItForNewMessagesAnd =
  'Sceglila per i nuovi messaggi e le risposte, poi fai clic su Salva.';
export const cardUiOutlookForWindowsAndMacDesktop = 'Outlook per Windows e Mac (desktop)';
export const cardUiWindowsFileOptionsMailSignaturesMac =
  'Windows: File, Opzioni, Posta, Firme. Mac: Outlook, Impostazioni, Firme.';
export const cardUiAddANewSignatureNameIt =
  'Aggiungi una nuova firma, assegnale un nome e incollala nel riquadro di modifica.';
export const cardUiChooseItForNewMessagesAnd2 =
  'Sceglila per i nuovi messaggi e le risposte, poi fai clic su OK (o chiudi la finestra su Mac).';
export const cardUiAppleMailOnMac = 'Apple Mail su Mac';
export const cardUiOpenMailSettingsSignaturesSelectYour =
  'Apri Mail, Impostazioni, Firme, seleziona il tuo account e fai clic su +.';
export const cardUiUntickAlwaysMatchMyDefaultMessage =
  'Deseleziona “Utilizza sempre il font predefinito per i messaggi”, poi incolla nel riquadro a destra.';
export const cardUiCloseTheWindowMailSavesIt =
  'Chiudi la finestra: Mail la salva. Sceglila in Scegli firma.';
export const cardUiMailOnIphone = 'Mail su iPhone';
export const cardUiOpenThisScreenOnYourIphone =
  'Apri questa schermata sull’iPhone e tocca Copia firma.';
export const cardUiOpenSettingsAppsMailSignatureSettings =
  'Apri Impostazioni, App, Mail, Firma (Impostazioni, Mail, Firma prima di iOS 18) e incolla.';
export const cardUiTheIphoneRemovesTheFormattingAs =
  'L’iPhone rimuove la formattazione quando incolli: scuotilo subito e tocca Annulla per mantenerla.';
export const cardUiAddItToYourMailApp = 'Aggiungila alla tua app di posta';

// Insights: the totals.
/** After a total's change, for screen readers. */
export const cardUiComparedWithPrevious = icu<[days: number]>(
  'rispetto {days, plural, one {al # giorno precedente} other {ai # giorni precedenti}}',
  'days',
);
export const cardUiTotals = 'Totali';

// The phone wallet's buttons.
export const cardUiAddToAppleWallet = 'Aggiungi a Apple Wallet';
export const cardUiSaveToGoogleWallet = 'Salva in Google Wallet';
export const cardUiOpening = 'Apertura...';
export const cardUiWallet = 'Wallet';
export const cardUiKeepYourCardInYourPhones =
  'Tieni il biglietto nel wallet del telefono: il suo codice QR apre il tuo profilo Connect.';

// Insights: what is counted, and the change against the previous period.
export const cardUiVisitors = 'Visitatori';
export const cardUiLinkClicks = 'Clic sui link';
export const cardUiNoChange = 'Nessuna variazione';

// The Insights page.
/** Insights without a Connect profile: the one figure shown, and the offer. */
export const cardUiLockedInsights = icu<[views: number]>(
  'Il tuo biglietto è stato aperto {views, plural, one {# volta} other {# volte}} negli ultimi 30 giorni. Passa a un piano superiore per vedere da dove arrivano i visitatori, chi ha salvato il tuo contatto e quali link hanno seguito.',
  'views',
);
/** A period's button. */
export const cardUiPeriodDays = icu<[days: number]>(
  '{days, plural, one {# giorno} other {# giorni}}',
  'days',
);
/** The period's first and last days. */
export const cardUiFromTo = icu<[from: string, to: string]>('dal {from} al {to}', 'from', 'to');
export const cardUiPeriod = 'Periodo';
export const cardUiNoViewsYet = 'Ancora nessuna visualizzazione';
export const cardUiShareYourProfileLinkLetPeople =
  'Condividi il link del profilo, fai scansionare il tuo codice QR o scrivi il link NFC sul biglietto. Ogni visualizzazione, contatto salvato, clic e messaggio compare qui in pochi secondi.';
export const cardUiGetYourQrCodeAndNfc = 'Ottieni il codice QR e il link NFC';
export const cardUiViewsAndContactSaves = 'Visualizzazioni e contatti salvati';
export const cardUiWhereViewsCameFrom = 'Da dove arrivano le visualizzazioni';
export const cardUiNoViewsInThisPeriod = 'Nessuna visualizzazione in questo periodo.';
export const cardUiTopLinks = 'Link più cliccati';
export const cardUiNoLinkClicksInThisPeriod = 'Nessun clic sui link in questo periodo.';

// The E-mail Signature page.
export const cardUiEMailSignaturePreview = 'Anteprima della firma email';
export const cardUiYourCardsDetailsAsASignature =
  'I dati del tuo biglietto come firma. Salva il mio contatto apre il tuo profilo, dove le persone salvano i tuoi dati; le Statistiche contano queste visite come Firma email.';
export const cardUiCopySignature = 'Copia firma';
export const cardUiPlainTextVersion = 'Versione solo testo';

// The share screen: the QR code to scan.
export const cardUiScanToSaveMyContactTurn =
  'Scansiona per salvare il mio contatto. Aumenta la luminosità dello schermo perché il codice si legga facilmente.';
