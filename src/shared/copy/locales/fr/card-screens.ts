import { icu } from './language';

// The card's other screens (docs/product.md#card-tab): Home's card tiles and getting started,
// the card's menu, Insights, sharing, the NFC link, the wallet and the e-mail signature.

// The card's tabs.
export const cardUiConnectProfile = 'Profil Connect';
export const cardUiInsights = 'Statistiques';

// The card's Actions menu.
export const cardUiActions = 'Actions';
export const cardUiCopyLink = 'Copier le lien';
export const cardUiMyLiveProfile = 'Mon profil en ligne';
export const cardUiUpgrade = 'Passer à l’offre supérieure';
export const cardUiShareScreen = 'Écran de partage';
export const cardUiEMailSignature = 'Signature e-mail';

// A card's tile on Home.
export const cardUiViewsInLast30Days = icu<[views: number]>(
  '{views, plural, one {# vue} other {# vues}} ces 30 derniers jours',
  'views',
);
export const cardUiMyEmail = 'Mon e-mail';
export const cardUiMyPhone = 'Mon téléphone';

// Insights: the daily numbers' table.
export const cardUiDailyNumbers = 'Chiffres quotidiens';
export const cardUiViewsVisitorsSavesClicksAndMessages =
  'Vues, visiteurs, enregistrements, clics et messages par jour';
export const cardUiDate = 'Date';

// Home's getting-started checklist: each step, what it is for and its button.
export const cardUiAddAPhoto = 'Ajouter une photo';
export const cardUiPeopleRememberAFaceItShows =
  'On se souvient d’un visage : il apparaît sur la page de votre carte et dans les contacts de vos interlocuteurs.';
export const cardUiFillInYourNameTitleAnd = 'Indiquez votre nom, votre fonction et votre téléphone';
export const cardUiWhatPeopleSaveWhenTheyTap =
  'Ce que l’on enregistre en touchant « Télécharger le contact ».';
export const cardUiFillInDetails = 'Compléter les informations';
export const cardUiShareYourCardOnce = 'Partagez votre carte une première fois';
export const cardUiShowItsQrCodeToSomeone =
  'Montrez son code QR à quelqu’un ou envoyez-lui votre lien.';
export const cardUiShareMyCard = 'Partager ma carte';
export const cardUiSetUpYourConnectProfile = 'Configurez votre profil Connect';
export const cardUiYourHandleThemeButtonsAndA =
  'Votre identifiant, votre thème, vos boutons et un formulaire de contact sur une seule page.';
export const cardUiSetUpProfile = 'Configurer le profil';
export const cardUiSeeWhatAConnectProfileAdds = 'Découvrez ce qu’apporte un profil Connect';
export const cardUiAPageOfYourOwnWith =
  'Une page à vous, avec des boutons, des liens et un formulaire de contact.';
export const cardUiSeeConnect = 'Découvrir Connect';
export const cardUiGetStarted = 'Premiers pas';
export const cardUiGettingStarted = 'Premiers pas';

// Insights: the chart.
export const cardUiViews = 'Vues';
export const cardUiContactSaves = 'Contacts enregistrés';
export const cardUiChartOfViewsAndContactSaves =
  'Graphique des vues et des contacts enregistrés par jour ; les chiffres figurent dans le tableau ci-dessous';

// The NFC chip link.
export const cardUiWebNfcIsNotAvailable = 'Web NFC n’est pas disponible';
export const cardUiNfcChipLink = 'Lien de la puce NFC';
export const cardUiWriteThisLinkToAnNfc =
  'Écrivez ce lien sur un tag ou un autocollant NFC : touchez « Écrire sur un tag NFC », puis approchez le tag du dos de votre téléphone.';
export const cardUiWriteThisLinkToYourCards =
  'Écrivez ce lien sur la puce NFC de votre carte avec une application NFC, pour que les Statistiques distinguent les contacts NFC des scans.';
export const cardUiHoldATagToYourPhone = 'Approchez un tag de votre téléphone…';
export const cardUiWriteToNfcTag = 'Écrire sur un tag NFC';
export const cardUiCopyNfcLink = 'Copier le lien NFC';
export const cardUiWrittenATapOnTheTag =
  'C’est écrit. Toucher le tag ouvre désormais votre profil.';

// The e-mail signature: how to paste it into each mail app (the apps' own menu names).
export const cardUiOpenSettingsTheGearThenSee =
  'Ouvrez les Paramètres (la roue dentée), puis « Voir tous les paramètres ».';
export const cardUiOnTheGeneralTabUnderSignature =
  'Dans l’onglet « Général », sous « Signature », cliquez sur « Créer », donnez-lui un nom et collez-la dans le champ (Ctrl+V, ou ⌘V sur Mac).';
export const cardUiChooseItUnderSignatureDefaultsThen =
  'Choisissez-la sous « Signature par défaut », puis cliquez sur « Enregistrer les modifications » en bas de la page.';
export const cardUiOutlookOnTheWebAndThe = 'Outlook sur le web et le nouvel Outlook';
export const cardUiOpenSettingsTheGearThenAccount =
  'Ouvrez les Paramètres (la roue dentée), puis « Comptes », puis « Signatures ».';
export const cardUiClickNewSignatureNameItAnd =
  'Cliquez sur « Nouvelle signature », donnez-lui un nom et collez-la dans le champ.';
