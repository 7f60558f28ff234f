import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, leads } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { Lead } from '#shared/schemas/leads';
import { releasePrivatePhotos, storePrivatePhoto } from '../uploads/public';
import { toLead } from './lead-views';
import { lockOwnLead } from './lock-own-lead';
import { receivedBy } from './received-leads';

/** The private bucket of the card photos leads were scanned from. */
export const LEAD_PHOTOS = 'lead-photos' as const;

/** The lead's photo key, if the lead is one of the owner's (404 otherwise). */
async function ownLeadPhotoKey(
  deps: Pick<AppDeps, 'database'>,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<string | null> {
  const [row] = await deps.database.db
    .select({ photoKey: leads.photoKey })
    .from(leads)
    .innerJoin(cards, eq(cards.id, leads.cardId))
    .where(and(eq(leads.id, id), receivedBy(ownerId)));
  if (!row) throw new AppError('NOT_FOUND', COPY.messageNotFound);
  return row.photoKey;
}

/**
 * PUT /api/messages/{id}/photo (docs/product.md#card-photos): the photo of the paper card the lead
 * was scanned from, stored in the private `lead-photos` bucket against the owner's quota. The
 * lead is looked up before the body is read; a photo already there is replaced, its file deleted
 * and its quota given back once the new one is the lead's. A lead deleted while the photo was
 * stored takes the new photo with it.
 */
export async function putLeadPhoto(
  deps: Pick<AppDeps, 'database' | 'config' | 'clock' | 'random' | 'storage'>,
  { ownerId, id, readFile }: { ownerId: string; id: string; readFile: () => Promise<Buffer> },
): Promise<Lead> {
  await ownLeadPhotoKey(deps, { ownerId, id });
  const { key } = await storePrivatePhoto(deps, {
    ownerId,
    bucket: LEAD_PHOTOS,
    readFile,
    // Where the owner (and the account export) reads it; `v` tells one photo from the next.
    urlOf: (name) => `${deps.config.appUrl}/api/messages/${id}/photo?v=${name}`,
  });
  try {
    const { lead, replaced } = await deps.database.db.transaction(async (tx) => {
      const { lead: before, ...card } = await lockOwnLead(tx, { ownerId, id });
      const [updated] = await tx
        .update(leads)
        .set({ photoKey: key })
        .where(eq(leads.id, id))
        .returning();
      return { lead: toLead(updated!, card), replaced: before.photoKey };
    });
    if (replaced) await releasePrivatePhotos(deps, { bucket: LEAD_PHOTOS, keys: [replaced] });
    return lead;
  } catch (error) {
    await releasePrivatePhotos(deps, { bucket: LEAD_PHOTOS, keys: [key] });
    throw error;
  }
}

/** GET /api/messages/{id}/photo: the stored photo's bytes and key (its ETag), or 404. */
export async function readLeadPhoto(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<{ key: string; body: Buffer }> {
  const key = await ownLeadPhotoKey(deps, { ownerId, id });
  const body = key ? await deps.storage.readPrivate(LEAD_PHOTOS, key) : null;
  if (!key || !body) throw new AppError('NOT_FOUND', COPY.leadPhotoNotFound);
  return { key, body };
}
