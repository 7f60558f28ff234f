import { and, eq, gt, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { preparedFor } from '#server/db/prepared';
import { refreshTokens, sessions, users, type UserRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { networkPrefix } from '#server/lib/client-address';
import type { AccessTokenClaims } from '#server/lib/token-signer';
import { sessionTouchIntervalMs } from '#shared/constants';
import { COPY } from '#shared/copy';
import type { TokenPair } from '#shared/schemas/auth';
import { deviceLabel } from './device-label';
import { noteSignInDevice } from './note-sign-in-device';
import { hashOpaqueToken, newOpaqueToken } from './tokens';

export type RevokeReason =
  | 'logout'
  | 'password-change'
  | 'password-reset'
  | 'token-reuse'
  | 'idle'
  | 'email-change'
  | 'suspended'
  | 'account-deleted'
  /** The owner ended it from the sessions list (Settings → Security), here or elsewhere. */
  | 'signed-out-by-owner';

/** The moment before which a session's last use makes it idle (INACTIVITY_TIMEOUT_SECONDS). */
export function idleBefore(deps: Pick<AppDeps, 'clock' | 'config'>, now = deps.clock.now()): Date {
  return new Date(now.getTime() - deps.config.inactivity.timeoutSeconds * 1000);
}

/** See sessionTouchIntervalMs: the web app reports activity at the same pace. */
export function touchIntervalMs(deps: Pick<AppDeps, 'config'>): number {
  return sessionTouchIntervalMs(deps.config.inactivity.timeoutSeconds);
}

async function insertRefreshToken(
  db: DbOrTx,
  deps: Pick<AppDeps, 'clock' | 'random' | 'tokens' | 'config'>,
  sessionId: string,
) {
  const token = newOpaqueToken(deps.random);
  const expiresAt = new Date(
    deps.clock.now().getTime() + deps.config.refreshTokenTtlDays * 86_400_000,
  );
  await db.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashOpaqueToken(token),
    expiresAt,
    createdAt: deps.clock.now(),
  });
  return token;
}

/** Who signs in: the request's User-Agent and address (as `request.ip` gives it). */
export interface SignInClient {
  userAgent: string | undefined;
  ip: string;
}

/**
 * Starts a new session (refresh-token family) for a user and answers its first token pair.
 * Every sign-in goes through here (password login; two-step and passkey sign-ins too): the
 * session keeps the device's label and the network's prefix, never the address, and a device
 * the account has not seen in 90 days queues the owner a mail (noteSignInDevice).
 */
export async function startSession(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'tokens' | 'config'>,
  { userId, client }: { userId: string; client: SignInClient },
) {
  const device = deviceLabel(client.userAgent);
  const now = deps.clock.now();
  const { sessionId, refreshToken } = await deps.database.db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({
        userId,
        createdAt: now,
        lastUsedAt: now,
        device,
        networkPrefix: networkPrefix(client.ip),
      })
      .returning({ id: sessions.id });
    if (!session) throw new Error('session insert returned nothing');
    await noteSignInDevice(tx, deps, { userId, device, now });
    return { sessionId: session.id, refreshToken: await insertRefreshToken(tx, deps, session.id) };
  });
  const accessToken = await deps.tokens.signAccessToken(userId, sessionId);
  return { accessToken, refreshToken } satisfies TokenPair;
}

/**
 * Exchanges a refresh token for a new pair. Each token works once: the exchange marks it used
 * in the same statement that checks it, so two concurrent uses cannot both win. A token that
 * was already used is a stolen copy (or the thief's original): the whole family is revoked.
 * A session idle longer than the inactivity limit cannot refresh: it is revoked as 'idle', so
 * a refresh token left in a forgotten browser dies with the session the web app ended.
 */
