import { useMutation } from '@tanstack/react-query';
import { MAX_IMAGE_UPLOAD_BYTES } from '#shared/constants';
import { COPY } from '#shared/copy';
import { UploadResponse } from '#shared/schemas/uploads';
import { api } from '#web/lib/api';

export type ImageBucket = 'profile-images' | 'company-images' | 'cover-images';

/** Sends one image; the server answers the public URL of its re-encoded copy. */
export async function uploadImage(bucket: ImageBucket, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await api.post(`uploads/${bucket}`, form, UploadResponse)).url;
}

export function useUploadImage(bucket: ImageBucket) {
  return useMutation({ mutationFn: (file: File) => uploadImage(bucket, file) });
}

/** Why a chosen file cannot be sent (none chosen, or past the server's limit), or null. */
export function imageFileProblem(file: File | undefined): string | null {
  if (!file) return COPY.unableToFindFile;
  return file.size > MAX_IMAGE_UPLOAD_BYTES ? COPY.imageTooLarge : null;
}
