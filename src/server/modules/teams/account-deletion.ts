import { and, count, eq, isNotNull, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#server/db/client';
import { cards, leads, teamMembers, teams } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { returnCardsToPool } from './card-holder';

/**
 * The teams the account owns, each refused (409) when anyone else is in it (a member, an admin,
 * an invitation): its owner hands it to an admin before leaving, so no team is left without one.
 * A team the owner deleted is answered too: it goes with the account, and its kept leads.
 */
export async function assertMayLeaveTeams(db: DbOrTx, userId: string): Promise<string[]> {
  const owned = await db
    .select({ teamId: teamMembers.teamId, deletedAt: teams.deletedAt })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.role, 'owner')));
  for (const { teamId, deletedAt } of owned) {
    // A deleted team has no one in it any more; its kept leads go with its owner's account.
    if (deletedAt) continue;
    const [others] = await db
      .select({ n: count() })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), ne(teamMembers.role, 'owner')));
    if ((others?.n ?? 0) > 0) throw new AppError('CONFLICT', COPY.teamOwnerCannotLeave);
  }
  return owned.map((row) => row.teamId);
}

/**
 * In the deletion's transaction, before the account's own cards are wiped: a team of its owner
 * alone goes with the account (after the same check); the team cards it held go back to their
 * team's pool, with nothing of the account on them; the leads it received stay the team's (the
 * account's personal messages go with it by the cascade, and its other memberships too).
 */
export async function releaseTeamsOfDeletedAccount(
  db: Tx,
  userId: string,
  now: Date,
): Promise<void> {
  for (const teamId of await assertMayLeaveTeams(db, userId)) {
    // Its cards were the owner's alone: they become personal again, to be wiped with the rest.
    await db
      .update(cards)
      .set({ ownerId: userId, teamId: null, teamContributorId: null, updatedAt: now })
      .where(eq(cards.teamId, teamId));
    await db.delete(teams).where(eq(teams.id, teamId));
  }
  const held = await db
    .selectDistinct({ teamId: cards.teamId })
    .from(cards)
    .where(and(eq(cards.ownerId, userId), isNotNull(cards.teamId)));
  for (const { teamId } of held) {
    // The images they no longer show were the account's uploads: they go with it, after it.
    await returnCardsToPool(db, { teamId: teamId!, which: eq(cards.ownerId, userId), now });
  }
  await db
    .update(leads)
    .set({ ownerId: null })
    .where(and(eq(leads.ownerId, userId), isNotNull(leads.teamId)));
}
