import type { OutgoingMail } from '#server/adapters/mail/mail-transport';
import { ROUTES } from '#shared/routes';
import { renderEmail } from './email-layout';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A team's payment: the team, its seats and the invoice's number (docs/product.md#teams). */
export interface TeamReceipt {
  name: string;
  seats: number;
  invoiceNumber: string | null;
}

/**
 * The receipt of a Connect payment (docs/product.md#the-connect-subscription): the amount, the
 * date, until when the profile is paid, and how to cancel. With `team`, the same receipt for a
 * team's seats, sent to its billing e-mail.
 */
export function receiptEmail(input: {
  to: string;
  firstName: string;
  amountUsd: number;
  paidAt: Date;
  paidUntil: Date | null;
  appUrl: string;
  team?: TeamReceipt;
}): OutgoingMail {
  const amount = `$${input.amountUsd.toFixed(2)}`;
  const paidOn = longDate.format(input.paidAt);
  if (input.team) return teamReceipt({ ...input, team: input.team }, amount, paidOn);
  return {
    to: input.to,
    ...renderEmail({
      subject: `Your Catalyst Connect receipt: ${amount} on ${paidOn}`,
      preview: `We received your payment of ${amount}.`,
      greeting: input.firstName.trim() ? `Hi ${input.firstName.trim()},` : 'Hi,',
      paragraphs: [
        `We received your payment of ${amount} for Catalyst Connect (monthly plan) on ${paidOn}. Thank you!`,
        input.paidUntil
          ? `Your Connect profile is paid until ${longDate.format(input.paidUntil)} and renews every month.`
          : 'Your Connect profile renews every month.',
        'To cancel, open Settings, then Billing, and choose Cancel subscription. Your profile stays live until the end of the paid period; then your card page shows your basics at the same addresses.',
      ],
      action: { label: 'Manage billing', url: `${input.appUrl}${ROUTES.settings}` },
      note: 'Keep this e-mail as your receipt.',
      appUrl: input.appUrl,
    }),
  };
}

function teamReceipt(
  input: { to: string; paidUntil: Date | null; appUrl: string; team: TeamReceipt },
  amount: string,
  paidOn: string,
): OutgoingMail {
  const { name, seats, invoiceNumber } = input.team;
  const seatWord = seats === 1 ? '1 seat' : `${seats} seats`;
  return {
    to: input.to,
    ...renderEmail({
      subject: `Your Catalyst Connect receipt: ${amount} on ${paidOn} for ${name}`,
      preview: `We received ${name}'s payment of ${amount}.`,
      greeting: 'Hello,',
      paragraphs: [
        `We received ${name}'s payment of ${amount} for Catalyst Connect team seats (${seatWord}, monthly plan) on ${paidOn}. Thank you!`,
        invoiceNumber ? `Invoice number: ${invoiceNumber}.` : '',
        input.paidUntil
          ? `The team's seats are paid until ${longDate.format(input.paidUntil)} and renew every month.`
          : "The team's seats renew every month.",
        "The team's owner finds every invoice, the billing e-mail, the VAT number and the cancel button on the Team area's Billing tab.",
      ].filter(Boolean),
      action: { label: 'Open team billing', url: `${input.appUrl}${ROUTES.teamBilling}` },
      note: 'Keep this e-mail as your receipt.',
      appUrl: input.appUrl,
    }),
  };
}
