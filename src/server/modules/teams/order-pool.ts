import type { DbOrTx } from '#server/db/client';
import { activeMembershipOf } from './team-access';

/**
 * The team whose pool a shop order of this account fills: the one it is an active owner or
 * admin of (a company buying cards for its people), else none (the cards are the buyer's own).
 */
export async function orderPoolOf(db: DbOrTx, userId: string): Promise<string | null> {
  const found = await activeMembershipOf(db, userId);
  return found && found.member.role !== 'member' ? found.team.id : null;
}
