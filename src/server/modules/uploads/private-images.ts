import type { PrivateBucket } from '#server/adapters/storage/file-storage';
import type { AppDeps } from '#server/app-deps';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { processImage } from './process-image';
import { deleteUnreferencedUploads } from './unreferenced-uploads';
import { cancelUpload, refuseOwnerAtQuota, reserveUpload } from './upload-quota';

/**
 * Stores one photo of the owner in a private bucket (a lead's card photo) and answers its key:
 * as a public upload is, refused at the quota before the body is read, re-encoded (no
 * metadata), recorded against the quota (413 when full), then written; a file the storage fails
 * to write gives its reservation back. `urlOf` names the address the app serves it at, which
 * the uploads row keeps (the account export lists it), since it has no public one.
 */
export async function storePrivatePhoto(
  deps: Pick<AppDeps, 'database' | 'config' | 'clock' | 'random' | 'storage'>,
  {
    ownerId,
    bucket,
    readFile,
    urlOf,
  }: {
    ownerId: string;
    bucket: PrivateBucket;
    readFile: () => Promise<Buffer>;
    urlOf: (key: string) => string;
  },
): Promise<{ key: string }> {
  await refuseOwnerAtQuota(deps, ownerId);
  const bytes = await readFile();
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', COPY.unableToFindFile);
  const image = await processImage(bytes, 'photo', ownerId);
  const key = `${deps.random.uuid()}.${image.ext}`;
  const reservation = await reserveUpload(deps, {
    ownerId,
    file: { bucket, key, url: urlOf(key), bytes: image.body.length },
  });
  try {
    await deps.storage.putPrivate(bucket, key, image.body, image.contentType);
  } catch (error) {
    await cancelUpload(deps, reservation.id);
    throw error;
  }
  return { key };
}

/**
 * Frees private files nothing points to any more (a lead's photo replaced, or its lead
 * deleted): their uploads rows, giving the quota back, and their files. Called after the change
 * committed; a failure only leaves them to the orphan sweep, which finds them unreferenced.
 */
export async function releasePrivatePhotos(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  { bucket, keys }: { bucket: PrivateBucket; keys: string[] },
): Promise<void> {
  if (keys.length === 0) return;
  try {
    await deleteUnreferencedUploads(deps, { scope: { bucket, keys } });
  } catch {
    // Left for the sweep: the change itself succeeded and must answer so.
  }
}
