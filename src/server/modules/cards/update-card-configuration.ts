import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { assertCurrentVersion, editVersion } from '#server/lib/edit-version';
import { COPY } from '#shared/copy';
import type { UpdateCardConfigurationBody } from '#shared/schemas/card-configuration';
import type { CardConfiguration } from '#shared/schemas/cards';
import { assertOwnImages, releaseReplacedImages } from '../uploads/public';
import { eventScope, queueWebhookEvent } from '../webhook-delivery/public';
import { assertUnlocked, teamLocksOf } from './team-locks';
import { toCardConfiguration } from './to-card';
import { cardImages } from './wipe-cards';

/** The card's details as the card editor reads them, with their version (the ETag). */
export interface VersionedConfiguration {
  configuration: CardConfiguration;
  version: string;
}

/** The version of a card's details (docs/product.md#stale-edits). */
export function configurationVersion(configuration: CardConfiguration): string {
  return editVersion(configuration);
}

/**
 * Writes only the fields sent, in one UPDATE, so two editors saving different sections never
 * undo each other. A new card image must be an upload of the owner (no hot-linking, tracking
 * pixels or someone else's photo); an image the update replaces is freed once nothing else uses it.
 * With `ifMatch` (the version the editor read), a save based on an older version than the
 * stored one is refused with 409 before anything is written.
 */
export async function updateCardConfiguration(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage' | 'jobs'>,
  {
    ownerId,
    cardId,
    body,
    ifMatch,
  }: { ownerId: string; cardId: number; body: UpdateCardConfigurationBody; ifMatch?: string },
): Promise<VersionedConfiguration> {
  const images = [body.profileImageUrl, body.companyImageUrl];
  // Refused before any reading when the URL is not even this app's (no database work).
  if (images.some((url) => url && !deps.storage.isOwnUrl(url))) {
    throw new AppError('BAD_REQUEST', COPY.imagesMustBeUploaded);
  }
  const owned = and(eq(cards.id, cardId), eq(cards.ownerId, ownerId));
  const { before, row, queued } = await deps.database.db.transaction(async (tx) => {
    // The card as it was, read under the row lock the UPDATE takes anyway: its version is
    // compared there, so two saves of one version cannot both pass.
    const [current] = await tx.select().from(cards).where(owned).for('update');
    if (!current) throw new AppError('NOT_FOUND', COPY.cardNotFound);
    assertCurrentVersion(ifMatch, configurationVersion(toCardConfiguration(current)));
    assertUnlocked(await teamLocksOf(tx, current), body, current);
    const stored = { profile: current.profileImageUrl, company: current.companyImageUrl };
    // What the card or its profile already shows passes; anything new must be the owner's upload.
    await assertOwnImages(
      tx,
      deps,
      ownerId,
      images,
      await cardImages(tx, [cardId]),
      current.teamId,
    );
    const [updated] = await tx
      .update(cards)
      .set({ ...body, updatedAt: deps.clock.now() })
      .where(owned)
      .returning();
    const queued = updated
      ? await queueWebhookEvent(tx, {
          scope: eventScope(updated),
          type: 'card.updated',
          data: { id: updated.id, ...toCardConfiguration(updated) },
          now: deps.clock.now(),
        })
      : 0;
    return { before: stored, row: updated, queued };
  });
  if (!row || !before) throw new AppError('NOT_FOUND', COPY.cardNotFound);
  if (queued > 0) deps.jobs.kick();
  await releaseReplacedImages(deps, {
    before: [before.profile, before.company],
    after: [row.profileImageUrl, row.companyImageUrl],
  });
  const configuration = toCardConfiguration(row);
  return { configuration, version: configurationVersion(configuration) };
}
