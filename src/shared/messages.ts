/**
 * Every sentence a user or an API client reads, in one place (docs/decisions/016). The first
 * group is the original wording, reproduced exactly (typos included; docs/product.md#wording); the
 * rest were added since. Sentences that carry
 * a value are the functions below the object. tests/repository/message-catalogue.test.ts fails
 * when a source file writes such a sentence anywhere else.
 */
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
  subscriptionConfirmed: 'Payment received. Welcome to Catalyst Connect!',
  cancelSubscriptionQuestion: 'Are you sure you want to cancel your subscription?',
  paymentFormLoadFailed: 'Failed to load payment information. Please try to refresh',
  invalidVerificationLink: 'This verification link is invalid or has expired',
  accountAlreadyCreated: 'This account has already been set up. Please log in.',
  invitationEmailMismatch: 'Please use the email address the invitation was sent to',
  invalidResetLink: 'This password reset link is invalid or has expired',
  /** The reset page, when its link is checked on opening and no longer works. */
  resetLinkExpiredOrUsed: 'This link has expired or was already used',
  tooManyResetRequests: 'Too many password reset requests. Please wait a while and try again.',
  somethingNotWorking: 'Something is not working quite right',
  resetEmailOnTheWay: 'Your reset email is on the way!',
  passwordSaved: 'Password saved! Please log in again',
  accountCreated: 'Account created successfully! Redirecting to login...',
  accountCreationFailed: 'Failed to create account. Please try again.',
  // Added: account takeover protection (current password, e-mail change by link).
  wrongCurrentPassword: 'Your current password is not correct',
  tooManyPasswordAttempts: 'Too many wrong passwords. Please wait a few minutes and try again.',
  currentPasswordForEmailChange: 'Enter your current password to change your email address',
  tooManyEmailChanges: 'Too many email address changes. Please wait a while and try again.',
  invalidEmailChangeLink: 'This email confirmation link is invalid or has expired',

  // Not found: a thing that does not exist and one the caller may not see read the same.
  notFound: 'Not found',
  accountNotFound: 'Account not found',
  cardNotFound: 'Card not found',
  profileNotFound: 'Profile not found',
  messageNotFound: 'Message not found',
  contactNotFound: 'Contact not found',

  // Any request: what the error handler, the router and the web client answer.
  internalError: 'Something went wrong on our side. Please try again.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again.',
  paymentProviderUnavailable:
    'The payment provider is not available right now. Please try again in a moment.',
  bodyTooLarge: 'Request body is too large',
  invalidJsonBody: 'Request body is not valid JSON',
  emptyJsonBody: 'Request body is empty',
  bodyMustBeObject: 'Request body must be a JSON object',
  unsupportedContentType: 'Unsupported content type',
  invalidContentLength: 'Invalid Content-Length',
  addressTooLong: 'The address is too long',
  addressInvalid: 'The address is not valid',
  invalidRequest: 'Invalid request',
  invalidValue: 'Invalid value',
  nothingToUpdate: 'Nothing to update',
  serverTooSlow: 'The server took too long to answer. Please try again.',
  serverUnreachable: 'Could not reach the server. Check your connection and try again.',
  requestFailed: 'Request failed',
  sessionRefreshFailed: 'Session refresh failed',
  sessionEnded: 'Your session has ended',
  unknownError: 'Unknown Error',
  unexpectedErrorOccurred: 'Sorry, an unexpected error has occurred.',
  somethingWentWrong: 'Something went wrong',
  failedToFetchCardData: 'Failed to fetch card data',
  failedToFetchCardProfileData: 'Failed to fetch card profile data',
  verificationLinkMayBeInvalid:
    'The verification link may be invalid or expired. Please contact support for help.',

  // Sign-in and accounts.
  tokenRequired: 'A token is required',
  passwordMissing: 'You must provide a password to log in',
  emailTooLong: 'Email address is too long',

  // Card and Connect profile fields.
  invalidPhone: 'Please enter a valid phone number',
  fullUrlRequired: 'Please enter a full URL starting with https://',
  singleLineOfText: 'Must be a single line of text',
  invalidCharacters: 'Contains invalid characters',
  handleTooShort: 'Your handle needs at least 3 characters',
  handleTooLong: 'Your handle can have at most 40 characters',
  handleCharacters: 'Use only letters, digits and hyphens',
  handleHyphenAtEdge: 'A handle cannot start or end with a hyphen',
  handleReserved: 'That handle is reserved',
  handleTaken: 'That handle is already taken',
  /** 409 to a save based on an older version than the stored one (If-Match). */
  editedElsewhere:
    'This was changed elsewhere since you opened it. Reload to get the latest version.',
  handleChangeQuestion:
    'Your current link stops showing your profile by itself: visitors who open it are sent on to the new one, and no one else can take it. Printed QR codes, NFC tags, wallet passes and e-mail signatures keep working. Change your handle?',
  handleHeld:
    'That handle belonged to another account and is held for it: printed cards may still carry it. Please choose another.',
  buttonLinkScheme: 'Button links must start with https://, mailto: or tel:',
  subscriptionRequired: 'An active subscription is required',
  /** Why Copy Link and My Live Profile are disabled without a subscription (issue 18). */
  requiresConnect: 'Requires Catalyst Connect',
  qrOpensCardPage:
    'Scanning the code opens your card page: your name, photo and a Download Contact button.',
  qrOpensProfile:
    'Scanning the code opens your Connect profile. Style it to match your brand: the preview is what prints.',
  imagesMustBeUploaded: 'Images must be uploaded to Catalyst Connect first',
  imageNotYours: 'This image is not one of your uploads. Please upload it again.',
  failedToUpdateProfile: 'Failed to update profile',

  // Images.
  uploadHint: 'PNG, JPG, GIF up to 10MB',
  unableToFindFile: 'Unable to find file',
  imageTooLarge: 'Images can be at most 10 MB',
  sendImageAsMultipart: 'Send the image as multipart/form-data',
  invalidMultipart: 'The upload is not a valid multipart/form-data body',
  unsupportedImageType: 'Only PNG, JPEG, GIF or WebP images can be uploaded',
  imageTooManyPixels: 'This image has too many pixels; please upload a smaller one',
  unreadableImage: 'This image could not be read',

  // Sharing: styled QR codes, wallet passes, the e-mail signature.
  qrColourFormat: 'Colours are hex values such as #1F2937',
  qrDotsInvalid: 'dots must be square, rounded or dots',
  qrLogoInvalid: 'logo must be none, company or profile',
  qrSizeInvalid: 'size must be a whole number of pixels from 256 to 2048',
  qrDownloadFailed: 'The QR code could not be downloaded. Please try again.',
  nfcWriteFailed:
    'The tag could not be written. Hold it still against the back of your phone and try again.',
  qrLightOnDark:
    'QR codes need dark dots on a light background: many scanners cannot read light dots on a dark background. Make the foreground the darker colour.',
  appleWalletNotConfigured: 'Apple Wallet is not configured',
  googleWalletNotConfigured: 'Google Wallet is not configured',
  walletLinkInvalid:
    'This wallet link has expired or is not valid. Open your card and tap Add to Apple Wallet again.',
  walletPassFailed: 'The wallet pass could not be created. Please try again.',
  /** The e-mail signature's link to the card (and its plain text's last line). */
  saveMyContact: 'Save my contact',

  // The operator console (/admin) and what it does to accounts, cards and profiles.
  adminsOnly: 'Admins only',
  accountSuspended: 'This account is suspended. Contact support.',
  cannotSuspendYourself: 'You cannot suspend your own account',
  accountAlreadySuspended: 'This account is already suspended',
  accountNotSuspended: 'This account is not suspended',
  accountAlreadyVerified: 'This account is already set up; send a password reset instead',
  accountNotVerified: 'This account is not set up yet; resend the invitation instead',
  cardAlreadyOwned: 'The card already belongs to that account',
  profileAlreadyTakenDown: 'This profile is already taken down',
  profileNotTakenDown: 'This profile is not taken down',
  mailNotRetryable: 'Only failed or pending mail can be retried',
  mailNotFound: 'Mail not found',
  reasonRequired: 'Please give a reason',
  lastAdmin: 'The last admin cannot be revoked; grant another admin first',
  lastAdminCannotLeave: 'The last admin cannot delete their account; grant another admin first',
  profileTakenDownNotice: 'An administrator took this profile down, so visitors cannot see it.',
  // The operator console's screens: what each action's confirmation says, and its toast.
  adminSuspendQuestion:
    'The owner is signed out everywhere at once and cannot log in until the account is unsuspended.',
  adminUnsuspendQuestion: 'The owner can log in again.',
  adminResendInvitationQuestion: "A new invitation link is mailed to the account's address.",
  adminSendPasswordResetQuestion: "A password reset link is mailed to the account's address.",
  adminMoveCardQuestion:
    "The card moves to the account with this e-mail address. An address without an account is invited to create one. The previous owner's contact details, Connect profile, visitor messages and Insights are wiped unless you keep them.",
  adminKeepOwnerDataLabel: "Keep the previous owner's data on the card",
  adminKeepOwnerDataHint:
    'Only when the new owner is the same person (another address of theirs): their contact details, Connect profile, visitor messages and Insights move with the card. Kept in the audit log.',
  adminTakeDownQuestion:
    'Visitors are told this profile does not exist until it is restored. The owner sees the reason in the profile editor.',
  adminRestoreQuestion: 'Visitors can see this profile again.',
  adminRetryMailQuestion: 'The mail is sent again at once.',
  adminReasonHint: 'Kept in the audit log.',
  adminAccountSuspended: 'Account suspended',
  adminAccountUnsuspended: 'Account unsuspended',
  adminInvitationSent: 'Invitation sent',
  adminPasswordResetSent: 'Password reset link sent',
  adminProfileTakenDown: 'Profile taken down',
  adminProfileRestored: 'Profile restored',
  adminMailRetried: 'The mail will be sent again',
  adminNoAccounts: 'No account matches this search.',
  adminNoFailedMail: 'No mail has failed.',
  adminNoPendingMail: 'No mail is waiting to be sent.',
  adminNoUnassignedCards: 'Every card has an owner.',
  adminNoAuditEntries: 'Nothing in the audit log matches these filters.',

  // Visitor messages (the public profile's contact form).
  /** The subject of a reply to a visitor's message (Messages → Reply by email). */
  replySubject: 'Re: Your message on Catalyst Connect',
  noUnreadMessages: 'No unread messages.',
  /** The error screen for an address the app does not have (docs/product.md#error-screen). */
  pageNotFound: "Sorry, we couldn't find that page.",
  messageSent: 'Message sent!',
  failedToSendMessage: 'Failed to send message',
  contactFormDisabledInEditMode: 'Contact form is disabled in edit mode',
  sharingDisabledInEditMode: 'Sharing is disabled in edit mode',
  profileNotAcceptingMessages: 'This profile is not accepting messages',
  tooManyMessages: 'Too many messages. Please try again later.',
  /** A post of the contact form that a page of another site made (decision 028). */
  crossSiteMessageRefused: "Messages can only be sent from the card's own page.",
  messageInvalidCharacters: 'Message contains invalid characters',

  // The owner's own data (Settings → Your Data): the download and the account's deletion.
  accountDataTitle: 'Your Data',
  accountDataDescription:
    'Download a copy of everything we hold about you, or delete your account.',
  downloadMyData: 'Download my data',
  downloadingMyData: 'Preparing...',
  accountDataContents:
    'One JSON file: your account, cards, Connect profiles, received messages, subscription and links to your images.',
  accountDataDownloadFailed: 'Your data could not be downloaded. Please try again.',
  deleteAccountTitle: 'Delete account',
  deleteAccountSummary: 'Deletes your account and everything in it for good.',
  deleteAccountButton: 'Delete Account',
  deleteAccountQuestion:
    'Your subscription ends at once. Your cards are wiped and released: their details, Connect profiles, handles, messages and Insights are deleted and their links stop working. Your images are deleted too. This cannot be undone.',
  deleteAccountPasswordLabel: 'Your password',
  deleteAccountConfirm: 'Delete my account',
  deleteAccountKeep: 'No, keep my account',
  deleteAccountFailed: 'Your account could not be deleted. Please try again.',
  accountDeleted: 'Your account has been deleted.',

  // Billing.
  returnUrlNotAllowed: 'returnUrl must be an address of this application',
  alreadySubscribed: 'Your subscription is already active',
  fixPaymentFirst:
    'Your subscription has a payment problem. Please update your payment method in Manage Billing.',
  nothingToCancel: 'There is no active subscription to cancel',
  noSuchPayment: 'No such payment',
  paymentNoLongerConfirmable: 'This payment can no longer be confirmed',
  missingStripeSignature: 'Missing Stripe-Signature header',
  invalidSignature: 'Invalid signature',
  sandboxSendsNoWebhooks: 'The sandbox payment provider sends no webhooks',

  // The sandbox's card checks, in Stripe's own wording so test mode reads like Stripe's.
  cardNumberInvalid: 'Your card number is invalid.',
  cardExpiryIncomplete: "Your card's expiration date is incomplete.",
  cardExpiryInPast: "Your card's expiration year is in the past.",
  cardCvcIncomplete: "Your card's security code is incomplete.",
  cardDeclined: 'Your card was declined.',
  cardInsufficientFunds: 'Your card has insufficient funds.',
  cardExpired: 'Your card has expired.',
  cardCvcIncorrect: "Your card's security code is incorrect.",
  cardProcessingError: 'An error occurred while processing your card. Try again in a little bit.',

  // The shop's order webhook.
  shopWebhooksNotConfigured: 'Shop webhooks are not configured on this server',
  invalidWebhookSignature: 'Invalid webhook signature',
  missingShopifyWebhookId: 'Missing X-Shopify-Webhook-Id header',

  // Insights.
  insightsDaysInvalid: 'days must be 7, 30 or 90',
  insightsTimeZoneInvalid: 'tz must be a time zone name such as Europe/Berlin',
  insightsLinkUnknown: 'This link is not on the profile',
} as const;

