import { useMutation } from '@tanstack/react-query';
import type { UploadResponse } from '../../../../shared/schemas/uploads';
import { api } from '../../../lib/api';
import { expectBody } from '../../../lib/api-client';

export type ImageBucket = 'profile-images' | 'company-images';

/** Sends one image; the server answers the public URL of its re-encoded copy. */
export async function uploadImage(bucket: ImageBucket, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  return expectBody(await api.post<UploadResponse>(`uploads/${bucket}`, form)).url;
}

export function useUploadImage(bucket: ImageBucket) {
  return useMutation({ mutationFn: (file: File) => uploadImage(bucket, file) });
}
