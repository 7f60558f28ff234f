import { isUniqueViolation } from '#server/lib/db-errors';
import { eq } from 'drizzle-orm';
import type { CardProfile, UpdateCardProfileBody } from '#shared/schemas/profiles';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { cardProfiles, type CardRow, type UserRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { assertActiveSubscription } from '#server/lib/subscription-gate';
import { getOwnedCardRow } from '../cards/public';
import { releaseReplacedImages } from '../uploads/public';
import { defaultProfileValues, toCardProfile } from './to-card-profile';
import { MESSAGES } from '#shared/messages';

/** The card's profile row, created with the SPEC §3 defaults on first read (race-safe). */
async function profileRowFor(db: DbOrTx, card: CardRow) {
  await db.insert(cardProfiles).values(defaultProfileValues(card)).onConflictDoNothing();
  const [row] = await db.select().from(cardProfiles).where(eq(cardProfiles.cardId, card.id));
  if (!row) throw new Error('profile row missing after insert');
  return row;
}

export async function getCardProfile(
  deps: Pick<AppDeps, 'database'>,
  ownerId: string,
  cardId: number,
): Promise<CardProfile> {
  const card = await getOwnedCardRow(deps.database.db, ownerId, cardId);
  return toCardProfile(await profileRowFor(deps.database.db, card), card);
}

/**
 * Updates the fields sent, and only those, in one statement: a theme change and a button edit
 * made at the same moment both survive. Editing needs an active subscription (402 otherwise).
 */
export async function updateCardProfile(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage'>,
  owner: UserRow,
  cardId: number,
  body: UpdateCardProfileBody,
): Promise<CardProfile> {
  const { db } = deps.database;
  const card = await getOwnedCardRow(db, owner.id, cardId);
  assertActiveSubscription(owner);
  if (body.imageUrl && !deps.storage.isOwnUrl(body.imageUrl)) {
    throw new AppError('BAD_REQUEST', MESSAGES.imagesMustBeUploaded);
  }
  await profileRowFor(db, card);
  try {
    const { before, row } = await db.transaction(async (tx) => {
      const [previous] = await tx
        .select({ imageUrl: cardProfiles.imageUrl })
        .from(cardProfiles)
        .where(eq(cardProfiles.cardId, card.id))
        .for('update');
      const [updated] = await tx
        .update(cardProfiles)
        .set({ ...body, updatedAt: deps.clock.now() })
        .where(eq(cardProfiles.cardId, card.id))
        .returning();
      return { before: previous, row: updated };
    });
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.cardNotFound);
    // The replaced image is freed once nothing else (the card itself, say) still shows it.
    await releaseReplacedImages(deps, [before?.imageUrl], [row.imageUrl]);
    return toCardProfile(row, card);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', MESSAGES.handleTaken);
    throw error;
  }
}
