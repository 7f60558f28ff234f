import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { ssoCodes, users } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { TokenPair } from '#shared/schemas/auth';
import { hashOpaqueToken, newOpaqueToken, startSession, type SignInClient } from '../auth/public';

/** A code at the end of a single sign-on works once and this long. */
export const SSO_CODE_SECONDS = 60;

/** Issues the one-time code `/sso/complete?code=` exchanges for a session of `userId`. */
export async function issueSsoCode(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'clock' | 'random'>,
  { teamId, userId }: { teamId: string; userId: string },
): Promise<string> {
  const code = newOpaqueToken(deps.random);
  await tx.insert(ssoCodes).values({
    codeHash: hashOpaqueToken(code),
    teamId,
    userId,
    expiresAt: new Date(deps.clock.now().getTime() + SSO_CODE_SECONDS * 1000),
  });
  return code;
}

/**
 * POST /api/auth/sso/exchange: the code becomes a session, once (marked used in the statement
 * that checks it, so two exchanges at once cannot both win). No second step of this product:
 * the identity provider answered for it. An account suspended meanwhile is refused.
 */
export async function exchangeSsoCode(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'tokens' | 'config'>,
  { code, client }: { code: string; client: SignInClient },
): Promise<TokenPair> {
  const now = deps.clock.now();
  const [spent] = await deps.database.db
    .update(ssoCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(ssoCodes.codeHash, hashOpaqueToken(code)),
        isNull(ssoCodes.usedAt),
        gt(ssoCodes.expiresAt, now),
      ),
    )
    .returning({ userId: ssoCodes.userId });
  if (!spent) throw new AppError('BAD_REQUEST', COPY.ssoCodeInvalid);
  const [user] = await deps.database.db
    .select({ suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, spent.userId));
  if (!user) throw new AppError('BAD_REQUEST', COPY.ssoCodeInvalid);
  if (user.suspendedAt) throw new AppError('FORBIDDEN', COPY.accountSuspended);
  return startSession(deps, { userId: spent.userId, client });
}

/** The retention job's part: codes past their minute. */
export async function pruneSsoCodes(db: DbOrTx, now: Date): Promise<number> {
  const pruned = await db
    .delete(ssoCodes)
    .where(lt(ssoCodes.expiresAt, now))
    .returning({ codeHash: ssoCodes.codeHash });
  return pruned.length;
}
