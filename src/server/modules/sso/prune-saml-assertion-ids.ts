import { lt } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { samlAssertionIds } from '#server/db/schema';

/**
 * The retention job's part: assertion ids past their expiry. A replay of such an assertion is
 * refused for its NotOnOrAfter already, so its id no longer needs keeping.
 */
export async function pruneSamlAssertionIds(db: DbOrTx, now: Date): Promise<number> {
  const pruned = await db
    .delete(samlAssertionIds)
    .where(lt(samlAssertionIds.expiresAt, now))
    .returning({ id: samlAssertionIds.assertionId });
  return pruned.length;
}
