import { icu } from './language';

// The screens before and around signing in (docs/product.md#screens): creating the account,
// confirming an e-mail change, choosing a new password, signing in and out, and the inactivity prompt.

// Create Your Account: the form of the invitation link.
export const acctFirstName = 'First Name';
export const acctLastName = 'Last Name';
export const acctEmail = 'Email';
export const acctEmailCannotBeChangedUntilYou = 'Email cannot be changed until you have logged in.';
export const acctPassword = 'Password';
export const acctConfirmPassword = 'Confirm Password';
export const acctCreateAccount = 'Create Account';
export const acctCreatingAccount = 'Creating Account...';

// Confirm Your New Email Address: the link mailed to a new address.
export const acctLogIn = 'Log in';
export const acctYourEmailAddressIsChanged = 'Your Email Address Is Changed';
export const acctConfirmYourNewEmailAddress = 'Confirm Your New Email Address';
export const acctYourAccountWillUseThisAddress =
  'Your account will use this address from now on, and every device will be signed out.';
export const acctConfirmEmailAddress = 'Confirm email address';
export const acctConfirming = 'Confirming...';
/** After the change; {login} is the Log in link. */
export const acctAccountNowUses = icu<[email: string, login: string]>(
  'Your account now uses {email}. {login} with it.',
  'email',
  'login',
);

// Create Your Account: checking the invitation link.
export const acctSendMeANewLink = 'Send me a new link';
export const acctVerifyingYourAccount = 'Verifying your account...';
export const acctUnableToVerifyYourAccount = 'Unable To Verify Your Account';
export const acctYourAccountIsAlreadyVerified = 'Your Account Is Already Verified';
export const acctLogInToYourAccount = 'Log in to your account';
export const acctCreateYourAccount = 'Create Your Account';
export const acctCompleteYourAccountSetupToGet = 'Complete your account setup to get started';

// Send Password Reset Instructions.
export const acctSendPasswordResetInstructions = 'Send Password Reset Instructions';
export const acctEnterTheEmailAddressOfYour =
  'Enter the email address of your account and we will send you a link to choose a new password.';
export const acctEmailAddress = 'Email address';
export const acctSend = 'Send';
export const acctSending = 'Sending...';
export const acctBackToLogin = 'Back to login';

// Update Your Password: the link of a reset mail.
export const acctUpdateYourPassword = 'Update Your Password';
export const acctErrorLoadingData = 'Error loading data';
export const acctRequestANewLink = 'Request a new link';
export const acctChooseANewPasswordOfAt = 'Choose a new password of at least 8 characters.';
export const acctPasswordConfirmation = 'Password Confirmation';
export const acctResetPassword = 'Reset Password';

// The notice after signing up: look for the verification mail.
export const acctPleaseHelpUsVerifyYourAccount = 'Please Help Us Verify Your Account';
export const acctHiName = icu<[name: string]>('Hi {name},', 'name');
export const acctHi = 'Hi,';
export const acctYourEmailAddress = 'your email address';
export const acctWeSentAVerificationEmail = icu<[email: string]>(
  'We sent a verification email to {email} with a link to set up your account. Open it to choose your password and start managing your cards.',
  'email',
);
export const acctCantFindItCheckYourSpam = "Can't find it? Check your spam folder. Already set up?";

// Login.
export const acctSignInToYourAccount = 'Sign in to your account';
export const acctLogin = 'Login';
export const acctLoggingIn = 'Logging in...';
export const acctForgotPasswordClickHere = 'Forgot password? Click here.';

// Logout.
export const acctLoggingYouOutNow = 'Logging you out now.';
export const acctYoullBeAutomaticallyRedirectedInA =
  "You'll be automatically redirected in a few seconds.";

// The end of a company sign-in (single sign-on).
export const acctTestSignIn = 'Test sign-in';
export const acctSingleSignOn = 'Single sign-on';
export const acctSignInAgain = 'Sign in again';

// The prompt before an idle session is signed out.
export const acctAreYouStillThere = 'Are you still there?';
export const acctLoggedOutIn = icu<[seconds: number]>(
  'Due to inactivity, you will be logged out in {seconds, plural, one {# second} other {# seconds}}. Click the button below to extend your session.',
  'seconds',
);
export const acctImStillHere = "I'm still here!";