export const cardUiChooseItForNewMessagesAnd =
  'Choisissez-la pour les nouveaux messages et les réponses, puis cliquez sur « Enregistrer ».';
export const cardUiOutlookForWindowsAndMacDesktop = 'Outlook pour Windows et Mac (bureau)';
export const cardUiWindowsFileOptionsMailSignaturesMac =
  'Windows : Fichier, Options, Courrier, Signatures. Mac : Outlook, Réglages, Signatures.';
export const cardUiAddANewSignatureNameIt =
  'Ajoutez une nouvelle signature, donnez-lui un nom et collez-la dans la zone de modification.';
export const cardUiChooseItForNewMessagesAnd2 =
  'Choisissez-la pour les nouveaux messages et les réponses, puis cliquez sur OK (ou fermez la fenêtre sur Mac).';
export const cardUiAppleMailOnMac = 'Apple Mail sur Mac';
export const cardUiOpenMailSettingsSignaturesSelectYour =
  'Ouvrez Mail, Réglages, Signatures, sélectionnez votre compte et cliquez sur +.';
export const cardUiUntickAlwaysMatchMyDefaultMessage =
  'Décochez « Toujours utiliser ma police par défaut », puis collez dans le champ de droite.';
export const cardUiCloseTheWindowMailSavesIt =
  'Fermez la fenêtre : Mail l’enregistre. Choisissez-la sous « Choisir la signature ».';
export const cardUiMailOnIphone = 'Mail sur iPhone';
export const cardUiOpenThisScreenOnYourIphone =
  'Ouvrez cet écran sur votre iPhone et touchez « Copier la signature ».';
export const cardUiOpenSettingsAppsMailSignatureSettings =
  'Ouvrez Réglages, Apps, Mail, Signature (Réglages, Mail, Signature avant iOS 18) et collez.';
export const cardUiTheIphoneRemovesTheFormattingAs =
  'L’iPhone supprime la mise en forme au collage : secouez-le aussitôt et touchez « Annuler » pour la conserver.';
export const cardUiAddItToYourMailApp = 'Ajoutez-la à votre messagerie';

// Insights: the totals.
/** After a total's change, for screen readers. */
export const cardUiComparedWithPrevious = icu<[days: number]>(
  'par rapport {days, plural, one {au # jour précédent} other {aux # jours précédents}}',
  'days',
);
export const cardUiTotals = 'Totaux';

// The phone wallet's buttons.
export const cardUiAddToAppleWallet = 'Ajouter à Apple Wallet';
export const cardUiSaveToGoogleWallet = 'Enregistrer dans Google Wallet';
export const cardUiOpening = 'Ouverture…';
export const cardUiWallet = 'Wallet';
export const cardUiKeepYourCardInYourPhones =
  'Gardez votre carte dans le portefeuille de votre téléphone : son code QR ouvre votre profil Connect.';

// Insights: what is counted, and the change against the previous period.
export const cardUiVisitors = 'Visiteurs';
export const cardUiLinkClicks = 'Clics sur les liens';
export const cardUiNoChange = 'Aucun changement';

// The Insights page.
/** Insights without a Connect profile: the one figure shown, and the offer. */
export const cardUiLockedInsights = icu<[views: number]>(
  'Votre carte a été ouverte {views, plural, one {# fois} other {# fois}} ces 30 derniers jours. Passez à l’offre supérieure pour voir d’où venaient vos visiteurs, qui a enregistré votre contact et quels liens ils ont suivis.',
  'views',
);
/** A period's button. */
export const cardUiPeriodDays = icu<[days: number]>(
  '{days, plural, one {# jour} other {# jours}}',
  'days',
);
/** The period's first and last days. */
export const cardUiFromTo = icu<[from: string, to: string]>('du {from} au {to}', 'from', 'to');
export const cardUiPeriod = 'Période';
export const cardUiNoViewsYet = 'Aucune vue pour l’instant';
export const cardUiShareYourProfileLinkLetPeople =
  'Partagez le lien de votre profil, faites scanner votre code QR ou écrivez le lien de la puce NFC sur votre carte. Chaque vue, contact enregistré, clic et message apparaît ici en quelques secondes.';
export const cardUiGetYourQrCodeAndNfc = 'Obtenir votre code QR et votre lien NFC';
export const cardUiViewsAndContactSaves = 'Vues et contacts enregistrés';
export const cardUiWhereViewsCameFrom = 'Provenance des vues';
export const cardUiNoViewsInThisPeriod = 'Aucune vue sur cette période.';
export const cardUiTopLinks = 'Liens les plus cliqués';
export const cardUiNoLinkClicksInThisPeriod = 'Aucun clic sur cette période.';

// The E-mail Signature page.
export const cardUiEMailSignaturePreview = 'Aperçu de la signature e-mail';
export const cardUiYourCardsDetailsAsASignature =
  'Les informations de votre carte sous forme de signature. « Enregistrer mon contact » ouvre votre profil, où l’on enregistre vos coordonnées ; les Statistiques comptent ces visites comme « Signature e-mail ».';
export const cardUiCopySignature = 'Copier la signature';
export const cardUiPlainTextVersion = 'Version texte brut';

// The share screen: the QR code to scan.
export const cardUiScanToSaveMyContactTurn =
  'Scannez pour enregistrer mon contact. Augmentez la luminosité de l’écran pour que le code se scanne facilement.';
