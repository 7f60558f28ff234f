import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cards, teamMembers, teams, type UserRow } from '#server/db/schema';
import type { AdminAccountDetail } from '#shared/schemas/admin';

/**
 * The teams an account is in or was invited to (by its address, before it accepted), each with
 * its size: what support needs to answer "why can I not change my company name" or "where did
 * my card go". Few rows per account; each count reads a team's own index.
 */
export async function accountTeams(
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'email'>,
): Promise<AdminAccountDetail['teams']> {
  const membersOf = (status: 'active' | 'invited') =>
    db
      .select({ total: count() })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teams.id), eq(teamMembers.status, status)));
  const cardsOf = (pooledOnly: boolean) =>
    db
      .select({ total: count() })
      .from(cards)
      .where(and(eq(cards.teamId, teams.id), pooledOnly ? isNull(cards.ownerId) : undefined));
  const rows = await db
    .select({
      teamId: teams.id,
      name: teams.name,
      role: teamMembers.role,
      status: teamMembers.status,
      activeMembers: sql<number>`(${membersOf('active')})::int`,
      invitations: sql<number>`(${membersOf('invited')})::int`,
      cards: sql<number>`(${cardsOf(false)})::int`,
      pooledCards: sql<number>`(${cardsOf(true)})::int`,
      lockedFields: sql<number>`jsonb_array_length(${teams.templateLocked})`,
      deletedAt: teams.deletedAt,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(or(eq(teamMembers.userId, user.id), eq(teamMembers.email, user.email)))
    .orderBy(teams.name);
  return rows.map((row) => ({ ...row, deletedAt: row.deletedAt?.toISOString() ?? null }));
}
