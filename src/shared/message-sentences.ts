/**
 * Every fixed sentence a user or an API client reads (docs/decisions/016), one export each: the
 * code reads them as `MESSAGES.name` (src/shared/messages.ts re-exports this module as one
 * namespace), and a bundle carries only the sentences its screens use (issue 30). The first
 * group is the original wording, reproduced exactly (docs/product.md#wording); the rest were
 * added since. Sentences that carry a value are the functions of src/shared/messages.ts.
 */
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
// Added: account takeover protection (current password, e-mail change by link).
export const wrongCurrentPassword = 'Your current password is not correct';
export const tooManyPasswordAttempts =
  'Too many wrong passwords. Please wait a few minutes and try again.';
export const currentPasswordForEmailChange =
  'Enter your current password to change your email address';
export const tooManyEmailChanges =
  'Too many email address changes. Please wait a while and try again.';
export const invalidEmailChangeLink = 'This email confirmation link is invalid or has expired';

// Not found: a thing that does not exist and one the caller may not see read the same.
export const notFound = 'Not found';
export const accountNotFound = 'Account not found';
export const cardNotFound = 'Card not found';
export const profileNotFound = 'Profile not found';
export const messageNotFound = 'Message not found';
export const contactNotFound = 'Contact not found';

// Any request: what the error handler, the router and the web client answer.
export const internalError = 'Something went wrong on our side. Please try again.';
export const serviceUnavailable = 'The service is temporarily unavailable. Please try again.';
export const paymentProviderUnavailable =
  'The payment provider is not available right now. Please try again in a moment.';
export const bodyTooLarge = 'Request body is too large';
export const invalidJsonBody = 'Request body is not valid JSON';
export const emptyJsonBody = 'Request body is empty';
export const bodyMustBeObject = 'Request body must be a JSON object';
export const unsupportedContentType = 'Unsupported content type';
export const invalidContentLength = 'Invalid Content-Length';
export const addressTooLong = 'The address is too long';
export const addressInvalid = 'The address is not valid';
export const invalidRequest = 'Invalid request';
export const invalidValue = 'Invalid value';
export const nothingToUpdate = 'Nothing to update';
export const serverTooSlow = 'The server took too long to answer. Please try again.';
export const serverUnreachable = 'Could not reach the server. Check your connection and try again.';
export const requestFailed = 'Request failed';
export const sessionRefreshFailed = 'Session refresh failed';
export const sessionEnded = 'Your session has ended';
export const unknownError = 'Unknown Error';
export const unexpectedErrorOccurred = 'Sorry, an unexpected error has occurred.';
export const somethingWentWrong = 'Something went wrong';
export const failedToFetchCardData = 'Failed to fetch card data';
export const failedToFetchCardProfileData = 'Failed to fetch card profile data';
export const verificationLinkMayBeInvalid =
  'The verification link may be invalid or expired. Please contact support for help.';

// Sign-in and accounts.
export const tokenRequired = 'A token is required';
export const passwordMissing = 'You must provide a password to log in';
export const emailTooLong = 'Email address is too long';

// Card and Connect profile fields.
export const invalidPhone = 'Please enter a valid phone number';
export const fullUrlRequired = 'Please enter a full URL starting with https://';
export const singleLineOfText = 'Must be a single line of text';
export const invalidCharacters = 'Contains invalid characters';
export const handleTooShort = 'Your handle needs at least 3 characters';
export const handleTooLong = 'Your handle can have at most 40 characters';
export const handleCharacters = 'Use only letters, digits and hyphens';
export const handleHyphenAtEdge = 'A handle cannot start or end with a hyphen';
export const handleReserved = 'That handle is reserved';
export const handleTaken = 'That handle is already taken';
/** 409 to a save based on an older version than the stored one (If-Match). */
export const editedElsewhere =
  'This was changed elsewhere since you opened it. Reload to get the latest version.';
