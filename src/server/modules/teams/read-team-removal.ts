import { desc, eq, and } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { teamMembers, teams } from '#server/db/schema';
import type { TeamRemoval } from '#shared/schemas/teams';
import { activeMembershipOf } from './team-access';

/**
 * GET /api/teams/removal: an account in no team whose latest membership ended by an admin's
 * deactivation hears which team removed it and when. An active member, an account never in a
 * team, and one whose latest team was deleted (deleting deactivates every membership) get null.
 */
export async function readTeamRemoval(
  deps: Pick<AppDeps, 'database'>,
  userId: string,
): Promise<TeamRemoval> {
  const { db } = deps.database;
  if (await activeMembershipOf(db, userId)) return { removed: null };
  const [latest] = await db
    .select({ teamName: teams.name, at: teamMembers.deactivatedAt, deletedAt: teams.deletedAt })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'deactivated')))
    .orderBy(desc(teamMembers.deactivatedAt))
    .limit(1);
  if (!latest?.at || latest.deletedAt) return { removed: null };
  return { removed: { teamName: latest.teamName, at: latest.at.toISOString() } };
}
