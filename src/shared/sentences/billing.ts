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
