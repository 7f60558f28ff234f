import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { passkeys } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { Passkey } from '#shared/schemas/passkeys';

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

/** Removes one of the owner's passkeys; another owner's is the same 404 as an unknown id. */
export async function deletePasskey(
  deps: Pick<AppDeps, 'database'>,
  { userId, passkeyId }: { userId: string; passkeyId: string },
): Promise<void> {
  const deleted = await deps.database.db
    .delete(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', COPY.passkeyNotFound);
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
