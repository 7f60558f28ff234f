import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { teamMembers } from '#server/db/schema';

/**
 * The team whose pool a shop order of this account fills: the one it is an active owner or
 * admin of (a company buying cards for its people), else none (the cards are the buyer's own).
 */
export async function orderPoolOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.userId, userId),
        eq(teamMembers.status, 'active'),
        inArray(teamMembers.role, ['owner', 'admin']),
      ),
    );
  return row?.teamId ?? null;
}