export const handleChangeQuestion =
  'Your current link stops showing your profile by itself: visitors who open it are sent on to the new one, and no one else can take it. Printed QR codes, NFC tags, wallet passes and e-mail signatures keep working. Change your handle?';
export const handleHeld =
  'That handle belonged to another account and is held for it: printed cards may still carry it. Please choose another.';
export const buttonLinkScheme = 'Button links must start with https://, mailto: or tel:';
export const subscriptionRequired = 'An active subscription is required';
/** Why Copy Link and My Live Profile are disabled without a subscription (issue 18). */
export const requiresConnect = 'Requires Catalyst Connect';
export const qrOpensCardPage =
  'Scanning the code opens your card page: your name, photo and a Download Contact button.';
export const qrOpensProfile =
  'Scanning the code opens your Connect profile. Style it to match your brand: the preview is what prints.';
export const imagesMustBeUploaded = 'Images must be uploaded to Catalyst Connect first';
export const imageNotYours = 'This image is not one of your uploads. Please upload it again.';
export const failedToUpdateProfile = 'Failed to update profile';

// Images.
export const uploadHint = 'PNG, JPG, GIF up to 10MB';
export const unableToFindFile = 'Unable to find file';
export const imageTooLarge = 'Images can be at most 10 MB';
export const sendImageAsMultipart = 'Send the image as multipart/form-data';
export const invalidMultipart = 'The upload is not a valid multipart/form-data body';
export const unsupportedImageType = 'Only PNG, JPEG, GIF or WebP images can be uploaded';
export const imageTooManyPixels = 'This image has too many pixels; please upload a smaller one';
export const unreadableImage = 'This image could not be read';

// Sharing: styled QR codes, wallet passes, the e-mail signature.
export const qrColourFormat = 'Colours are hex values such as #1F2937';
export const qrDotsInvalid = 'dots must be square, rounded or dots';
export const qrLogoInvalid = 'logo must be none, company or profile';
export const qrSizeInvalid = 'size must be a whole number of pixels from 256 to 2048';
export const qrDownloadFailed = 'The QR code could not be downloaded. Please try again.';
export const nfcWriteFailed =
  'The tag could not be written. Hold it still against the back of your phone and try again.';
export const qrLightOnDark =
  'QR codes need dark dots on a light background: many scanners cannot read light dots on a dark background. Make the foreground the darker colour.';
export const appleWalletNotConfigured = 'Apple Wallet is not configured';
export const googleWalletNotConfigured = 'Google Wallet is not configured';
export const walletLinkInvalid =
  'This wallet link has expired or is not valid. Open your card and tap Add to Apple Wallet again.';
export const walletPassFailed = 'The wallet pass could not be created. Please try again.';
/** The e-mail signature's link to the card (and its plain text's last line). */
export const saveMyContact = 'Save my contact';

// The operator console (/admin) and what it does to accounts, cards and profiles.
export const adminsOnly = 'Admins only';
export const accountSuspended = 'This account is suspended. Contact support.';
export const cannotSuspendYourself = 'You cannot suspend your own account';
export const accountAlreadySuspended = 'This account is already suspended';
export const accountNotSuspended = 'This account is not suspended';
export const accountAlreadyVerified =
  'This account is already set up; send a password reset instead';
export const accountNotVerified = 'This account is not set up yet; resend the invitation instead';
export const cardAlreadyOwned = 'The card already belongs to that account';
export const profileAlreadyTakenDown = 'This profile is already taken down';
export const profileNotTakenDown = 'This profile is not taken down';
export const mailNotRetryable = 'Only failed or pending mail can be retried';
export const mailNotFound = 'Mail not found';
export const reasonRequired = 'Please give a reason';
export const lastAdmin = 'The last admin cannot be revoked; grant another admin first';
export const lastAdminCannotLeave =
  'The last admin cannot delete their account; grant another admin first';
export const profileTakenDownNotice =
  'An administrator took this profile down, so visitors cannot see it.';
// The operator console's screens: what each action's confirmation says, and its toast.
export const adminSuspendQuestion =
  'The owner is signed out everywhere at once and cannot log in until the account is unsuspended.';
