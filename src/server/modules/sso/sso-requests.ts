import { eq, lt } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { ssoRequests } from '#server/db/schema';
import type { SsoProtocol } from '#shared/schemas/sso';
import { newOpaqueToken } from '../auth/public';

/** How long a sign-in may stay at the identity provider before its answer is refused. */
export const SSO_REQUEST_SECONDS = 10 * 60;

export type SsoRequestRow = typeof ssoRequests.$inferSelect;

/**
 * Records a sign-in that is leaving for the identity provider and answers its `state` (OIDC's
 * state, SAML's RelayState): 256 random bits, so it cannot be guessed or forged.
 */
export async function openSsoRequest(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random'>,
  input: {
    teamId: string;
    protocol: SsoProtocol;
    test: boolean;
    nonce?: string;
    codeVerifier?: string;
    requestId?: string;
  },
): Promise<string> {
  const now = deps.clock.now();
  const state = newOpaqueToken(deps.random);
  await deps.database.db.insert(ssoRequests).values({
    ...input,
    state,
    expiresAt: new Date(now.getTime() + SSO_REQUEST_SECONDS * 1000),
    createdAt: now,
  });
  return state;
}

/**
 * Takes a sign-in back, once: the row is deleted in the statement that finds it, so a second
 * answer with the same state or request id (a replay, a double submit) finds nothing. Null when
 * unknown or spent; 'expired' when it stayed at the identity provider past SSO_REQUEST_SECONDS.
 */
export async function takeSsoRequest(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  key: { state: string } | { requestId: string },
): Promise<SsoRequestRow | 'expired' | null> {
  const match =
    'state' in key ? eq(ssoRequests.state, key.state) : eq(ssoRequests.requestId, key.requestId);
  const [row] = await deps.database.db.delete(ssoRequests).where(match).returning();
  if (!row) return null;
  return row.expiresAt > deps.clock.now() ? row : 'expired';
}

/** The retention job's part: sign-ins abandoned at the identity provider. */
export async function pruneSsoRequests(db: DbOrTx, now: Date): Promise<number> {
  const pruned = await db
    .delete(ssoRequests)
    .where(lt(ssoRequests.expiresAt, now))
    .returning({ id: ssoRequests.id });
  return pruned.length;
}
