import { icu } from './language';

// The screens before and around signing in (docs/product.md#screens): creating the account,
// confirming an e-mail change, choosing a new password, signing in and out, and the inactivity prompt.

// Create Your Account: the form of the invitation link.
export const acctFirstName = 'Voornaam';
export const acctLastName = 'Achternaam';
export const acctEmail = 'E-mail';
export const acctEmailCannotBeChangedUntilYou =
  'Je kunt je e-mailadres pas wijzigen nadat je bent ingelogd.';
export const acctPassword = 'Wachtwoord';
export const acctConfirmPassword = 'Wachtwoord bevestigen';
export const acctCreateAccount = 'Account aanmaken';
export const acctCreatingAccount = 'Account aanmaken...';

// Confirm Your New Email Address: the link mailed to a new address.
export const acctLogIn = 'Log in';
export const acctYourEmailAddressIsChanged = 'Je e-mailadres is gewijzigd';
export const acctConfirmYourNewEmailAddress = 'Bevestig je nieuwe e-mailadres';
export const acctYourAccountWillUseThisAddress =
  'Je account gebruikt vanaf nu dit adres en je wordt op alle apparaten uitgelogd.';
export const acctConfirmEmailAddress = 'E-mailadres bevestigen';
export const acctConfirming = 'Bevestigen...';
/** After the change; {login} is the Log in link. */
export const acctAccountNowUses = icu<[email: string, login: string]>(
  'Je account gebruikt nu {email}. {login} met dit adres.',
  'email',
  'login',
);

// Create Your Account: checking the invitation link.
export const acctSendMeANewLink = 'Stuur me een nieuwe link';
export const acctVerifyingYourAccount = 'Je account wordt geverifieerd...';
export const acctUnableToVerifyYourAccount = 'Je account kan niet worden geverifieerd';
export const acctYourAccountIsAlreadyVerified = 'Je account is al geverifieerd';
export const acctLogInToYourAccount = 'Log in op je account';
export const acctCreateYourAccount = 'Maak je account aan';
export const acctCompleteYourAccountSetupToGet =
  'Rond het instellen van je account af om te beginnen';

// Send Password Reset Instructions.
export const acctSendPasswordResetInstructions = 'Wachtwoord opnieuw instellen';
export const acctEnterTheEmailAddressOfYour =
  'Vul het e-mailadres van je account in. We sturen je een link om een nieuw wachtwoord te kiezen.';
export const acctEmailAddress = 'E-mailadres';
export const acctSend = 'Versturen';
export const acctSending = 'Versturen...';
export const acctBackToLogin = 'Terug naar inloggen';

// Update Your Password: the link of a reset mail.
export const acctUpdateYourPassword = 'Wijzig je wachtwoord';
export const acctErrorLoadingData = 'Fout bij het laden van de gegevens';
export const acctRequestANewLink = 'Vraag een nieuwe link aan';
export const acctChooseANewPasswordOfAt = 'Kies een nieuw wachtwoord van minstens 8 tekens.';
export const acctPasswordConfirmation = 'Wachtwoord bevestigen';
export const acctResetPassword = 'Wachtwoord instellen';

// The notice after signing up: look for the verification mail.
export const acctPleaseHelpUsVerifyYourAccount = 'Help ons je account te verifiëren';
export const acctHiName = icu<[name: string]>('Hoi {name},', 'name');
export const acctHi = 'Hoi,';
export const acctYourEmailAddress = 'je e-mailadres';
export const acctWeSentAVerificationEmail = icu<[email: string]>(
  'We hebben een verificatiemail naar {email} gestuurd met een link om je account in te stellen. Open die om je wachtwoord te kiezen en je kaarten te beheren.',
  'email',
);
export const acctCantFindItCheckYourSpam = 'Niet gevonden? Kijk in je spammap. Al ingesteld?';

// Login.
export const acctSignInToYourAccount = 'Log in op je account';
export const acctLogin = 'Inloggen';
export const acctLoggingIn = 'Inloggen...';
export const acctForgotPasswordClickHere = 'Wachtwoord vergeten? Klik hier.';

// Logout.
export const acctLoggingYouOutNow = 'Je wordt nu uitgelogd.';
export const acctYoullBeAutomaticallyRedirectedInA =
  'Over een paar seconden word je automatisch doorgestuurd.';

// The end of a company sign-in (single sign-on).
export const acctTestSignIn = 'Testaanmelding';
export const acctSingleSignOn = 'Eenmalige aanmelding (SSO)';
export const acctSignInAgain = 'Opnieuw inloggen';

// The prompt before an idle session is signed out.
export const acctAreYouStillThere = 'Ben je er nog?';
export const acctLoggedOutIn = icu<[seconds: number]>(
  'Omdat je inactief bent, word je over {seconds, plural, one {# seconde} other {# seconden}} uitgelogd. Klik op de knop hieronder om je sessie te verlengen.',
  'seconds',
);
export const acctImStillHere = 'Ik ben er nog!';
