import type { OutgoingMail } from '#server/adapters/mail/mail-transport';
import { ROUTES } from '#shared/routes';
import { greeting, mailCopy, renderEmail, type MailLanguage } from '../mail/public';

/** To the owner (or the team's owner) of a webhook that failed for 5 days and was switched off. */
export function webhookDisabledEmail(input: {
  to: string;
  firstName: string;
  url: string;
  appUrl: string;
  language: MailLanguage;
}): OutgoingMail {
  const copy = mailCopy(input.language);
  return {
    to: input.to,
    ...renderEmail({
      subject: copy.webhookDisabledSubject,
      preview: copy.mailWebhookPreview(input.url),
      greeting: greeting(copy, input.firstName),
      paragraphs: [copy.mailWebhookBody(input.url), copy.mailWebhookFix],
      action: { label: copy.mailOpenIntegrations, url: `${input.appUrl}${ROUTES.integrations}` },
      note: copy.mailWebhookNote,
      appUrl: input.appUrl,
      language: input.language,
    }),
  };
}
