import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { passkeys, type UserRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { Passkey } from '#shared/schemas/passkeys';
import { enqueueMail, passkeyChangedNotice } from '../mail/public';

/** The owner's passkeys, oldest first. */
export async function listPasskeys(
  deps: Pick<AppDeps, 'database'>,
  { userId }: { userId: string },
): Promise<Passkey[]> {
  const rows = await deps.database.db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * Removes one of the owner's passkeys; another owner's is the same 404 as an unknown id. The
 * owner is mailed in the same transaction, so a removal they did not make is seen.
 */
export async function deletePasskey(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config'>,
  {
    user,
    passkeyId,
  }: { user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'locale'>; passkeyId: string },
): Promise<void> {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, user.id)))
      .returning({ name: passkeys.name });
    if (!deleted) throw new AppError('NOT_FOUND', COPY.passkeyNotFound);
    await enqueueMail(
      tx,
      passkeyNotice(deps, { user, change: 'removed', name: deleted.name }),
      now,
    );
  });
}

/** The notice mailed to the owner when a passkey is added or removed. */
export function passkeyNotice(
  deps: Pick<AppDeps, 'config'>,
  {
    user,
    change,
    name,
  }: {
    user: Pick<UserRow, 'email' | 'firstName' | 'locale'>;
    change: 'added' | 'removed';
    name: string;
  },
) {
  return passkeyChangedNotice({
    to: user.email,
    firstName: user.firstName,
    change,
    name,
    supportEmail: deps.config.supportEmail,
    appUrl: deps.config.appUrl,
    language: user.locale,
  });
}

/** Whether the user holds at least one passkey (for the sign-in rules of two-step teams). */
export async function hasPasskey(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .limit(1);
  return Boolean(row);
}
