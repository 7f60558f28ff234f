import { and, count, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { teamMembers, teams } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { MESSAGES } from '#shared/messages';

/**
 * The teams the account owns, each refused (409) when anyone else is in it (a member, an admin,
 * an invitation): its owner hands it to an admin before leaving, so no team is left without one.
 */
export async function assertMayLeaveTeams(db: DbOrTx, userId: string): Promise<string[]> {
  const owned = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.role, 'owner')));
  for (const { teamId } of owned) {
    const [others] = await db
      .select({ n: count() })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), ne(teamMembers.role, 'owner')));
    if ((others?.n ?? 0) > 0) throw new AppError('CONFLICT', MESSAGES.teamOwnerCannotLeave);
  }
  return owned.map((row) => row.teamId);
}

/**
 * In the deletion's transaction: a team of its owner alone goes with the account (after the same
 * check); the account's other memberships go by the cascade.
 */
export async function releaseTeamsOfDeletedAccount(db: DbOrTx, userId: string): Promise<void> {
  for (const teamId of await assertMayLeaveTeams(db, userId)) {
    await db.delete(teams).where(eq(teams.id, teamId));
  }
}