export const adminUnsuspendQuestion = 'The owner can log in again.';
export const adminResendInvitationQuestion =
  "A new invitation link is mailed to the account's address.";
export const adminSendPasswordResetQuestion =
  "A password reset link is mailed to the account's address.";
export const adminMoveCardQuestion =
  "The card moves to the account with this e-mail address. An address without an account is invited to create one. The previous owner's contact details, Connect profile, visitor messages and Insights are wiped unless you keep them.";
export const adminKeepOwnerDataLabel = "Keep the previous owner's data on the card";
export const adminKeepOwnerDataHint =
  'Only when the new owner is the same person (another address of theirs): their contact details, Connect profile, visitor messages and Insights move with the card. Kept in the audit log.';
export const adminTakeDownQuestion =
  'Visitors are told this profile does not exist until it is restored. The owner sees the reason in the profile editor.';
export const adminRestoreQuestion = 'Visitors can see this profile again.';
export const adminRetryMailQuestion = 'The mail is sent again at once.';
export const adminReasonHint = 'Kept in the audit log.';
export const adminAccountSuspended = 'Account suspended';
export const adminAccountUnsuspended = 'Account unsuspended';
export const adminInvitationSent = 'Invitation sent';
export const adminPasswordResetSent = 'Password reset link sent';
export const adminProfileTakenDown = 'Profile taken down';
export const adminProfileRestored = 'Profile restored';
export const adminMailRetried = 'The mail will be sent again';
export const adminNoAccounts = 'No account matches this search.';
export const adminNoFailedMail = 'No mail has failed.';
export const adminNoPendingMail = 'No mail is waiting to be sent.';
export const adminNoUnassignedCards = 'Every card has an owner.';
export const adminNoAuditEntries = 'Nothing in the audit log matches these filters.';

// Visitor messages (the public profile's contact form).
/** The subject of a reply to a visitor's message (Messages → Reply by email). */
export const replySubject = 'Re: Your message on Catalyst Connect';
export const noUnreadMessages = 'No unread messages.';
/** The error screen for an address the app does not have (docs/product.md#error-screen). */
export const pageNotFound = "Sorry, we couldn't find that page.";
/** The error screen of the operator console, for an owner who is not staff (issue 30). */
export const staffOnlyArea =
  'This area is for Catalyst staff. Your cards and settings are in your account.';
export const messageSent = 'Message sent!';
export const failedToSendMessage = 'Failed to send message';
export const contactFormDisabledInEditMode = 'Contact form is disabled in edit mode';
export const sharingDisabledInEditMode = 'Sharing is disabled in edit mode';
export const profileNotAcceptingMessages = 'This profile is not accepting messages';
export const tooManyMessages = 'Too many messages. Please try again later.';
/** A post of the contact form that a page of another site made (decision 028). */
export const crossSiteMessageRefused = "Messages can only be sent from the card's own page.";
export const messageInvalidCharacters = 'Message contains invalid characters';

// The owner's own data (Settings → Your Data): the download and the account's deletion.
export const accountDataTitle = 'Your Data';
export const accountDataDescription =
  'Download a copy of everything we hold about you, or delete your account.';
export const downloadMyData = 'Download my data';
export const downloadingMyData = 'Preparing...';
export const accountDataContents =
  'One JSON file: your account, cards, Connect profiles, received messages, subscription and links to your images.';
export const accountDataDownloadFailed = 'Your data could not be downloaded. Please try again.';
export const deleteAccountTitle = 'Delete account';
export const deleteAccountSummary = 'Deletes your account and everything in it for good.';
export const deleteAccountButton = 'Delete Account';
export const deleteAccountQuestion =
  'Your subscription ends at once. Your cards are wiped and released: their details, Connect profiles, handles, messages and Insights are deleted and their links stop working. Your images are deleted too. This cannot be undone.';
