import { and, asc, eq, inArray, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { AnyBucket, PrivateBucket } from '#server/adapters/storage/file-storage';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { cardProfiles, cards, leads, teams, uploads, users } from '#server/db/schema';
import { coverFiles } from '#shared/design/cover-image';

/** An upload nothing points to after this long was abandoned (a form left unsaved). */
export const ORPHAN_UPLOAD_AGE_MS = 24 * 3_600_000;
export const UPLOAD_DELETE_BATCH = 100;

/**
 * True for an upload no card, card profile (its photo or its design's cover), user, team
 * template or lead (its card photo, by key in the private lead-photos bucket) points to (every
 * column that holds one).
 */
function isUnreferenced(db: DbOrTx): SQL {
  const pointingAt = [
    cards.profileImageUrl,
    cards.companyImageUrl,
    cardProfiles.imageUrl,
    users.imageUrl,
  ];
  // One NOT EXISTS per column (not one with OR), so PostgreSQL can answer each by an anti-join.
  // A team template's logo counts too (its cards may not show it yet, or no longer).
  const inTemplate = notExists(
    db
      .select({ one: sql`1` })
      .from(teams)
      .where(sql`${teams.templateValues} ->> 'companyImageUrl' = ${uploads.url}`),
  );
  // A profile's cover lives in its design (docs/product.md#images).
  const asCover = notExists(
    db
      .select({ one: sql`1` })
      .from(cardProfiles)
      .where(sql`${cardProfiles.design} ->> 'coverImageUrl' = ${uploads.url}`),
  );
  const asLeadPhoto = notExists(
    db
      .select({ one: sql`1` })
      .from(leads)
      .where(and(eq(leads.photoKey, uploads.key), eq(uploads.bucket, 'lead-photos'))),
  );
  const conditions = pointingAt.map((column) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(column.table)
        .where(sql`${column} = ${uploads.url}`),
    ),
  );
  return and(...conditions, inTemplate, asCover, asLeadPhoto)!;
}

/** An upload's files: a cover's every width, the upload's own name last (a retry finds it). */
async function deleteFiles(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  upload: { bucket: string; key: string },
) {
  const bucket = upload.bucket as AnyBucket;
  const files = bucket === 'cover-images' ? coverFiles(upload.key).reverse() : [upload.key];
  for (const key of files) await deps.storage.delete(bucket, key);
}

/**
 * Deletes up to `limit` unreferenced uploads within `scope` (or referenced ones too, with
 * `evenReferenced`): their rows, then their files.
 * Rows are taken with SKIP LOCKED, so processes sweeping at once never pick the same file.
 * A file the storage fails to delete gets its row back, to be tried again by the next sweep.
 */
export async function deleteUnreferencedUploads(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  {
    scope,
    limit = UPLOAD_DELETE_BATCH,
    evenReferenced = false,
  }: {
    scope: { olderThan: Date } | { urls: string[] } | { bucket: PrivateBucket; keys: string[] };
    limit?: number;
    evenReferenced?: boolean;
  },
): Promise<{ deleted: number; failed: number }> {
  return deps.database.db.transaction(async (tx) => {
    const inScope =
      'urls' in scope
        ? inArray(uploads.url, scope.urls)
        : 'keys' in scope
          ? and(eq(uploads.bucket, scope.bucket), inArray(uploads.key, scope.keys))
          : lt(uploads.createdAt, scope.olderThan);
    const candidates = tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(evenReferenced ? inScope : and(inScope, isUnreferenced(tx)))
      .orderBy(asc(uploads.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const removed = await tx.delete(uploads).where(inArray(uploads.id, candidates)).returning();
    const results = await Promise.allSettled(removed.map((row) => deleteFiles(deps, row)));
    const failed = removed.filter((_, index) => results[index]?.status === 'rejected');
    if (failed.length > 0) await tx.insert(uploads).values(failed).onConflictDoNothing();
    return { deleted: removed.length - failed.length, failed: failed.length };
  });
}

/**
 * The orphan sweep: uploads older than 24 hours that nothing references, in bounded batches
 * (each its own short transaction) until none is left or a batch could not delete its files.
 */
export async function sweepOrphanUploads(
  deps: Pick<AppDeps, 'database' | 'storage' | 'clock'>,
): Promise<{ deleted: number; failed: number }> {
  const olderThan = new Date(deps.clock.now().getTime() - ORPHAN_UPLOAD_AGE_MS);
  const total = { deleted: 0, failed: 0 };
  for (;;) {
    const batch = await deleteUnreferencedUploads(deps, { scope: { olderThan } });
    total.deleted += batch.deleted;
    total.failed += batch.failed;
    if (batch.deleted + batch.failed < UPLOAD_DELETE_BATCH || batch.failed > 0) return total;
  }
}

/**
 * Frees images an update just replaced (or cleared), once nothing else points to them. Called
 * after the update committed; a failure here only delays the freeing until the orphan sweep.
 */
export async function releaseReplacedImages(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  {
    before,
    after,
  }: { before: Array<string | null | undefined>; after: Array<string | null | undefined> },
): Promise<void> {
  const replaced = [...new Set(before)].filter(
    (url): url is string => !!url && !after.includes(url),
  );
  if (replaced.length === 0) return;
  try {
    await deleteUnreferencedUploads(deps, { scope: { urls: replaced } });
  } catch {
    // Left for the sweep: the update itself succeeded and must answer so.
  }
}

/**
 * Deletes a deleted account's uploads, every one, even one something still points to (an image
 * another account linked before uploads had to be the owner's own): the files were the person's.
 * Called after the deletion committed; a file the storage fails to delete keeps its row, which
 * the next deletion of the same URLs or, once nothing points to it, the orphan sweep retries.
 */
export async function deleteUploadsOfDeletedAccount(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  urls: string[],
): Promise<void> {
  for (let start = 0; start < urls.length; start += UPLOAD_DELETE_BATCH) {
    const batch = urls.slice(start, start + UPLOAD_DELETE_BATCH);
    try {
      await deleteUnreferencedUploads(deps, {
        scope: { urls: batch },
        limit: batch.length,
        evenReferenced: true,
      });
    } catch {
      // Left for the sweep: the account is deleted and the answer must say so.
    }
  }
}
