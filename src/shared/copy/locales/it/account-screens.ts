import { icu } from './language';

// The screens before and around signing in (docs/product.md#screens): creating the account,
// confirming an e-mail change, choosing a new password, signing in and out, and the inactivity prompt.

// Create Your Account: the form of the invitation link.
export const acctFirstName = 'Nome';
export const acctLastName = 'Cognome';
export const acctEmail = 'Email';
export const acctEmailCannotBeChangedUntilYou =
  'L’email non può essere modificata prima del primo accesso.';
export const acctPassword = 'Password';
export const acctConfirmPassword = 'Conferma password';
export const acctCreateAccount = 'Crea account';
export const acctCreatingAccount = 'Creazione dell’account...';

// Confirm Your New Email Address: the link mailed to a new address.
export const acctLogIn = 'Accedi';
export const acctYourEmailAddressIsChanged = 'Il tuo indirizzo email è stato modificato';
export const acctConfirmYourNewEmailAddress = 'Conferma il nuovo indirizzo email';
export const acctYourAccountWillUseThisAddress =
  'D’ora in poi l’account userà questo indirizzo e tutti i dispositivi verranno disconnessi.';
export const acctConfirmEmailAddress = 'Conferma indirizzo email';
export const acctConfirming = 'Conferma in corso...';
/** After the change; {login} is the Log in link. */
export const acctAccountNowUses = icu<[email: string, login: string]>(
  'Ora l’account usa {email}. {login} con questo indirizzo.',
  'email',
  'login',
);

// Create Your Account: checking the invitation link.
export const acctSendMeANewLink = 'Inviami un nuovo link';
export const acctVerifyingYourAccount = 'Verifica dell’account in corso...';
export const acctUnableToVerifyYourAccount = 'Impossibile verificare l’account';
export const acctYourAccountIsAlreadyVerified = 'L’account è già verificato';
export const acctLogInToYourAccount = 'Accedi al tuo account';
export const acctCreateYourAccount = 'Crea il tuo account';
export const acctCompleteYourAccountSetupToGet =
  'Completa la configurazione dell’account per iniziare';

// Send Password Reset Instructions.
export const acctSendPasswordResetInstructions = 'Reimposta la password';
export const acctEnterTheEmailAddressOfYour =
  'Inserisci l’indirizzo email del tuo account: ti invieremo un link per scegliere una nuova password.';
export const acctEmailAddress = 'Indirizzo email';
export const acctSend = 'Invia';
export const acctSending = 'Invio...';
export const acctBackToLogin = 'Torna all’accesso';

// Update Your Password: the link of a reset mail.
export const acctUpdateYourPassword = 'Aggiorna la password';
export const acctErrorLoadingData = 'Errore durante il caricamento dei dati';
export const acctRequestANewLink = 'Richiedi un nuovo link';
export const acctChooseANewPasswordOfAt = 'Scegli una nuova password di almeno 8 caratteri.';
export const acctPasswordConfirmation = 'Conferma password';
export const acctResetPassword = 'Reimposta password';

// The notice after signing up: look for the verification mail.
export const acctPleaseHelpUsVerifyYourAccount = 'Aiutaci a verificare il tuo account';
export const acctHiName = icu<[name: string]>('Ciao {name},', 'name');
export const acctHi = 'Ciao,';
export const acctYourEmailAddress = 'il tuo indirizzo email';
export const acctWeSentAVerificationEmail = icu<[email: string]>(
  'Abbiamo inviato un’email di verifica a {email} con un link per configurare l’account. Aprilo per scegliere la password e iniziare a gestire i tuoi biglietti.',
  'email',
);
export const acctCantFindItCheckYourSpam =
  'Non la trovi? Controlla la cartella dello spam. Hai già completato la configurazione?';

// Login.
export const acctSignInToYourAccount = 'Accedi al tuo account';
export const acctLogin = 'Accedi';
export const acctLoggingIn = 'Accesso in corso...';
export const acctForgotPasswordClickHere = 'Password dimenticata? Fai clic qui.';

// Logout.
export const acctLoggingYouOutNow = 'Disconnessione in corso.';
export const acctYoullBeAutomaticallyRedirectedInA =
  'Verrai reindirizzato automaticamente tra pochi secondi.';

// The end of a company sign-in (single sign-on).
export const acctTestSignIn = 'Accesso di prova';
export const acctSingleSignOn = 'Accesso Single Sign-On';
export const acctSignInAgain = 'Accedi di nuovo';

// The prompt before an idle session is signed out.
export const acctAreYouStillThere = 'Sei ancora lì?';
export const acctLoggedOutIn = icu<[seconds: number]>(
  'Per inattività, verrai disconnesso tra {seconds, plural, one {# secondo} other {# secondi}}. Fai clic sul pulsante qui sotto per prolungare la sessione.',
  'seconds',
);
export const acctImStillHere = 'Sono ancora qui!';
