import type { OutgoingMail } from '#server/adapters/mail/mail-transport';
import { COPY } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import { renderEmail } from '../mail/public';

/** To the owner (or the team's owner) of a webhook that failed for 5 days and was switched off. */
export function webhookDisabledEmail(input: {
  to: string;
  firstName: string;
  url: string;
  appUrl: string;
}): OutgoingMail {
  return {
    to: input.to,
    ...renderEmail({
      subject: COPY.webhookDisabledSubject,
      preview: `Deliveries to ${input.url} failed for 5 days.`,
      greeting: input.firstName.trim() ? `Hi ${input.firstName.trim()},` : 'Hi,',
      paragraphs: [
        `Every delivery to ${input.url} failed for 5 days, so Catalyst Connect stopped sending to it. New leads are still saved in your account.`,
        'Fix the receiver, then switch the webhook back on; you can send the missed deliveries again from its delivery log.',
      ],
      action: { label: 'Open integrations', url: `${input.appUrl}${ROUTES.integrations}` },
      note: 'You get this e-mail once, when the webhook is switched off.',
      appUrl: input.appUrl,
    }),
  };
}
