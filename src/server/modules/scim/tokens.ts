import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { scimTokens, teamMembers, teams, type ScimTokenRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { limitersPerApp } from '#server/lib/attempt-limiter';
import { isUuid } from '#shared/cards/uuid';
import { COPY } from '#shared/copy';
import { recordTeamAudit } from '../audit/public';
import { hashOpaqueToken, newOpaqueToken } from '../auth/public';
import type { TeamAccess } from '../teams/public';
import { ScimError } from './scim-errors';

/**
 * The bearer tokens of a team's SCIM service (docs/product.md#scim): made by an admin, shown
 * once, kept as their SHA-256, revoked by deleting them. A token acts for its team alone.
 */

/** A token's prefix: says what it is when found in a log or a paste. */
const TOKEN_PREFIX = 'cc_scim_';
/** At most this many requests a second per token, then 429 (decision 066). */
export const SCIM_REQUESTS_PER_SECOND = 100;
/** `last_used_at` is written at most this often per token, not on every request. */
const LAST_USED_PRECISION_MS = 60_000;

export const scimLimiters = limitersPerApp((deps: Pick<AppDeps, 'createLimiter'>) => ({
  token: deps.createLimiter('scim-token', 1),
}));

function scimTokenTarget(row: Pick<ScimTokenRow, 'id' | 'name'>) {
  return { kind: 'scim-token' as const, id: row.id, label: row.name };
}

function tokenAnswer(row: ScimTokenRow) {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** GET /api/teams/{id}/scim-tokens: the team's tokens, newest first (never the token). */
export async function listScimTokens(
  deps: Pick<AppDeps, 'database'>,
  { access }: { access: TeamAccess },
) {
  const rows = await deps.database.db
    .select()
    .from(scimTokens)
    .where(eq(scimTokens.teamId, access.team.id))
    .orderBy(desc(scimTokens.createdAt), desc(scimTokens.id));
  return rows.map(tokenAnswer);
}

/** POST /api/teams/{id}/scim-tokens {name}: a new token, answered this once. */
export async function createScimToken(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random'>,
  { access, name }: { access: TeamAccess; name: string },
): Promise<{ id: string; name: string; token: string }> {
  const token = `${TOKEN_PREFIX}${newOpaqueToken(deps.random)}`;
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(scimTokens)
      .values({
        teamId: access.team.id,
        name,
        tokenHash: hashOpaqueToken(token),
        createdBy: access.member.userId,
        createdAt: now,
      })
      .returning();
    await recordTeamAudit(tx, now, {
      teamId: access.team.id,
      actor: access.actor,
      action: 'scim_token.created',
      target: scimTokenTarget(row!),
    });
    return { id: row!.id, name: row!.name, token };
  });
}

/** DELETE /api/teams/{id}/scim-tokens/{tokenId}: the token stops working at once. */
export async function revokeScimToken(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { access, tokenId }: { access: TeamAccess; tokenId: string },
): Promise<void> {
  if (!isUuid(tokenId)) throw new AppError('NOT_FOUND', COPY.scimTokenNotFound);
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(scimTokens)
      .where(and(eq(scimTokens.id, tokenId), eq(scimTokens.teamId, access.team.id)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', COPY.scimTokenNotFound);
    await recordTeamAudit(tx, now, {
      teamId: access.team.id,
      actor: access.actor,
      action: 'scim_token.revoked',
      target: scimTokenTarget(row),
    });
  });
}

/**
 * The team a SCIM request acts for, from its bearer token: as TeamAccess (the owner's membership
 * invites, the token is the log's actor). Unknown, revoked, or its team deleted: 401. Past
 * SCIM_REQUESTS_PER_SECOND: 429 with Retry-After.
 */
export async function scimAccessOf(
  deps: Pick<AppDeps, 'database' | 'clock' | 'createLimiter'>,
  authorization: string | undefined,
): Promise<TeamAccess> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) throw new ScimError('UNAUTHORIZED', COPY.scimTokenMissing);
  const { db } = deps.database;
  const [found] = await db
    .select({ token: scimTokens, team: teams, member: teamMembers })
    .from(scimTokens)
    .innerJoin(teams, and(eq(teams.id, scimTokens.teamId), isNull(teams.deletedAt)))
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.role, 'owner')))
    .where(eq(scimTokens.tokenHash, hashOpaqueToken(match[1]!)));
  if (!found) throw new ScimError('UNAUTHORIZED', COPY.scimTokenInvalid);
  const taken = await scimLimiters(deps).token.take(found.token.id);
  if (taken.count > SCIM_REQUESTS_PER_SECOND) {
    throw new AppError('TOO_MANY_REQUESTS', COPY.scimTooManyRequests, {
      retryAfterSeconds: taken.resetInSeconds,
    });
  }
  const now = deps.clock.now();
  const lastUsed = found.token.lastUsedAt?.getTime() ?? 0;
  if (now.getTime() - lastUsed >= LAST_USED_PRECISION_MS) {
    await db.update(scimTokens).set({ lastUsedAt: now }).where(eq(scimTokens.id, found.token.id));
  }
  return {
    team: found.team,
    member: found.member,
    actor: { kind: 'scim', id: found.token.id, name: found.token.name },
    department: null,
  };
}
