import { and, desc, eq, exists, gt, isNull, ne } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { refreshTokens, sessions } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { OwnerSessionList, RevokedSessions } from '#shared/schemas/sessions';
import { idleBefore, revokeSession, type RevokeReason } from './sessions';

type Caller = { userId: string; sessionId: string };

const REASON: RevokeReason = 'signed-out-by-owner';

/** Not revoked, not idle, and holding a refresh token that can still be exchanged. */
function liveSessionsOf(deps: Pick<AppDeps, 'database' | 'clock' | 'config'>, userId: string) {
  const now = deps.clock.now();
  return and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.lastUsedAt, idleBefore(deps, now)),
    exists(
      deps.database.db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.sessionId, sessions.id),
            isNull(refreshTokens.usedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        ),
    ),
  );
}

/** The owner's live sessions: the caller's first, then the others, last used first. */
export async function listOwnerSessions(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config'>,
  caller: Caller,
): Promise<OwnerSessionList> {
  const rows = await deps.database.db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      device: sessions.device,
      networkPrefix: sessions.networkPrefix,
    })
    .from(sessions)
    .where(liveSessionsOf(deps, caller.userId))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  const listed = rows.map((row) => ({
    id: row.id,
    current: row.id === caller.sessionId,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    device: row.device ?? COPY.unknownDevice,
    approximateLocation: row.networkPrefix,
  }));
  return [...listed.filter((s) => s.current), ...listed.filter((s) => !s.current)];
}

/**
 * Ends one of the owner's sessions (the caller's own too: that signs this device out). Its
 * refresh token stops at once and its access token is refused from the next request, as after
 * a logout. Another owner's session is the same 404 as an unknown one.
 */
export async function signOutSession(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config'>,
  { caller, sessionId }: { caller: Caller; sessionId: string },
): Promise<void> {
  const [row] = await deps.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), liveSessionsOf(deps, caller.userId)));
  if (!row) throw new AppError('NOT_FOUND', COPY.sessionNotFound);
  await revokeSession(deps, { sessionId, reason: REASON });
}

/** Ends every session of the owner but the caller's; answers how many live ones it ended. */
export async function signOutOtherSessions(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config'>,
  caller: Caller,
): Promise<RevokedSessions> {
  const now = deps.clock.now();
  const idle = idleBefore(deps, now);
  // Every unrevoked one ends (an idle one too); the count is of those the list showed.
  const ended = await deps.database.db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: REASON })
    .where(
      and(
        eq(sessions.userId, caller.userId),
        ne(sessions.id, caller.sessionId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ lastUsedAt: sessions.lastUsedAt });
  return { revoked: ended.filter((row) => row.lastUsedAt > idle).length };
}