export const deleteAccountPasswordLabel = 'Your password';
export const deleteAccountConfirm = 'Delete my account';
export const deleteAccountKeep = 'No, keep my account';
export const deleteAccountFailed = 'Your account could not be deleted. Please try again.';
export const accountDeleted = 'Your account has been deleted.';

// Billing.
export const returnUrlNotAllowed = 'returnUrl must be an address of this application';
export const alreadySubscribed = 'Your subscription is already active';
export const fixPaymentFirst =
  'Your subscription has a payment problem. Please update your payment method in Manage Billing.';
export const nothingToCancel = 'There is no active subscription to cancel';
export const noSuchPayment = 'No such payment';
export const paymentNoLongerConfirmable = 'This payment can no longer be confirmed';
export const missingStripeSignature = 'Missing Stripe-Signature header';
export const invalidSignature = 'Invalid signature';
export const sandboxSendsNoWebhooks = 'The sandbox payment provider sends no webhooks';

// The sandbox's card checks, in Stripe's own wording so test mode reads like Stripe's.
export const cardNumberInvalid = 'Your card number is invalid.';
export const cardExpiryIncomplete = "Your card's expiration date is incomplete.";
export const cardExpiryInPast = "Your card's expiration year is in the past.";
export const cardCvcIncomplete = "Your card's security code is incomplete.";
export const cardDeclined = 'Your card was declined.';
export const cardInsufficientFunds = 'Your card has insufficient funds.';
export const cardExpired = 'Your card has expired.';
export const cardCvcIncorrect = "Your card's security code is incorrect.";
export const cardProcessingError =
  'An error occurred while processing your card. Try again in a little bit.';

// The shop's order webhook.
export const shopWebhooksNotConfigured = 'Shop webhooks are not configured on this server';
export const invalidWebhookSignature = 'Invalid webhook signature';
export const missingShopifyWebhookId = 'Missing X-Shopify-Webhook-Id header';

// Insights.
export const insightsDaysInvalid = 'days must be 7, 30 or 90';
export const insightsTimeZoneInvalid = 'tz must be a time zone name such as Europe/Berlin';
export const insightsLinkUnknown = 'This link is not on the profile';

// What an owner has not written yet (docs/product.md#connect-profile-editor): the editors show
// them as placeholders, never as values; the public page prints the name's and leaves an
// unwritten slogan out.
export const nameFallback = 'My Name';
export const sloganFallback = 'My Slogan';

/** Above the link fields of both editors (issue 30: links as people type them). */
export const linkFieldsHint =
  'Paste a link, or type @handle for Instagram, X, YouTube, TikTok and GitHub.';

/** A card page whose card is not the caller's, or no longer exists (issue 30). */
export const cardNotFoundDescription =
  'This card is not in your account, or it no longer exists. It may have been moved to another account.';

// A card's nickname (issue 30).
export const nicknameSaved = 'Nickname saved';
export const nicknameRemoved = 'Nickname removed';

// An expired invitation link (issue 30).
export const newInvitationOnItsWay =
  'If this link was an invitation, a new one is on its way to the address it was sent to. It works for 7 days.';
export const tooManyInvitationRequests =
  'Too many requests for a new link. Please wait a while and try again.';

/** What cancelling changes, in the cancellation box and its dialog (issue 30). */
export const cancelSubscriptionConsequences =
  'Your Connect profile stays live until the end of the period you have paid for. Then the same addresses, your handle included, show your free card page: your name, title, company, photo, how to reach you and Download Contact. Your buttons, links, theme and contact form come back if you subscribe again.';

/** Insights: a total with nothing in the period before to compare it with (issue 30). */
export const noPreviousPeriodData = 'No data for the previous period';

/** 'Copy details from...' (issue 30). */
export const copyFromItself = 'A card cannot copy its own details: choose another card.';
export const detailsCopied = 'Details copied';
export const copyDetailsQuestion =
  "This card takes the other card's contact details, photo, logo, QR style and Connect profile. Its own handle and nickname stay; changes not yet saved on this page are discarded.";
