import type { OutgoingMail } from '#server/adapters/mail/mail-transport';
import { ROUTES } from '#shared/routes';
import { renderEmail } from './email-layout';
import { formatLongDate, formatUsd, greeting, mailCopy, type MailLanguage } from './mail-language';

/** A team's payment: the team, its seats and the invoice's number (docs/product.md#teams). */
export interface TeamReceipt {
  name: string;
  seats: number;
  invoiceNumber: string | null;
}

/**
 * The receipt of a Connect payment (docs/product.md#the-connect-subscription): the amount, the
 * date, until when the profile is paid, and how to cancel. With `team`, the same receipt for a
 * team's seats, sent to its billing e-mail. Money and dates read as the recipient's language
 * writes them.
 */
export function receiptEmail(input: {
  to: string;
  firstName: string;
  amountUsd: number;
  paidAt: Date;
  paidUntil: Date | null;
  appUrl: string;
  language: MailLanguage;
  team?: TeamReceipt;
}): OutgoingMail {
  const copy = mailCopy(input.language);
  const amount = formatUsd(input.amountUsd, input.language);
  const paidOn = formatLongDate(input.paidAt, input.language);
  if (input.team) return teamReceipt({ ...input, team: input.team }, amount, paidOn);
  return {
    to: input.to,
    ...renderEmail({
      subject: copy.mailReceiptSubject(amount, paidOn),
      preview: copy.mailReceiptPreview(amount),
      greeting: greeting(copy, input.firstName),
      paragraphs: [
        copy.mailReceiptBody(amount, paidOn),
        input.paidUntil
          ? copy.mailReceiptPaidUntil(formatLongDate(input.paidUntil, input.language))
          : copy.mailReceiptRenews,
        copy.mailReceiptCancel,
      ],
      action: { label: copy.mailManageBilling, url: `${input.appUrl}${ROUTES.settings}` },
      note: copy.mailKeepReceipt,
      appUrl: input.appUrl,
      language: input.language,
    }),
  };
}

function teamReceipt(
  input: {
    to: string;
    paidUntil: Date | null;
    appUrl: string;
    language: MailLanguage;
    team: TeamReceipt;
  },
  amount: string,
  paidOn: string,
): OutgoingMail {
  const copy = mailCopy(input.language);
  const { name, seats, invoiceNumber } = input.team;
  return {
    to: input.to,
    ...renderEmail({
      subject: copy.mailTeamReceiptSubject(amount, paidOn, name),
      preview: copy.mailTeamReceiptPreview(name, amount),
      greeting: copy.mailHello,
      paragraphs: [
        copy.mailTeamReceiptBody(name, amount, seats, paidOn),
        invoiceNumber ? copy.mailInvoiceNumber(invoiceNumber) : '',
        input.paidUntil
          ? copy.mailTeamPaidUntil(formatLongDate(input.paidUntil, input.language))
          : copy.mailTeamRenews,
        copy.mailTeamBillingWhere,
      ].filter(Boolean),
      action: { label: copy.mailOpenTeamBilling, url: `${input.appUrl}${ROUTES.teamBilling}` },
      note: copy.mailKeepReceipt,
      appUrl: input.appUrl,
      language: input.language,
    }),
  };
}
