/** User-visible strings of SPEC §8 that both sides use, reproduced exactly (typos included). */
export const MESSAGES = {
  invalidLogin: 'Invalid login attempt',
  emailMissing: 'You must provide a email to log in',
  unexpectedLoadError: 'Unxpected error loading your data',
  genericSettingsFailure: "Sorry, something isn't working.",
  saved: 'Saved!',
  passwordUpdated: 'Password updated',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Must be at least 8 characters',
  invalidEmail: 'Please enter a valid email address',
  emailTaken: 'That email address is already used by another account',
  tooManyLoginAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
  unauthorized: 'You must be signed in to do that',
  sessionExpired: 'Your session has expired. Please log in again.',
  failedToFindCustomer: 'Failed to find customer',
  failedToUpgrade: 'Failed to upgrade',
  failedToCreateBillingPortal: 'Failed to create billing portal session',
  failedToConfirmSubscription: 'Failed to confirm subscription',
  failedToCancelSubscription: 'Failed to cancel subscription',
  subscriptionCanceled: 'Subscription canceled. Reloading your session...',
  cancelSubscriptionQuestion: 'Are you sure you want to cancel your subscription?',
  paymentFormLoadFailed: 'Failed to load payment information. Please try to refresh',
  invalidVerificationLink: 'This verification link is invalid or has expired',
  accountAlreadyCreated: 'This account has already been set up. Please log in.',
  invitationEmailMismatch: 'Please use the email address the invitation was sent to',
  invalidResetLink: 'This password reset link is invalid or has expired',
  tooManyResetRequests: 'Too many password reset requests. Please wait a while and try again.',
  somethingNotWorking: 'Something is not working quite right',
  resetEmailOnTheWay: 'Your reset email is on the way!',
  passwordSaved: 'Password saved! Please log in again',
  accountCreated: 'Account created successfully! Redirecting to login...',
  accountCreationFailed: 'Failed to create account. Please try again.',
  // Not in SPEC §8: account takeover protection (current password, e-mail change by link).
  wrongCurrentPassword: 'Your current password is not correct',
  tooManyPasswordAttempts: 'Too many wrong passwords. Please wait a few minutes and try again.',
  currentPasswordForEmailChange: 'Enter your current password to change your email address',
  tooManyEmailChanges: 'Too many email address changes. Please wait a while and try again.',
  invalidEmailChangeLink: 'This email confirmation link is invalid or has expired',
} as const;

/** Under the e-mail field while a change waits for its confirmation link. */
export function pendingEmailMessage(newEmail: string): string {
  return `Check ${newEmail} to confirm`;
}

export function requiredMessage(field: string): string {
  return `${field} is required`;
}
