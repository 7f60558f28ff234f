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
// Team seats (decision 042).
export const teamAlreadySubscribed = "Your team's subscription is already active";
export const teamSeatsNotOffered = 'Team subscriptions are not available yet';
export const teamSeatsIntro =
  'One subscription gives every active member of the team their Connect profile and Insights. Each person who joins adds a seat at once (the rest of the month is prorated); a deactivated member’s seat ends with the month. A member who already pays for Connect is not billed a seat until their own subscription ends.';
export const connectFromTeam =
  "Your team's subscription includes your Catalyst Connect profile and Insights.";
export const onlyOwnerSubscribesTeam = "Only the team's owner can start the team's subscription.";
// Team invoices and billing details (docs/product.md#teams).
export const invalidVatId =
  'Enter a VAT number with its country prefix, such as DE123456789 or FRAB123456789';
export const teamNotBilledYet =
  "The team has no billing account yet: start the team's subscription first";
export const teamNothingToCancel = "The team's subscription is not active";
export const noSuchInvoice = 'No such invoice';
export const teamPaymentConfirmed =
  "Payment received: your team's subscription is active. A receipt is on its way to the billing e-mail.";
export const teamBillingDetailsSaved = 'Billing details saved';
export const teamCancelAtPeriodEndIntro =
  'Cancelling stops the renewal: every member keeps Connect until the end of the period already paid, then the team’s seats end.';
export const onlyOwnerChangesTeamBilling =
  "Only the team's owner can change the billing details or cancel the subscription.";
