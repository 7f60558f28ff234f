// Upgrading to Catalyst Connect (/subscribe) and its payment and confirmation.
import { icu } from './language';

// The billing section (/settings).
export const upgradeTitle = 'Upgrade To Catalyst Connect';

// The sandbox payment form.
export const upgradeSandboxNotice = 'TEST MODE: sandbox payments, no real card is charged.';
export const upgradeSandboxCards =
  'Use 4242 4242 4242 4242 with any future date and any CVC. 4000 0000 0000 0002 is declined.';
export const upgradeCardNumber = 'Card number';
export const upgradeExpirationDate = 'Expiration date';
export const upgradeExpiryPlaceholder = 'MM / YY';
export const upgradeSecurityCode = 'Security code';

// The payment form’s total.
export const upgradeSubmit = 'Submit';
export const upgradeDueToday = 'Due today:';

// The upgrade page (/subscribe).
export const upgradeShortTitle = 'Upgrade';
export const upgradePitch =
  'Customise your public profile and share it with everyone you meet: your card keeps working, and your Connect profile makes it come alive.';
export const upgradeWhatYouGet = 'What you get';
export const upgradeCancelAnyTimeFromSettings = 'Cancel any time from Settings.';
export const upgradeActive = 'Your subscription is active.';
export const upgradeGoToMyCards = 'Go to My Cards';

// Confirming the subscription (/subscribe/confirmation).
export const upgradeTryAgain = 'Try again';
export const upgradeConfirming = 'Confirming your subscription...';
export const upgradeConfirmingSlowly =
  'This is taking longer than usual. Your subscription will switch on as soon as the payment is confirmed.';
export const upgradeReturnHome = 'Return home';

// Sentences with values on these screens.
export const upgradePricePerMonth = icu<[price: number]>('${price} / month', 'price');
