import { z } from 'zod';

/** GET /api/cards/{id}/email-signature: the signature to paste into a mail app, and as plain text. */
export const EmailSignature = z.object({
  /** A table with inline styles only, absolute image and link URLs, every field escaped. */
  html: z.string(),
  /** The same lines for mail apps (and settings screens) that take plain text only. */
  text: z.string(),
});
export type EmailSignature = z.infer<typeof EmailSignature>;
