import type { OutgoingMail } from '#server/adapters/mail/mail-transport';
import type { SendMessageBody } from '#shared/schemas/profiles';
import { greeting, mailCopy, renderEmail, type MailLanguage } from '../mail/public';

/** The owner's notice of a visitor's message; replying answers the visitor directly. */
export function newLeadEmail(input: {
  to: string;
  ownerFirstName: string;
  visitor: Pick<SendMessageBody, 'name' | 'email' | 'phone' | 'message' | 'company' | 'title'>;
  appUrl: string;
  /** The owner's language. */
  language: MailLanguage;
}): OutgoingMail {
  const { visitor } = input;
  const copy = mailCopy(input.language);
  // The subject is a header: the visitor's name is single-line already, and is cut short.
  const subject = copy.mailNewLeadSubject(visitor.name.slice(0, 60));
  return {
    to: input.to,
    replyTo: visitor.email,
    ...renderEmail({
      subject,
      preview: (visitor.message || copy.mailNewLeadShared(visitor.name)).slice(0, 120),
      greeting: greeting(copy, input.ownerFirstName),
      // What the owner's form left out (optional and empty, or hidden) is left out here too.
      paragraphs: [
        visitor.message
          ? copy.mailNewLeadSent(visitor.name)
          : copy.mailNewLeadSharedProfile(visitor.name),
        ...(visitor.message ? [visitor.message] : []),
        ...(visitor.title || visitor.company
          ? [[visitor.title, visitor.company].filter(Boolean).join(', ')]
          : []),
        copy.mailNewLeadEmail(visitor.email),
        ...(visitor.phone ? [copy.mailNewLeadPhone(visitor.phone)] : []),
        copy.mailNewLeadReply,
      ],
      action: { label: copy.mailSeeAllMessages, url: `${input.appUrl}/messages` },
      note: copy.mailNewLeadNote,
      appUrl: input.appUrl,
      language: input.language,
    }),
  };
}
