import { z } from 'zod';

export const UploadResponse = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof UploadResponse>;

/** SPEC §2 hint; the server enforces it (413). */
export const UPLOAD_HINT = 'PNG, JPG, GIF up to 10MB';
