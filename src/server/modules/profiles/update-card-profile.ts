import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import { cardProfiles, type UserRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { isUniqueViolation } from '#server/lib/db-errors';
import { assertCurrentVersion } from '#server/lib/edit-version';
import { HANDLE_HELD_AFTER_LIVE_MS } from '#shared/constants';
import { COPY } from '#shared/copy';
import { DEFAULT_DESIGN, type StoredDesign } from '#shared/schemas/profile-design';
import type { Theme, UpdateCardProfileBody } from '#shared/schemas/profiles';
import { TEMPLATE_DESIGN_FIELDS } from '#shared/schemas/team-template';
import { assertConnectAccess } from '../billing/public';
import { assertUnlocked, cardImages, teamLocksOf } from '../cards/public';
import { assertOwnImages, releaseReplacedImages } from '../uploads/public';
import { designValues } from './design-values';
import { claimHandle, lockHandles, retireHandle } from './handle-holds';
import { holdOwnedCard } from './hold-owned-card';
import { profileRowFor } from './profile-row';
import { profileVersion, versioned, type VersionedProfile } from './versioned-profile';

/**
 * The handle rules of a change of handle (decision 031): the new one must not be held for
 * another account; the one given up is held for this account, leading to this card, whatever
 * its age, as the rename dialog promises (the account may take it back). Answers the
 * `handleSince` to write, if any.
 */
async function changeHandle(
  tx: Tx,
  change: {
    ownerId: string;
    cardId: number;
    previous: string | null;
    previousSince: Date | null;
    next: string | null | undefined;
    now: Date;
  },
): Promise<{ handleSince?: Date | null }> {
  const { ownerId, cardId, previous, next, now } = change;
  if (next === undefined || next === previous) return {};
  await lockHandles(tx, [previous, next]);
  let handleSince: Date | null = null;
  if (next) {
    const { reclaimed } = await claimHandle(tx, ownerId, next, now);
    // A handle the account held already stays held if the account is deleted the same day.
    handleSince = reclaimed ? new Date(now.getTime() - HANDLE_HELD_AFTER_LIVE_MS) : now;
  }
  if (previous) await retireHandle(tx, { handle: previous, ownerId, cardId, now });
  return { handleSince };
}

/** A profile's fields with each design part beside them, as a template's locks name them. */
function withDesignParts(values: Record<string, unknown>): Record<string, unknown> {
  const design = values.design as StoredDesign | undefined;
  if (!design) return values;
  return {
    ...values,
    ...Object.fromEntries(TEMPLATE_DESIGN_FIELDS.map((field) => [field, design[field] ?? null])),
  };
}

/**
 * The design and the theme, kept in step (decision 045): a design sets the theme to its preset's
 * base (dark or light); the original `theme` alone selects that preset and keeps the owner's other
 * choices.
 */
function designAndTheme(
  body: UpdateCardProfileBody,
  current: StoredDesign,
): { design?: StoredDesign; theme?: Theme } {
  if (body.design) {
    // A design without `coverImageUrl` keeps the cover it has.
    const design =
      body.design.coverImageUrl === undefined
        ? { ...body.design, coverImageUrl: current.coverImageUrl ?? null }
        : body.design;
    return designValues(design);
  }
  if (body.theme) return { design: { ...current, preset: body.theme }, theme: body.theme };
  return {};
}

/**
 * Updates the fields sent, and only those, in one statement: a theme change and a button edit
 * made at the same moment both survive. Editing needs an active subscription (402 otherwise).
 * With `ifMatch` (the version the editor read), a save based on an older version than the
 * stored one is refused with 409 before anything is written.
 */
export async function updateCardProfile(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage'>,
  {
    owner,
    cardId,
    body,
    ifMatch,
  }: { owner: UserRow; cardId: number; body: UpdateCardProfileBody; ifMatch?: string },
): Promise<VersionedProfile> {
  const { db } = deps.database;
  try {
    const { before, row, held } = await db.transaction(async (tx) => {
      // Checked in this order, as before: another owner's card 404, then 402, then the image.
      const held = await holdOwnedCard(tx, owner.id, cardId);
      await assertConnectAccess(tx, owner);
      const cover = body.design?.coverImageUrl;
      if ([body.imageUrl, cover].some((url) => url && !deps.storage.isOwnUrl(url))) {
        throw new AppError('BAD_REQUEST', COPY.imagesMustBeUploaded);
      }
      // Only a cover upload has the banner's crop and the widths the page's srcset names.
      if (cover && deps.storage.bucketOf(cover) !== 'cover-images') {
        throw new AppError('BAD_REQUEST', COPY.coverMustBeCoverUpload);
      }
      await profileRowFor(tx, held);
      // What the card or its profile already shows passes; a new image must be the owner's upload.
      await assertOwnImages(
        tx,
        deps,
        owner.id,
        [body.imageUrl, cover],
        await cardImages(tx, [held.id]),
      );
      const [previous] = await tx
        .select()
        .from(cardProfiles)
        .where(eq(cardProfiles.cardId, held.id))
        .for('update');
      // Compared under the row lock: two saves of one version cannot both pass.
      if (previous) assertCurrentVersion(ifMatch, profileVersion(previous));
      const changes = { ...body, ...designAndTheme(body, previous?.design ?? DEFAULT_DESIGN) };
      assertUnlocked(
        await teamLocksOf(tx, held),
        withDesignParts(changes),
        withDesignParts(previous ?? {}),
      );
      const now = deps.clock.now();
      const handleSince = await changeHandle(tx, {
        ownerId: owner.id,
        cardId: held.id,
        previous: previous?.aliasSlug ?? null,
        previousSince: previous?.handleSince ?? null,
        next: body.aliasSlug,
        now,
      });
      const [updated] = await tx
        .update(cardProfiles)
        .set({ ...changes, ...handleSince, updatedAt: now })
        .where(eq(cardProfiles.cardId, held.id))
        .returning();
      return { before: previous, row: updated, held };
    });
    if (!row) throw new AppError('NOT_FOUND', COPY.cardNotFound);
    // The replaced image is freed once nothing else (the card itself, say) still shows it.
    await releaseReplacedImages(deps, {
      before: [before?.imageUrl, before?.design.coverImageUrl],
      after: [row.imageUrl, row.design.coverImageUrl],
    });
    return versioned(row, held);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', COPY.handleTaken);
    throw error;
  }
}
