import type { OutgoingMail } from '#server/adapters/mail/mail-transport';
import type { SendMessageBody } from '#shared/schemas/profiles';
import { renderEmail } from '../mail/public';

/** The owner's notice of a visitor's message; replying answers the visitor directly. */
export function newLeadEmail(input: {
  to: string;
  ownerFirstName: string;
  visitor: Pick<SendMessageBody, 'name' | 'email' | 'phone' | 'message' | 'company' | 'title'>;
  appUrl: string;
}): OutgoingMail {
  const { visitor } = input;
  // The subject is a header: the visitor's name is single-line already, and is cut short.
  const subject = `New message from ${visitor.name.slice(0, 60)} via Catalyst Connect`;
  return {
    to: input.to,
    replyTo: visitor.email,
    ...renderEmail({
      subject,
      preview: (visitor.message || `${visitor.name} shared their details.`).slice(0, 120),
      greeting: input.ownerFirstName ? `Hi ${input.ownerFirstName},` : 'Hi,',
      // What the owner's form left out (optional and empty, or hidden) is left out here too.
      paragraphs: [
        visitor.message
          ? `${visitor.name} sent you a message through your Connect profile:`
          : `${visitor.name} shared their details through your Connect profile.`,
        ...(visitor.message ? [visitor.message] : []),
        ...(visitor.title || visitor.company
          ? [[visitor.title, visitor.company].filter(Boolean).join(', ')]
          : []),
        `Email: ${visitor.email}`,
        ...(visitor.phone ? [`Phone: ${visitor.phone}`] : []),
        'Reply to this e-mail to answer them directly.',
      ],
      action: { label: 'See all messages', url: `${input.appUrl}/messages` },
      note: 'You get this e-mail because someone used the contact form of your Catalyst Connect profile.',
      appUrl: input.appUrl,
    }),
  };
}