/** The operator console's toast after moving a card (and inviting a new address). */
export function cardMovedMessage(email: string, invited: boolean): string {
  return invited ? `Card moved to ${email}; an invitation is on its way` : `Card moved to ${email}`;
}

/** Under the e-mail field while a change waits for its confirmation link. */
export function pendingEmailMessage(newEmail: string): string {
  return `Check ${newEmail} to confirm`;
}

/** The header bell's accessible name: 'View notifications', with the unread count. */
export function unreadMessagesLabel(count: number): string {
  if (count === 0) return 'View notifications';
  return `View notifications: ${count} unread ${count === 1 ? 'message' : 'messages'}`;
}

export function requiredMessage(field: string): string {
  return `${field} is required`;
}

/** A field over its length limit; without a label the field's own error line names it. */
export function maxLengthMessage(max: number, field?: string): string {
  return field ? `${field} must be at most ${max} characters` : `Must be at most ${max} characters`;
}

export function singleLineMessage(field: string): string {
  return `${field} must be a single line of text`;
}

export function tooManyButtonsMessage(max: number): string {
  return `At most ${max} buttons`;
}

/** The global rate limit's refusal; `after` is the wait in words ("1 minute"). */
export function tooManyRequestsMessage(after: string): string {
  return `Too many requests. Please try again in ${after}.`;
}