export async function rotateRefreshToken(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'tokens' | 'config'>,
  presented: string,
): Promise<TokenPair> {
  const { db } = deps.database;
  const tokenHash = hashOpaqueToken(presented);
  const rotated = await db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          gt(refreshTokens.expiresAt, now),
          inArray(
            refreshTokens.sessionId,
            tx
              .select({ id: sessions.id })
              .from(sessions)
              .innerJoin(users, eq(users.id, sessions.userId))
              .where(
                and(
                  isNull(sessions.revokedAt),
                  gt(sessions.lastUsedAt, idleBefore(deps, now)),
                  // A sign-in that raced a suspension must not live on by refreshing.
                  isNull(users.suspendedAt),
                ),
              ),
          ),
        ),
      )
      .returning({ sessionId: refreshTokens.sessionId });
    if (!claimed) return null;
    const [session] = await tx
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(eq(sessions.id, claimed.sessionId))
      .returning({ userId: sessions.userId });
    if (!session) return null;
    const refreshToken = await insertRefreshToken(tx, deps, claimed.sessionId);
    const accessToken = await deps.tokens.signAccessToken(session.userId, claimed.sessionId);
    return { accessToken, refreshToken };
  });
  if (rotated) return rotated;

  // Not exchangeable. If it is a token we issued and it was already used, someone replayed it:
  // revoke the family (outside the transaction above, so the revocation is kept). An unused,
  // unexpired token was refused because its session sat idle: that session ends here.
  const [known] = await db
    .select({
      sessionId: refreshTokens.sessionId,
      usedAt: refreshTokens.usedAt,
      expiresAt: refreshTokens.expiresAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (known?.usedAt)
    await revokeSession(deps, { sessionId: known.sessionId, reason: 'token-reuse' });
  else if (known && known.expiresAt > deps.clock.now())
    await revokeIdleSession(db, deps, known.sessionId);
  throw new AppError('UNAUTHORIZED', COPY.sessionExpired);
}

export async function revokeSession(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { sessionId, reason }: { sessionId: string; reason: RevokeReason },
): Promise<void> {
  await deps.database.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

async function revokeIdleSession(
  db: DbOrTx,
  deps: Pick<AppDeps, 'clock' | 'random' | 'tokens' | 'config'>,
  sessionId: string,
) {
  await db
    .update(sessions)
    .set({ revokedAt: deps.clock.now(), revokedReason: 'idle' })
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        lte(sessions.lastUsedAt, idleBefore(deps)),
      ),
    );
}

/** Ends every session of the user but the one making the request. */
export async function revokeOtherSessions(
  db: DbOrTx,
  deps: Pick<AppDeps, 'clock'>,
  userId: string,
  keepSessionId: string,
  reason: RevokeReason,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: deps.clock.now(), revokedReason: reason })
    .where(
      and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)),
    );
}

/** Ends every session of the user (password reset: whoever had the old password is out). */
export async function revokeAllSessions(
  db: DbOrTx,
  deps: Pick<AppDeps, 'clock'>,
  userId: string,
  reason: RevokeReason,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: deps.clock.now(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * The user behind a verified access token and when the session was last used, or null when
 * the user was deleted or the session was revoked (logout, password change, theft), so those
 * take effect at once, not in 15 min.
 */
export async function findSessionUser(
  deps: Pick<AppDeps, 'database'>,
  claims: AccessTokenClaims,
): Promise<{ user: UserRow; lastUsedAt: Date } | null> {
  const rows = await sessionUserStatement(deps.database.db).execute({
    sid: claims.sid,
    sub: claims.sub,
  });
  return rows[0] ?? null;
}

/**
 * Each signed-in request counts as activity: `last_used_at` is written when it is older than
 * the touch interval, so an owner working on one 15-minute access token is not taken for idle
 * at the next refresh, and the session check stays one prepared read on other requests. A
 * session already idle past the inactivity limit is not brought back by a still-valid access
 * token: the answer is 'idle' and nothing is written (the refresh then revokes it).
 */
export async function touchSession(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config'>,
  { sessionId, lastUsedAt }: { sessionId: string; lastUsedAt: Date },
): Promise<'active' | 'idle'> {
  const now = deps.clock.now();
  if (lastUsedAt <= idleBefore(deps, now)) return 'idle';
  if (now.getTime() - lastUsedAt.getTime() < touchIntervalMs(deps)) return 'active';
  await deps.database.db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, now)));
  return 'active';
}

/** Runs on every signed-in request, so it is prepared once (sessions_pkey, then users_pkey). */
const sessionUserStatement = preparedFor((db) =>
  db
    .select({ user: users, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        eq(sessions.userId, sql.placeholder('sub')),
        isNull(sessions.revokedAt),
        // Suspending revokes the sessions too; this holds even for one a race let through.
        isNull(users.suspendedAt),
      ),
    )
    .limit(1)
    .prepare('session_user'),
);
