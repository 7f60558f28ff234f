import { and, eq } from 'drizzle-orm';
import type { UpdateCardConfigurationBody } from '#shared/schemas/card-configuration';
import type { CardConfiguration } from '#shared/schemas/cards';
import type { AppDeps } from '#server/app-deps';
import { cards } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { releaseReplacedImages } from '../uploads/public';
import { toCardConfiguration } from './to-card';
import { MESSAGES } from '#shared/messages';

/**
 * Writes only the fields sent, in one UPDATE, so two editors saving different sections never
 * undo each other. Card images must be files this app stored (no hot-linking or tracking pixels);
 * an image the update replaces is freed once nothing else uses it.
 */
export async function updateCardConfiguration(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage'>,
  ownerId: string,
  cardId: number,
  body: UpdateCardConfigurationBody,
): Promise<CardConfiguration> {
  for (const field of ['profileImageUrl', 'companyImageUrl'] as const) {
    const url = body[field];
    if (url && !deps.storage.isOwnUrl(url)) {
      throw new AppError('BAD_REQUEST', MESSAGES.imagesMustBeUploaded);
    }
  }
  const owned = and(eq(cards.id, cardId), eq(cards.ownerId, ownerId));
  const { before, row } = await deps.database.db.transaction(async (tx) => {
    // The images as they were, read under the row lock the UPDATE takes anyway.
    const [images] = await tx
      .select({ profile: cards.profileImageUrl, company: cards.companyImageUrl })
      .from(cards)
      .where(owned)
      .for('update');
    const [updated] = await tx
      .update(cards)
      .set({ ...body, updatedAt: deps.clock.now() })
      .where(owned)
      .returning();
    return { before: images, row: updated };
  });
  if (!row || !before) throw new AppError('NOT_FOUND', MESSAGES.cardNotFound);
  await releaseReplacedImages(
    deps,
    [before.profile, before.company],
    [row.profileImageUrl, row.companyImageUrl],
  );
  return toCardConfiguration(row);
}
