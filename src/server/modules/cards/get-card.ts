import type { AppDeps } from '#server/app-deps';
import type { Card } from '#shared/schemas/cards';
import { getOwnedCard } from './owned-card';
import { toCard } from './to-card';

/** GET /api/cards/{id}: the owner's card with its configuration (404 for another owner's). */
export async function getCard(
  deps: Pick<AppDeps, 'database'>,
  { ownerId, cardId }: { ownerId: string; cardId: number },
): Promise<Card> {
  const card = await getOwnedCard(deps, { ownerId, cardId });
  return toCard(card.row, card.handle, card.team);
}
