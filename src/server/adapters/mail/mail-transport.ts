import type { MailAttachment } from '#server/db/schema';
/** One e-mail as the transports see it: always both an HTML and a text part. */
export interface OutgoingMail {
  /** The queue row's id, for logs that must not show the mail itself. */
  id?: string | undefined;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go, e.g. the visitor who wrote through a profile. */
  replyTo?: string | undefined;
  /** A file sent with it (a card's vCard); text, as every file the product mails is. */
  attachments?: MailAttachment[] | undefined;
}

/** The attachment's shape is the mail queue's column's: the database layer owns it. */
export type { MailAttachment };

/** Delivers mail; `outbox` (log only, the embedded default) or `smtp`. */
export interface MailTransport {
  readonly kind: 'outbox' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** The mail server refused the message for good (5xx): retrying cannot help. */
export class PermanentMailError extends Error {
  override name = 'PermanentMailError';
}
