import type { Bucket } from '#server/adapters/storage/file-storage';
import type { AppDeps } from '#server/app-deps';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { coverAtWidth } from '#shared/design/cover-image';
import type { UploadResponse } from '#shared/schemas/uploads';
import { processImage } from './process-image';
import { cancelUpload, refuseOwnerAtQuota, reserveUpload } from './upload-quota';

/**
 * Stores one image of the owner (POST /api/uploads/{bucket}) and answers its public URL. An
 * owner already at the quota is refused before `readFile` reads the body; the image is decoded
 * and re-encoded, recorded against the quota (413 when full), then written; a file the storage
 * fails to write gives its reservation back.
 */
export async function uploadImage(
  deps: Pick<AppDeps, 'database' | 'config' | 'clock' | 'random' | 'storage'>,
  {
    ownerId,
    bucket,
    readFile,
  }: { ownerId: string; bucket: Bucket; readFile: () => Promise<Buffer> },
): Promise<UploadResponse> {
  await refuseOwnerAtQuota(deps, ownerId);
  const bytes = await readFile();
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', COPY.unableToFindFile);
  const image = await processImage(bytes, bucket === 'cover-images' ? 'cover' : 'image', ownerId);
  const key = `${deps.random.uuid()}.${image.ext}`;
  const url = deps.storage.urlOf(bucket, key);
  // A cover's smaller widths are part of the upload: counted in its bytes, deleted with it.
  const files = [
    { key, body: image.body },
    ...image.smallerWidths.map(({ width, body }) => ({ key: coverAtWidth(key, width), body })),
  ];
  const reservation = await reserveUpload(deps, {
    ownerId,
    file: { bucket, key, url, bytes: files.reduce((sum, file) => sum + file.body.length, 0) },
  });
  const written: string[] = [];
  try {
    for (const file of files) {
      await deps.storage.put(bucket, file.key, file.body, image.contentType);
      written.push(file.key);
    }
  } catch (error) {
    // Without its row no sweep would find them: the widths already written go now.
    await Promise.allSettled(written.map((name) => deps.storage.delete(bucket, name)));
    await cancelUpload(deps, reservation.id);
    throw error;
  }
  return { url };
}
