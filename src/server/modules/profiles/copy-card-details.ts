import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cardProfiles, cards } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { presetById } from '#shared/design/presets';
import { CARD_CONFIGURATION_FIELDS, type Card } from '#shared/schemas/cards';
import type { StoredDesign } from '#shared/schemas/profile-design';
import { withTemplateDesign } from '#shared/schemas/team-template';
import { getOwnedCard, teamLocksOf, toCard, withoutLocked, type TeamLocks } from '../cards/public';
import { releaseReplacedImages } from '../uploads/public';

/**
 * 'Copy details from...' (docs/product.md#signed-in-layout): a card takes another of the owner's
 * cards' details, images, QR style and Connect profile in one step, so three cards of one order
 * need one setup. The handle is not copied (it belongs to one card), nor is the nickname. Both
 * cards are locked in id order, so two copies between the same cards cannot deadlock; images the
 * card no longer shows are freed once nothing else uses them.
 */
export async function copyCardDetails(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage'>,
  { ownerId, cardId, sourceCardId }: { ownerId: string; cardId: number; sourceCardId: number },
): Promise<Card> {
  if (cardId === sourceCardId) throw new AppError('BAD_REQUEST', COPY.copyFromItself);
  const replaced = await deps.database.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(cards)
      .where(and(inArray(cards.id, [cardId, sourceCardId]), eq(cards.ownerId, ownerId)))
      .orderBy(asc(cards.id))
      .for('update');
    const source = rows.find((row) => row.id === sourceCardId);
    const target = rows.find((row) => row.id === cardId);
    if (!source || !target) throw new AppError('NOT_FOUND', COPY.cardNotFound);
    const now = deps.clock.now();
    // What the target's team template locks stays as the template set it.
    const locks = await teamLocksOf(tx, target);
    const details = withoutLocked(
      locks,
      Object.fromEntries(CARD_CONFIGURATION_FIELDS.map((f) => [f, source[f]])),
    );
    await tx
      .update(cards)
      .set({ ...details, qrStyle: source.qrStyle, updatedAt: now })
      .where(eq(cards.id, cardId));

    const [targetProfile] = await tx
      .select({ imageUrl: cardProfiles.imageUrl, design: cardProfiles.design })
      .from(cardProfiles)
      .where(eq(cardProfiles.cardId, cardId))
      .for('update');
    const [sourceProfile] = await tx
      .select()
      .from(cardProfiles)
      .where(eq(cardProfiles.cardId, sourceCardId));
    if (sourceProfile) {
      const {
        cardId: _source,
        aliasSlug: _handle,
        handleSince: _since,
        createdAt: _created,
        ...fields
      } = sourceProfile;
      // Each button is the copy's own: Insights count its clicks apart from the original's.
      const values = {
        ...profileWithLocks(locks, fields),
        buttons: fields.buttons.map((button) => ({ ...button, uuid: randomUUID() })),
        updatedAt: now,
      };
      await tx
        .insert(cardProfiles)
        .values({ ...values, cardId })
        .onConflictDoUpdate({ target: cardProfiles.cardId, set: values });
    }
    return {
      before: [
        target.profileImageUrl,
        target.companyImageUrl,
        targetProfile?.imageUrl,
        targetProfile?.design.coverImageUrl,
      ],
      after: [
        source.profileImageUrl,
        source.companyImageUrl,
        sourceProfile?.imageUrl,
        sourceProfile?.design.coverImageUrl,
      ],
    };
  });
  await releaseReplacedImages(deps, replaced);
  const card = await getOwnedCard(deps, { ownerId, cardId });
  return toCard(card.row, card.handle, card.team);
}

/**
 * The copied profile with what the target's team template locks put back: its company, theme
 * and design parts as the template sets them, and a locked link (the website) following the
 * card, which the template fills.
 */
function profileWithLocks<T extends object>(locks: TeamLocks | null, values: T): T {
  if (!locks) return values;
  const kept = { ...values } as Record<string, unknown>;
  for (const field of locks.locked) {
    if (!(field in kept)) continue;
    kept[field] = field === 'company' || field === 'theme' ? locks.values[field] : null;
  }
  // The locked parts of the design as the template sets them; under a locked theme, a design of
  // the other base becomes the theme's own preset.
  const design = kept.design as StoredDesign | undefined;
  if (design) {
    kept.design = withTemplateDesign(design, locks.values, locks.locked);
    kept.theme = presetById((kept.design as StoredDesign).preset).base;
  }
  return kept as unknown as T;
}
