import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { accountTokens } from '#server/db/schema';
import { hashOpaqueToken, newOpaqueToken } from './tokens';

export type AccountTokenPurpose = 'verify-account' | 'password-reset' | 'email-change';

export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  'verify-account': 7 * 86_400_000,
  'password-reset': 3_600_000,
  // A day: the new mailbox may be one the owner reads at another desk; the link works once.
  'email-change': 86_400_000,
};

/** Issues a single-use token (32 random bytes); only its hash is stored. */
export async function issueAccountToken(
  db: DbOrTx,
  deps: Pick<AppDeps, 'clock' | 'random'>,
  userId: string,
  purpose: AccountTokenPurpose,
  /** email-change only: the address the link confirms. */
  newEmail?: string,
): Promise<string> {
  const token = newOpaqueToken(deps.random);
  const now = deps.clock.now();
  await db.insert(accountTokens).values({
    userId,
    purpose,
    newEmail: newEmail ?? null,
    tokenHash: hashOpaqueToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** The stored row of a presented token of that purpose, whatever its state, or undefined. */
export async function findAccountToken(db: DbOrTx, token: string, purpose: AccountTokenPurpose) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(eq(accountTokens.tokenHash, hashOpaqueToken(token)), eq(accountTokens.purpose, purpose)),
    );
  return row;
}

/** Spends every unused link of one purpose of an owner (a newer link or the change replaces them). */
export async function spendAccountTokens(
  db: DbOrTx,
  userId: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}
