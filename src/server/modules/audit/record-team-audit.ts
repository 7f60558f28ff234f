import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { teamAuditLog, teamMembers } from '#server/db/schema';
import type { RequestOwner } from '#server/lib/request-owner';
import { nameOrEmail } from '#shared/cards/display-name';
import { apiKeyActorName, COPY } from '#shared/copy';
import type {
  TeamAuditAction,
  TeamAuditActorKind,
  TeamAuditTargetKind,
} from '#shared/schemas/team-audit';

/** Who did something in a team, with their name in words (kept after they are gone). */
export interface TeamAuditActor {
  kind: TeamAuditActorKind;
  id: string | null;
  name: string;
}

/** Jobs (the seat reconciliation, the billing refresher) act as this. */
export const SYSTEM_TEAM_ACTOR: TeamAuditActor = {
  kind: 'system',
  id: null,
  name: COPY.teamAuditSystemActor,
};

/**
 * The caller of an owner route as the team's log names them: the signed-in person, or the API
 * key the request came with (by the key's id, named after its account).
 */
export function teamAuditActorOf(owner: {
  user: Pick<RequestOwner['user'], 'id' | 'firstName' | 'lastName' | 'email'>;
  apiKeyId: string | null;
}): TeamAuditActor {
  const name = nameOrEmail(owner.user);
  return owner.apiKeyId
    ? { kind: 'api-key', id: owner.apiKeyId, name: apiKeyActorName(name) }
    : { kind: 'person', id: owner.user.id, name };
}

export interface TeamAuditEntry {
  teamId: string;
  actor: TeamAuditActor;
  action: TeamAuditAction;
  target: { kind: TeamAuditTargetKind; id: string | number; label: string };
  /** What changed, small; never a secret (no key, no webhook secret, no token). */
  details?: Record<string, unknown>;
}

/**
 * Writes one row of a team's audit log. Pass the transaction of the change itself, so the change
 * and its record commit together or not at all. Rows are append-only (migration 0035's trigger).
 */
export async function recordTeamAudit(tx: DbOrTx, now: Date, entry: TeamAuditEntry): Promise<void> {
  await tx.insert(teamAuditLog).values({
    teamId: entry.teamId,
    at: now,
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    targetKind: entry.target.kind,
    targetId: String(entry.target.id),
    targetLabel: entry.target.label,
    details: entry.details ?? {},
  });
}

/**
 * The team an account is active in, if any: what its own keys are recorded under (an account's
 * API keys reach its team's webhooks and cards, so its admins see them come and go).
 */
export async function activeTeamIdOf(tx: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')));
  return row?.teamId;
}
