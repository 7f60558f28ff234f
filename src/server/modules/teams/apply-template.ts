import { and, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cardProfiles, cards, cardTemplateExceptions, type TeamRow } from '#server/db/schema';
import type { TemplateField } from '#shared/schemas/team-template';
import {
  cardValues,
  differs,
  profileChange,
  teamCardsIn,
  type TemplateChange,
} from './template-change';

/** One statement per table: the change written to the cards `scope` selects, where it differs. */
async function writeChange(
  tx: DbOrTx,
  locked: TemplateField[],
  change: TemplateChange,
  { now, scope }: { now: Date; scope: SQL },
): Promise<number[]> {
  const changed: number[] = [];
  const cardSet = cardValues(change);
  if (Object.keys(cardSet).length > 0) {
    const rows = await tx
      .update(cards)
      .set({ ...cardSet, updatedAt: now })
      .where(and(scope, differs(cards, cardSet)))
      .returning({ id: cards.id });
    for (const row of rows) changed.push(row.id);
  }
  const profile = profileChange(change, locked);
  if (profile.changes) {
    const rows = await tx
      .update(cardProfiles)
      .set({ ...profile.set, updatedAt: now })
      .where(
        and(
          inArray(cardProfiles.cardId, tx.select({ id: cards.id }).from(cards).where(scope)),
          profile.differs,
        ),
      )
      .returning({ id: cardProfiles.cardId });
    for (const row of rows) changed.push(row.id);
  }
  return changed;
}

/**
 * Writes a change to the team's cards (all, `cardIds`, or those `where` selects, such as a
 * department's) and their profiles where it differs, in the caller's transaction; answers the
 * ids of the cards that changed. A field an approved change request set on a card (its
 * exception) is left alone there: the few cards with one among the written fields are kept out
 * of the bulk statements and written one by one without it. The database's change
 * notifications drop their cached public pages.
 */
export async function applyTemplate(
  tx: DbOrTx,
  team: Pick<TeamRow, 'id' | 'templateLocked'>,
  change: TemplateChange,
  { now, cardIds, where }: { now: Date; cardIds?: number[]; where?: SQL },
): Promise<number[]> {
  const scope = and(teamCardsIn(team.id, cardIds), where)!;
  const excepted = new Map<number, TemplateField[]>();
  if (change.fields.length > 0) {
    const rows = await tx
      .select({ cardId: cardTemplateExceptions.cardId, field: cardTemplateExceptions.field })
      .from(cardTemplateExceptions)
      .innerJoin(cards, eq(cards.id, cardTemplateExceptions.cardId))
      .where(and(scope, inArray(cardTemplateExceptions.field, change.fields)));
    for (const row of rows)
      excepted.set(row.cardId, [...(excepted.get(row.cardId) ?? []), row.field]);
  }
  const bulkScope =
    excepted.size > 0 ? and(scope, notInArray(cards.id, [...excepted.keys()]))! : scope;
  const changed = new Set(
    await writeChange(tx, team.templateLocked, change, { now, scope: bulkScope }),
  );
  for (const [cardId, fields] of excepted) {
    const own = {
      values: change.values,
      fields: change.fields.filter((field) => !fields.includes(field)),
    };
    const locked = team.templateLocked.filter((field) => !fields.includes(field));
    const ids = await writeChange(tx, locked, own, { now, scope: eq(cards.id, cardId) });
    for (const id of ids) changed.add(id);
  }
  return [...changed];
}
