// Profile and settings (/settings) and the billing portal (/settings/billing).
import { icu } from './language';

// The billing section (/settings).
export const settingsNotSubscribedSentence = 'You are not subscribed to Catalyst Connect.';
export const settingsBilling = 'Billing';
export const settingsBillingHint =
  'Your Catalyst Connect subscription, invoices and payment method.';
export const settingsManageBilling = 'Manage Billing';

// Cancelling the subscription.
export const settingsCancelSubscription = 'Cancel subscription';
export const settingsCancelSubscriptionButton = 'Cancel Subscription';
export const settingsYesCancel = 'Yes, cancel';

// Changing the password.
export const settingsChangePassword = 'Change Password';
export const settingsChangePasswordHint =
  'Choose a new password of at least 8 characters. Your other devices will be signed out.';
export const settingsCurrentPassword = 'Current password';
export const settingsNewPassword = 'New password';
export const settingsConfirmYourPassword = 'Confirm your password';

// Passkeys.
export const settingsYesRemoveIt = 'Yes, remove it';

// Personal information.
export const settingsPersonalInformation = 'Personal Information';
export const settingsPersonalInformationHint = 'The name and e-mail address of your account.';
export const settingsFirstNameRequired = 'First name *';
export const settingsLastNameRequired = 'Last name *';
export const settingsEmailRequired = 'Email address *';
export const settingsEmailPasswordHint =
  'Needed to change your email address. We will send a link to the new address to confirm it.';

// The sandbox billing portal (/settings/billing).
export const settingsActive = 'Active';
export const settingsTrial = 'Trial';
export const settingsPaymentOverdue = 'Payment overdue';
export const settingsWaitingForTheFirstPayment = 'Waiting for the first payment';
export const settingsExpiredBeforePayment = 'Expired before payment';
export const settingsCanceled = 'Canceled';
export const settingsUnpaid = 'Unpaid';
export const settingsPaused = 'Paused';
export const settingsBillingPortal = 'Billing portal';
export const settingsSandboxNotice = 'Test mode: sandbox payments. No real card is charged.';
export const settingsPlan = 'Plan';
export const settingsStatus = 'Status';
export const settingsNotSubscribed = 'Not subscribed';
export const settingsNextPayment = 'Next payment';
export const settingsEndsOn = 'Ends on';
export const settingsBackToSettings = 'Back to Settings';

// The page’s heading.
export const settingsProfileAndSettings = 'Profile and settings';

// Sentences with values on these screens.
export const settingsSubscriptionEnds = icu<[date: string]>(
  'Your subscription is canceled and ends on {date}. Your Connect profile stays live until then.',
  'date',
);
export const settingsPlanPrice = icu<[price: number]>(
  'Catalyst Connect, ${price} / month',
  'price',
);
export const settingsNextPaymentOn = icu<[date: string]>('next payment on {date}', 'date');
