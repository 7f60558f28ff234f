import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { changeRequests, teamMembers } from '#server/db/schema';

/**
 * The bell's other number (docs/product.md#change-requests): decisions on the account's change
 * requests it has not seen yet. Seen when its change requests screen opens.
 */

/** The account's memberships (any team, any status: a decision stays theirs to read). */
const membershipsOf = (deps: Pick<AppDeps, 'database'>, userId: string) =>
  deps.database.db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId));

const unseen = (deps: Pick<AppDeps, 'database'>, userId: string) =>
  and(
    inArray(changeRequests.memberId, membershipsOf(deps, userId)),
    ne(changeRequests.status, 'pending'),
    isNull(changeRequests.memberSeenAt),
  );

/** GET /api/change-requests/unseen: how many decisions the account has not seen. */
export async function countUnseenDecisions(
  deps: Pick<AppDeps, 'database'>,
  userId: string,
): Promise<number> {
  const [row] = await deps.database.db
    .select({ count: count() })
    .from(changeRequests)
    .where(unseen(deps, userId));
  return row?.count ?? 0;
}

/** POST /api/change-requests/seen: the account has read every decision so far. */
export async function markDecisionsSeen(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  userId: string,
): Promise<void> {
  await deps.database.db
    .update(changeRequests)
    .set({ memberSeenAt: deps.clock.now() })
    .where(unseen(deps, userId));
}
