import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { OutgoingMail } from '#server/adapters/mail/mail-transport';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { mailQueue, type MailRow } from '#server/db/schema';

/** Queues a mail; call inside the transaction of the change that causes it. */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail, now: Date): Promise<void> {
  await enqueueMails(db, [mail], now);
}

/** Queues several mails in one insert (a follow-up to many leads), in the change's transaction. */
export async function enqueueMails(db: DbOrTx, mails: OutgoingMail[], now: Date): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(mailQueue).values(
    mails.map((mail) => ({
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      attachment: mail.attachments?.[0] ?? null,
      createdAt: now,
      nextAttemptAt: now,
    })),
  );
}

/** How long a claimed mail is hidden from other workers while one sends it. */
const LEASE_MS = 60_000;

/** Claims the next due mail for this process (the lease and SKIP LOCKED: JobQueue.runNext). */
export async function claimDueMail(db: DbOrTx, now: Date): Promise<MailRow | undefined> {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(eq(mailQueue.status, 'pending'), lte(mailQueue.nextAttemptAt, now)))
    .orderBy(asc(mailQueue.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [mail] = await db
    .update(mailQueue)
    .set({
      attempts: sql`${mailQueue.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + LEASE_MS),
    })
    .where(inArray(mailQueue.id, due))
    .returning();
  return mail;
}

export async function markSent(db: DbOrTx, id: string, now: Date) {
  await db
    .update(mailQueue)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(eq(mailQueue.id, id));
}

/** Back-off: 30 s, 1 min, 2 min, ... capped at 1 hour. Mail is never given up on for a delay. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);
}

export async function markFailedAttempt(
  db: DbOrTx,
  mail: Pick<MailRow, 'id' | 'attempts'>,
  error: string,
  now: Date,
  permanent: boolean,
) {
  await db
    .update(mailQueue)
    .set(
      permanent
        ? { status: 'failed', lastError: error }
        : {
            lastError: error,
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)),
          },
    )
    .where(eq(mailQueue.id, mail.id));
}

/** Newest first, for the development mailbox at /dev/mail. */
export async function listRecentMails(
  deps: Pick<AppDeps, 'database'>,
  limit = 100,
): Promise<MailRow[]> {
  return deps.database.db.select().from(mailQueue).orderBy(desc(mailQueue.createdAt)).limit(limit);
}
