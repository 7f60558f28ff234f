// The original wording, reproduced exactly (docs/product.md#wording), typos included.
export const invalidLogin = 'Invalid login attempt';
export const emailMissing = 'You must provide a email to log in';
export const unexpectedLoadError = 'Unexpected error loading your data';
export const genericSettingsFailure = "Sorry, something isn't working.";
export const saved = 'Saved!';
export const passwordUpdated = 'Password updated';
export const passwordsDoNotMatch = 'Passwords do not match';
export const passwordTooShort = 'Must be at least 8 characters';
export const invalidEmail = 'Please enter a valid email address';
export const emailTaken = 'That email address is already used by another account';
export const tooManyLoginAttempts =
  'Too many login attempts. Please wait a few minutes and try again.';
export const unauthorized = 'You must be signed in to do that';
export const sessionExpired = 'Your session has expired. Please log in again.';
export const failedToFindCustomer = 'Failed to find customer';
export const failedToUpgrade = 'Failed to upgrade';
export const failedToCreateBillingPortal = 'Failed to create billing portal session';
export const failedToConfirmSubscription = 'Failed to confirm subscription';
export const failedToCancelSubscription = 'Failed to cancel subscription';
export const subscriptionCanceled = 'Subscription canceled. Reloading your session...';
export const subscriptionConfirmed = 'Payment received. Welcome to Catalyst Connect!';
export const cancelSubscriptionQuestion = 'Are you sure you want to cancel your subscription?';
export const paymentFormLoadFailed = 'Failed to load payment information. Please try to refresh';
export const invalidVerificationLink = 'This verification link is invalid or has expired';
export const accountAlreadyCreated = 'This account has already been set up. Please log in.';
export const invitationEmailMismatch = 'Please use the email address the invitation was sent to';
export const invalidResetLink = 'This password reset link is invalid or has expired';
/** The reset page, when its link is checked on opening and no longer works. */
export const resetLinkExpiredOrUsed = 'This link has expired or was already used';
export const tooManyResetRequests =
  'Too many password reset requests. Please wait a while and try again.';
export const somethingNotWorking = 'Something is not working quite right';
export const resetEmailOnTheWay = 'Your reset email is on the way!';
export const passwordSaved = 'Password saved! Please log in again';
export const accountCreated = 'Account created successfully! Redirecting to login...';
export const accountCreationFailed = 'Failed to create account. Please try again.';
