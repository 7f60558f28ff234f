import type { OutgoingMail } from '#server/adapters/mail/mail-transport';
import { fillSubject, fillTemplate, type FollowUpValues } from '#shared/leads/follow-up-template';
import type { FollowUpTemplate } from '#shared/schemas/follow-up';
import { mailCopy, renderEmail, type MailLanguage } from '../mail/public';

/** The longest preview line mail clients show beside the subject. */
const PREVIEW_LENGTH = 120;

/**
 * One lead's follow-up e-mail (docs/product.md#follow-up): the owner's template filled with the
 * lead's values, as text and in the branded layout (which escapes every value in HTML: what the
 * owner or the lead typed is text there, never markup), the subject on one line, Reply-To the
 * owner and their card's vCard attached. Paragraphs are the text's blank-line-separated blocks.
 */
export function followUpEmail(input: {
  to: string;
  template: Pick<FollowUpTemplate, 'subject' | 'body'>;
  values: FollowUpValues;
  replyTo: string | null;
  vcard: { body: string; fileName: string } | null;
  cardUrl: string;
  appUrl: string;
  /** The lead's language when known, else the owner's: the button and the note are in it. */
  language: MailLanguage;
}): OutgoingMail {
  const { values } = input;
  const copy = mailCopy(input.language);
  const text = fillTemplate(input.template.body, values).replace(/\r\n?/g, '\n');
  const paragraphs = text
    .split(/\n[ \t]*\n/)
    .map((block) => block.replace(/^\n+|\s+$/g, ''))
    .filter(Boolean);
  return {
    to: input.to,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    ...(input.vcard
      ? {
          attachments: [
            {
              filename: input.vcard.fileName,
              contentType: 'text/vcard; charset=utf-8',
              content: input.vcard.body,
            },
          ],
        }
      : {}),
    ...renderEmail({
      subject: fillSubject(input.template.subject, values),
      preview: text.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_LENGTH),
      greeting: '',
      paragraphs,
      action: { label: copy.mailViewOwnerCard(values.ownerName), url: input.cardUrl },
      note: copy.mailFollowUpNote(values.ownerName),
      appUrl: input.appUrl,
      language: input.language,
    }),
  };
}
