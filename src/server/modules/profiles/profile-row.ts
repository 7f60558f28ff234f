import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cardProfiles, type CardRow } from '#server/db/schema';
import { DEFAULT_DESIGN } from '#shared/schemas/profile-design';
import { withTemplateDesign } from '#shared/schemas/team-template';
import { teamLocksOf } from '../cards/public';
import { designValues } from './design-values';
import { defaultProfileValues } from './to-card-profile';

/**
 * The card's profile row, created with its defaults on first read (race-safe;
 * docs/product.md#connect-profile-editor).
 */
export async function profileRowFor(db: DbOrTx, card: CardRow) {
  const template = (await teamLocksOf(db, card))?.values;
  const values = {
    ...defaultProfileValues(card),
    // A team card's profile starts with the company and the design its template sets.
    ...(template?.company !== undefined ? { company: template.company } : {}),
    ...(template ? designValues(withTemplateDesign(DEFAULT_DESIGN, template)) : {}),
  };
  await db.insert(cardProfiles).values(values).onConflictDoNothing();
  const [row] = await db.select().from(cardProfiles).where(eq(cardProfiles.cardId, card.id));
  if (!row) throw new Error('profile row missing after insert');
  return row;
}
