import { icu } from './language';

// The screens before and around signing in (docs/product.md#screens): creating the account,
// confirming an e-mail change, choosing a new password, signing in and out, and the inactivity prompt.

// Create Your Account: the form of the invitation link.
export const acctFirstName = 'Vorname';
export const acctLastName = 'Nachname';
export const acctEmail = 'E-Mail';
export const acctEmailCannotBeChangedUntilYou =
  'Die E-Mail-Adresse kann erst nach der ersten Anmeldung geändert werden.';
export const acctPassword = 'Passwort';
export const acctConfirmPassword = 'Passwort bestätigen';
export const acctCreateAccount = 'Konto erstellen';
export const acctCreatingAccount = 'Konto wird erstellt …';

// Confirm Your New Email Address: the link mailed to a new address.
export const acctLogIn = 'Anmelden';
export const acctYourEmailAddressIsChanged = 'Ihre E-Mail-Adresse wurde geändert';
export const acctConfirmYourNewEmailAddress = 'Neue E-Mail-Adresse bestätigen';
export const acctYourAccountWillUseThisAddress =
  'Ihr Konto verwendet ab sofort diese Adresse, und alle Geräte werden abgemeldet.';
export const acctConfirmEmailAddress = 'E-Mail-Adresse bestätigen';
export const acctConfirming = 'Wird bestätigt …';
/** After the change; {login} is the Log in link. */
export const acctAccountNowUses = icu<[email: string, login: string]>(
  'Ihr Konto verwendet jetzt {email}. Melden Sie sich ab sofort damit an: {login}',
  'email',
  'login',
);

// Create Your Account: checking the invitation link.
export const acctSendMeANewLink = 'Neuen Link senden';
export const acctVerifyingYourAccount = 'Ihr Konto wird überprüft …';
export const acctUnableToVerifyYourAccount = 'Ihr Konto konnte nicht bestätigt werden';
export const acctYourAccountIsAlreadyVerified = 'Ihr Konto ist bereits bestätigt';
export const acctLogInToYourAccount = 'Bei Ihrem Konto anmelden';
export const acctCreateYourAccount = 'Konto erstellen';
export const acctCompleteYourAccountSetupToGet =
  'Schließen Sie die Einrichtung Ihres Kontos ab, um loszulegen';

// Send Password Reset Instructions.
export const acctSendPasswordResetInstructions = 'Passwort zurücksetzen';
export const acctEnterTheEmailAddressOfYour =
  'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen können.';
export const acctEmailAddress = 'E-Mail-Adresse';
export const acctSend = 'Senden';
export const acctSending = 'Wird gesendet …';
export const acctBackToLogin = 'Zurück zur Anmeldung';

// Update Your Password: the link of a reset mail.
export const acctUpdateYourPassword = 'Passwort ändern';
export const acctErrorLoadingData = 'Fehler beim Laden der Daten';
export const acctRequestANewLink = 'Neuen Link anfordern';
export const acctChooseANewPasswordOfAt = 'Wählen Sie ein neues Passwort mit mindestens 8 Zeichen.';
export const acctPasswordConfirmation = 'Passwort bestätigen';
export const acctResetPassword = 'Passwort zurücksetzen';

// The notice after signing up: look for the verification mail.
export const acctPleaseHelpUsVerifyYourAccount = 'Bitte bestätigen Sie Ihr Konto';
export const acctHiName = icu<[name: string]>('Hallo {name},', 'name');
export const acctHi = 'Hallo,';
export const acctYourEmailAddress = 'Ihre E-Mail-Adresse';
export const acctWeSentAVerificationEmail = icu<[email: string]>(
  'Wir haben eine Bestätigungs-E-Mail an {email} gesendet. Sie enthält einen Link zur Einrichtung Ihres Kontos: Öffnen Sie ihn, um Ihr Passwort zu wählen und Ihre Karten zu verwalten.',
  'email',
);
export const acctCantFindItCheckYourSpam =
  'Nicht gefunden? Sehen Sie in Ihrem Spam-Ordner nach. Schon eingerichtet?';

// Login.
export const acctSignInToYourAccount = 'Bei Ihrem Konto anmelden';
export const acctLogin = 'Anmelden';
export const acctLoggingIn = 'Anmeldung läuft …';
export const acctForgotPasswordClickHere = 'Passwort vergessen? Hier klicken.';

// Logout.
export const acctLoggingYouOutNow = 'Sie werden jetzt abgemeldet.';
export const acctYoullBeAutomaticallyRedirectedInA =
  'Sie werden in wenigen Sekunden automatisch weitergeleitet.';

// The end of a company sign-in (single sign-on).
export const acctTestSignIn = 'Test-Anmeldung';
export const acctSingleSignOn = 'Single Sign-On';
export const acctSignInAgain = 'Erneut anmelden';

// The prompt before an idle session is signed out.
export const acctAreYouStillThere = 'Sind Sie noch da?';
export const acctLoggedOutIn = icu<[seconds: number]>(
  'Wegen Inaktivität werden Sie in {seconds, plural, one {# Sekunde} other {# Sekunden}} abgemeldet. Klicken Sie auf die Schaltfläche unten, um Ihre Sitzung zu verlängern.',
  'seconds',
);
export const acctImStillHere = 'Ich bin noch da!';
