// The owner's own data (Settings → Your Data): the download and the account's deletion.
export const accountDataTitle = 'Ihre Daten';
export const accountDataDescription =
  'Laden Sie eine Kopie aller Daten herunter, die wir über Sie speichern, oder löschen Sie Ihr Konto.';
export const downloadMyData = 'Meine Daten herunterladen';
export const downloadingMyData = 'Wird vorbereitet...';
export const accountDataContents =
  'Eine JSON-Datei: Ihr Konto, Ihre Karten, Connect-Profile, erhaltenen Nachrichten, Ihr Abonnement und Links zu Ihren Bildern.';
export const accountDataDownloadFailed =
  'Ihre Daten konnten nicht heruntergeladen werden. Bitte versuchen Sie es erneut.';
export const deleteAccountTitle = 'Konto löschen';
export const deleteAccountSummary = 'Löscht Ihr Konto und alle Inhalte endgültig.';
export const deleteAccountButton = 'Konto löschen';
export const deleteAccountQuestion =
  'Ihr Abonnement endet sofort. Ihre Karten werden geleert und freigegeben: Ihre Daten, Connect-Profile, Handles, Nachrichten und Insights werden gelöscht, und ihre Links funktionieren nicht mehr. Auch Ihre Bilder werden gelöscht. Dies kann nicht rückgängig gemacht werden.';
export const deleteAccountPasswordLabel = 'Ihr Passwort';
export const deleteAccountConfirm = 'Mein Konto löschen';
export const deleteAccountKeep = 'Nein, Konto behalten';
export const deleteAccountFailed =
  'Ihr Konto konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.';
export const accountDeleted = 'Ihr Konto wurde gelöscht.';