/** /readyz when a dependency is down: "Database unavailable", "Database and Redis unavailable". */
export function dependenciesUnavailableMessage(down: string[]): string {
  return `${down.join(' and ')} unavailable`;
}

export function unexpectedOrderShapeMessage(problem: string): string {
  return `Unexpected order shape: ${problem}`;
}

export function uploadQuotaMessage(quota: { bytes: number; files: number }): string {
  const megabytes = Math.round((quota.bytes / (1024 * 1024)) * 10) / 10;
  return (
    `Upload limit reached: your images may take ${megabytes} MB and ${quota.files} files in all. ` +
    'Remove images you no longer use from your cards and profiles, then try again ' +
    '(images nothing uses are deleted within a day).'
  );
}

export function qrContrastMessage(ratio: number): string {
  return `These colours are too close to scan reliably: their contrast is ${ratio.toFixed(2)}:1 and QR codes need at least 4.5:1. Make the foreground darker or the background lighter.`;
}

/**
 * Under 'Download Contact' when the page is open inside an app's own browser, which drops
 * contact files: how to get to the phone's browser. Apps put the menu behind ••• on iPhones and
 * ⋮ on Android; each names the choice a little differently.
 */
export function inAppBrowserHint(app: string, platform: 'ios' | 'android' | null): string {
  const opened = `Opened inside ${app}? Contacts can't be saved from here.`;
  if (platform === 'ios') {
    return `${opened} Tap ••• and choose 'Open in browser' (or 'Open in Safari'), then Download Contact.`;
  }
  if (platform === 'android') {
    return `${opened} Tap ⋮ and choose 'Open in browser' (or 'Open in Chrome'), then Download Contact.`;
  }
  return `${opened} Open this page in your browser from the app's menu, then Download Contact.`;
}
