import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';

/** A mail's state: waiting (or retrying), delivered, or refused for good by the mail server. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A file sent with a mail (a card's vCard); text, as every file the product mails is. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every e-mail is written here in the transaction of the change that causes it; a worker
 * delivers it with retries, so a mail server outage delays mail and never loses it.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    /** Replies go here (a visitor's message); null for account mail. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** A file sent with the mail (a card's vCard for a visitor who asked for it). */
    attachment: jsonb('attachment').$type<MailAttachment>(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_queue_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('mail_queue_created_idx').on(table.createdAt),
    // An account's recent mail in the operator console.
    index('mail_queue_to_idx').on(table.toAddress, table.createdAt),
    oneOf('mail_queue_status_check', table.status, MAIL_STATUSES),
  ],
);

export type MailRow = typeof mailQueue.$inferSelect;
