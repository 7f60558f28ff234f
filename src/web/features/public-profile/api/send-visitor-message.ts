import { OkResponse } from '#shared/schemas/common';
import type { VisitorMessageInput } from '#shared/ui/public-profile-contact-form';
import { api } from '#web/lib/api';

export async function sendVisitorMessage(key: string, message: VisitorMessageInput): Promise<void> {
  await api.post(
    `card-profiles/public/${encodeURIComponent(key)}/send-message`,
    message,
    OkResponse,
    { anonymous: true },
  );
}
