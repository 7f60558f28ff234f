import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { MESSAGES } from '#shared/messages';
import type { UpdateCardConfigurationBody } from '#shared/schemas/card-configuration';
import type { CardConfiguration } from '#shared/schemas/cards';
import { assertOwnImages, releaseReplacedImages } from '../uploads/public';
import { toCardConfiguration } from './to-card';
import { cardImages } from './wipe-cards';

/**
 * Writes only the fields sent, in one UPDATE, so two editors saving different sections never
 * undo each other. A new card image must be an upload of the owner (no hot-linking, tracking
 * pixels or someone else's photo); an image the update replaces is freed once nothing else uses it.
 */
export async function updateCardConfiguration(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage'>,
  { ownerId, cardId, body }: { ownerId: string; cardId: number; body: UpdateCardConfigurationBody },
): Promise<CardConfiguration> {
  const images = [body.profileImageUrl, body.companyImageUrl];
  // Refused before any reading when the URL is not even this app's (no database work).
  if (images.some((url) => url && !deps.storage.isOwnUrl(url))) {
    throw new AppError('BAD_REQUEST', MESSAGES.imagesMustBeUploaded);
  }
  const owned = and(eq(cards.id, cardId), eq(cards.ownerId, ownerId));
  const { before, row } = await deps.database.db.transaction(async (tx) => {
    // The images as they were, read under the row lock the UPDATE takes anyway.
    const [stored] = await tx
      .select({ profile: cards.profileImageUrl, company: cards.companyImageUrl })
      .from(cards)
      .where(owned)
      .for('update');
    if (!stored) throw new AppError('NOT_FOUND', MESSAGES.cardNotFound);
    // What the card or its profile already shows passes; anything new must be the owner's upload.
    await assertOwnImages(tx, deps, ownerId, images, await cardImages(tx, [cardId]));
    const [updated] = await tx
      .update(cards)
      .set({ ...body, updatedAt: deps.clock.now() })
      .where(owned)
      .returning();
    return { before: stored, row: updated };
  });
  if (!row || !before) throw new AppError('NOT_FOUND', MESSAGES.cardNotFound);
  await releaseReplacedImages(deps, {
    before: [before.profile, before.company],
    after: [row.profileImageUrl, row.companyImageUrl],
  });
  return toCardConfiguration(row);
}
