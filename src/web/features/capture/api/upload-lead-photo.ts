import { api } from '#web/lib/api';
import type { ResponseSchema } from '#web/lib/response-schema';

/** A photo over a hall's weak network takes longer than the client's 10 s. */
const PHOTO_UPLOAD_TIMEOUT_MS = 120_000;

/** Any 2xx answer: the lead's photo is stored, whatever the route says about it. */
const Stored: ResponseSchema<unknown> = { safeParse: (body) => ({ success: true, data: body }) };

/** PUT /api/messages/{id}/photo (multipart `file`): the photo of their card, beside the lead. */
export async function putLeadPhoto(leadId: string, photo: Blob): Promise<void> {
  const form = new FormData();
  const extension =
    photo.type === 'image/png' ? 'png' : photo.type === 'image/webp' ? 'webp' : 'jpg';
  form.append('file', photo, `card.${extension}`);
  await api.request(`messages/${encodeURIComponent(leadId)}/photo`, Stored, {
    method: 'PUT',
    body: form,
    timeoutMs: PHOTO_UPLOAD_TIMEOUT_MS,
  });
}
