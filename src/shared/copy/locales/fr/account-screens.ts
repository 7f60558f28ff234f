import { icu } from './language';

// The screens before and around signing in (docs/product.md#screens): creating the account,
// confirming an e-mail change, choosing a new password, signing in and out, and the inactivity prompt.

// Create Your Account: the form of the invitation link.
export const acctFirstName = 'Prénom';
export const acctLastName = 'Nom';
export const acctEmail = 'E-mail';
export const acctEmailCannotBeChangedUntilYou =
  'L’adresse e-mail ne peut être modifiée qu’après votre première connexion.';
export const acctPassword = 'Mot de passe';
export const acctConfirmPassword = 'Confirmer le mot de passe';
export const acctCreateAccount = 'Créer le compte';
export const acctCreatingAccount = 'Création du compte…';

// Confirm Your New Email Address: the link mailed to a new address.
export const acctLogIn = 'Connectez-vous';
export const acctYourEmailAddressIsChanged = 'Votre adresse e-mail a été modifiée';
export const acctConfirmYourNewEmailAddress = 'Confirmez votre nouvelle adresse e-mail';
export const acctYourAccountWillUseThisAddress =
  'Votre compte utilisera désormais cette adresse, et tous vos appareils seront déconnectés.';
export const acctConfirmEmailAddress = 'Confirmer l’adresse e-mail';
export const acctConfirming = 'Confirmation…';
/** After the change; {login} is the Log in link. */
export const acctAccountNowUses = icu<[email: string, login: string]>(
  'Votre compte utilise désormais {email}. {login} avec cette adresse.',
  'email',
  'login',
);

// Create Your Account: checking the invitation link.
export const acctSendMeANewLink = 'M’envoyer un nouveau lien';
export const acctVerifyingYourAccount = 'Vérification de votre compte…';
export const acctUnableToVerifyYourAccount = 'Impossible de vérifier votre compte';
export const acctYourAccountIsAlreadyVerified = 'Votre compte est déjà vérifié';
export const acctLogInToYourAccount = 'Se connecter à votre compte';
export const acctCreateYourAccount = 'Créez votre compte';
export const acctCompleteYourAccountSetupToGet =
  'Terminez la configuration de votre compte pour commencer';

// Send Password Reset Instructions.
export const acctSendPasswordResetInstructions = 'Réinitialiser le mot de passe';
export const acctEnterTheEmailAddressOfYour =
  'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.';
export const acctEmailAddress = 'Adresse e-mail';
export const acctSend = 'Envoyer';
export const acctSending = 'Envoi…';
export const acctBackToLogin = 'Retour à la connexion';

// Update Your Password: the link of a reset mail.
export const acctUpdateYourPassword = 'Modifier votre mot de passe';
export const acctErrorLoadingData = 'Erreur lors du chargement des données';
export const acctRequestANewLink = 'Demander un nouveau lien';
export const acctChooseANewPasswordOfAt =
  'Choisissez un nouveau mot de passe d’au moins 8 caractères.';
export const acctPasswordConfirmation = 'Confirmation du mot de passe';
export const acctResetPassword = 'Réinitialiser le mot de passe';

// The notice after signing up: look for the verification mail.
export const acctPleaseHelpUsVerifyYourAccount = 'Aidez-nous à vérifier votre compte';
export const acctHiName = icu<[name: string]>('Bonjour {name},', 'name');
export const acctHi = 'Bonjour,';
export const acctYourEmailAddress = 'votre adresse e-mail';
export const acctWeSentAVerificationEmail = icu<[email: string]>(
  'Nous avons envoyé un e-mail de vérification à {email} avec un lien pour configurer votre compte. Ouvrez-le pour choisir votre mot de passe et commencer à gérer vos cartes.',
  'email',
);
export const acctCantFindItCheckYourSpam =
  'Vous ne le trouvez pas ? Vérifiez vos courriers indésirables. Déjà configuré ?';

// Login.
export const acctSignInToYourAccount = 'Connectez-vous à votre compte';
export const acctLogin = 'Se connecter';
export const acctLoggingIn = 'Connexion…';
export const acctForgotPasswordClickHere = 'Mot de passe oublié ? Cliquez ici.';

// Logout.
export const acctLoggingYouOutNow = 'Déconnexion en cours.';
export const acctYoullBeAutomaticallyRedirectedInA =
  'Vous allez être redirigé automatiquement dans quelques secondes.';

// The end of a company sign-in (single sign-on).
export const acctTestSignIn = 'Connexion de test';
export const acctSingleSignOn = 'Authentification unique (SSO)';
export const acctSignInAgain = 'Se reconnecter';

// The prompt before an idle session is signed out.
export const acctAreYouStillThere = 'Êtes-vous toujours là ?';
export const acctLoggedOutIn = icu<[seconds: number]>(
  'Pour cause d’inactivité, vous serez déconnecté dans {seconds, plural, one {# seconde} other {# secondes}}. Cliquez sur le bouton ci-dessous pour prolonger votre session.',
  'seconds',
);
export const acctImStillHere = 'Je suis toujours là !';
