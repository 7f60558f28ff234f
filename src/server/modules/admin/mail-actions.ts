import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { mailQueue } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { ADMIN_PAGE_SIZE, type AdminMail, type AdminMailPage } from '#shared/schemas/admin';
import { recordAudit, withoutEmailAddresses, type AuditActor } from '../audit/public';
import { toAdminMail } from './account-views';
import { decodeCursor, pageOf } from './page-cursor';

/** Mail waiting or refused (both when no status is asked), newest first. */
export async function listMail(
  deps: Pick<AppDeps, 'database'>,
  query: { status?: 'pending' | 'failed' | undefined; cursor?: string | undefined },
): Promise<AdminMailPage> {
  const conditions = [
    inArray(mailQueue.status, query.status ? [query.status] : ['pending', 'failed']),
  ];
  if (query.cursor) {
    const [at, id] = decodeCursor(query.cursor, 2);
    const after = new Date(at!);
    if (Number.isNaN(after.getTime())) throw new AppError('BAD_REQUEST', COPY.invalidValue);
    conditions.push(
      or(
        lt(mailQueue.createdAt, after),
        and(eq(mailQueue.createdAt, after), lt(mailQueue.id, id!)),
      )!,
    );
  }
  const rows = await deps.database.db
    .select()
    .from(mailQueue)
    .where(and(...conditions))
    .orderBy(desc(mailQueue.createdAt), desc(mailQueue.id))
    .limit(ADMIN_PAGE_SIZE + 1);
  const page = pageOf(rows, ADMIN_PAGE_SIZE, (row) => [row.createdAt.toISOString(), row.id]);
  return { items: page.items.map(toAdminMail), nextCursor: page.nextCursor };
}

/**
 * Sends a failed or waiting mail again now: it goes back to the queue as due, and the worker is
 * woken. Its attempts so far stay counted (the retry delay after a new failure grows from them).
 */
export async function retryMail(
  deps: Pick<AppDeps, 'database' | 'clock' | 'jobs'>,
  { actor, mailId, reason }: { actor: AuditActor; mailId: string; reason: string | undefined },
): Promise<AdminMail> {
  const retried = await deps.database.db.transaction(async (tx) => {
    const [mail] = await tx.select().from(mailQueue).where(eq(mailQueue.id, mailId)).for('update');
    if (!mail) throw new AppError('NOT_FOUND', COPY.mailNotFound);
    if (mail.status === 'sent') throw new AppError('CONFLICT', COPY.mailNotRetryable);
    const now = deps.clock.now();
    const [updated] = await tx
      .update(mailQueue)
      .set({ status: 'pending', nextAttemptAt: now })
      .where(eq(mailQueue.id, mailId))
      .returning();
    await recordAudit(tx, now, {
      actor,
      action: 'mail.retry',
      targetType: 'mail',
      targetId: mailId,
      reason: reason ?? null,
      before: {
        status: mail.status,
        attempts: mail.attempts,
        lastError: withoutEmailAddresses(mail.lastError),
      },
      after: { status: 'pending' },
    });
    return updated!;
  });
  deps.jobs.kick();
  return toAdminMail(retried);
}
