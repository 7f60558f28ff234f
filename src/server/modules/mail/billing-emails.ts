import type { OutgoingMail } from '#server/adapters/mail/mail-transport';
import { ROUTES } from '#shared/routes';
import { renderEmail } from './email-layout';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The receipt of a Connect payment (issue 30): the amount, the date, until when the profile is
 * paid, and how to cancel.
 */
export function receiptEmail(input: {
  to: string;
  firstName: string;
  amountUsd: number;
  paidAt: Date;
  paidUntil: Date | null;
  appUrl: string;
}): OutgoingMail {
  const amount = `$${input.amountUsd.toFixed(2)}`;
  const paidOn = longDate.format(input.paidAt);
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
