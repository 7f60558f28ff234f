import { z } from 'zod';
import { NODE_ENV } from './fields';

/** The mode, the log level and the data folder (PGlite, disk uploads, the generated secret). */
export const ProcessSettings = z
  .object({
    NODE_ENV,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATA_DIR: z.string().default('./data'),
  })
  .transform((env) => ({
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL,
    dataDir: env.DATA_DIR,
  }));
