import { z } from 'zod';

/** Reading paper cards (POST /api/leads/scan): how many OCR worker threads the process runs. */
export const OcrSettings = z
  .object({
    OCR_WORKERS: z.coerce.number().int().min(1).max(8).default(2),
  })
  .transform((env) => ({
    /** Cards read at once, each on its own thread and about 100 MB of memory (decision 069). */
    ocrWorkers: env.OCR_WORKERS,
  }));
