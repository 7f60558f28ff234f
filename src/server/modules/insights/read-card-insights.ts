import type { AppDeps } from '#server/app-deps';
import type { UserRow } from '#server/db/schema';
import type { CardInsights, InsightsQuery } from '#shared/schemas/insights';
import { assertConnectAccess } from '../billing/public';
import { getOwnedCardRow } from '../cards/public';
import { eventForCapture } from '../events/public';
import { queryCardInsights } from './read-insights';

/**
 * The owner's card's Insights (GET /api/cards/{id}/insights and its CSV): another owner's card
 * is "not found" before anything else, then an event that is neither theirs nor their team's,
 * then the subscription is asked for (402), then the counts are read.
 */
export async function readCardInsights(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { owner, cardId, query }: { owner: UserRow; cardId: number; query: InsightsQuery },
): Promise<CardInsights> {
  const { db } = deps.database;
  const card = await getOwnedCardRow(deps, { ownerId: owner.id, cardId });
  const event = query.eventId
    ? await eventForCapture(db, { userId: owner.id, eventId: query.eventId })
    : undefined;
  // Part of Catalyst Connect, like the profile editor.
  await assertConnectAccess(db, owner);
  return queryCardInsights(deps, {
    cardId: card.id,
    days: query.days,
    tz: query.tz,
    ...(event ? { event } : {}),
  });
}
