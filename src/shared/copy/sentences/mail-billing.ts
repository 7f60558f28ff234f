// The receipts of a Connect payment and of a team's seats.
import { icu } from './language';

export const mailReceiptSubject = icu<[amount: string, paidOn: string]>(
  'Your Catalyst Connect receipt: {amount} on {paidOn}',
  'amount',
  'paidOn',
);
export const mailReceiptPreview = icu<[amount: string]>(
  'We received your payment of {amount}.',
  'amount',
);
export const mailReceiptBody = icu<[amount: string, paidOn: string]>(
  'We received your payment of {amount} for Catalyst Connect (monthly plan) on {paidOn}. Thank you!',
  'amount',
  'paidOn',
);
export const mailReceiptPaidUntil = icu<[until: string]>(
  'Your Connect profile is paid until {until} and renews every month.',
  'until',
);
export const mailReceiptRenews = 'Your Connect profile renews every month.';
export const mailReceiptCancel =
  'To cancel, open Settings, then Billing, and choose Cancel subscription. Your profile stays live until the end of the paid period; then your card page shows your basics at the same addresses.';
export const mailManageBilling = 'Manage billing';
export const mailKeepReceipt = 'Keep this e-mail as your receipt.';

export const mailTeamReceiptSubject = icu<[amount: string, paidOn: string, team: string]>(
  'Your Catalyst Connect receipt: {amount} on {paidOn} for {team}',
  'amount',
  'paidOn',
  'team',
);
export const mailTeamReceiptPreview = icu<[team: string, amount: string]>(
  "We received {team}'s payment of {amount}.",
  'team',
  'amount',
);
export const mailTeamReceiptBody = icu<
  [team: string, amount: string, seats: number, paidOn: string]
>(
  "We received {team}'s payment of {amount} for Catalyst Connect team seats ({seats, plural, one {# seat} other {# seats}}, monthly plan) on {paidOn}. Thank you!",
  'team',
  'amount',
  'seats',
  'paidOn',
);
export const mailInvoiceNumber = icu<[invoiceNumber: string]>(
  'Invoice number: {invoiceNumber}.',
  'invoiceNumber',
);
export const mailTeamPaidUntil = icu<[until: string]>(
  "The team's seats are paid until {until} and renew every month.",
  'until',
);
export const mailTeamRenews = "The team's seats renew every month.";
export const mailTeamBillingWhere =
  "The team's owner finds every invoice, the billing e-mail, the VAT number and the cancel button on the Team area's Billing tab.";
export const mailOpenTeamBilling = 'Open team billing';
