// The original wording, reproduced exactly (docs/product.md#wording), typos included.
export const invalidLogin = 'Anmeldung fehlgeschlagen';
export const emailMissing = 'Bitte geben Sie eine E-Mail-Adresse ein, um sich anzumelden';
export const unexpectedLoadError = 'Unerwarteter Fehler beim Laden Ihrer Daten';
export const genericSettingsFailure = 'Leider funktioniert etwas nicht.';
export const saved = 'Gespeichert!';
export const passwordUpdated = 'Passwort aktualisiert';
export const passwordsDoNotMatch = 'Die Passwörter stimmen nicht überein';
export const passwordTooShort = 'Mindestens 8 Zeichen';
export const invalidEmail = 'Bitte geben Sie eine gültige E-Mail-Adresse ein';
export const emailTaken = 'Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet';
export const tooManyLoginAttempts =
  'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.';
export const unauthorized = 'Dafür müssen Sie angemeldet sein';
export const sessionExpired = 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.';
export const failedToFindCustomer = 'Kunde nicht gefunden';
export const failedToUpgrade = 'Upgrade fehlgeschlagen';
export const failedToCreateBillingPortal =
  'Die Sitzung für das Abrechnungsportal konnte nicht erstellt werden';
export const failedToConfirmSubscription = 'Das Abonnement konnte nicht bestätigt werden';
export const failedToCancelSubscription = 'Das Abonnement konnte nicht gekündigt werden';
export const subscriptionCanceled = 'Abonnement gekündigt. Ihre Sitzung wird neu geladen...';
export const subscriptionConfirmed = 'Zahlung erhalten. Willkommen bei Catalyst Connect!';
export const cancelSubscriptionQuestion = 'Möchten Sie Ihr Abonnement wirklich kündigen?';
export const paymentFormLoadFailed =
  'Die Zahlungsinformationen konnten nicht geladen werden. Bitte laden Sie die Seite neu';
export const invalidVerificationLink = 'Dieser Bestätigungslink ist ungültig oder abgelaufen';
export const accountAlreadyCreated =
  'Dieses Konto ist bereits eingerichtet. Bitte melden Sie sich an.';
export const invitationEmailMismatch =
  'Bitte verwenden Sie die E-Mail-Adresse, an die die Einladung gesendet wurde';
export const invalidResetLink =
  'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen';
/** The reset page, when its link is checked on opening and no longer works. */
export const resetLinkExpiredOrUsed = 'Dieser Link ist abgelaufen oder wurde bereits verwendet';
export const tooManyResetRequests =
  'Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte warten Sie eine Weile und versuchen Sie es erneut.';
export const somethingNotWorking = 'Hier stimmt etwas nicht ganz';
export const resetEmailOnTheWay = 'Die E-Mail zum Zurücksetzen ist unterwegs!';
export const passwordSaved = 'Passwort gespeichert! Bitte melden Sie sich erneut an';
export const accountCreated =
  'Konto erfolgreich erstellt! Sie werden zur Anmeldung weitergeleitet...';
export const accountCreationFailed =
  'Das Konto konnte nicht erstellt werden. Bitte versuchen Sie es erneut.';
