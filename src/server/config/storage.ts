import { z } from 'zod';
import { bool } from './fields';

/** Uploaded images: an S3-compatible bucket (DATA_DIR/uploads otherwise) and each owner's quota. */
export const StorageSettings = z
  .object({
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    S3_PUBLIC_URL: z.url().optional(),
    UPLOAD_QUOTA_MB: z.coerce.number().positive().max(100_000).default(50),
    UPLOAD_QUOTA_FILES: z.coerce.number().int().min(1).max(1_000_000).default(200),
  })
  .refine((env) => !env.S3_BUCKET || env.S3_PUBLIC_URL, {
    path: ['S3_PUBLIC_URL'],
    message: 'is required with S3_BUCKET (the public base URL of the bucket)',
  })
  .transform((env) => ({
    /** Set: uploads go to this S3-compatible bucket; unset: DATA_DIR/uploads. */
    s3:
      env.S3_BUCKET && env.S3_PUBLIC_URL
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            publicUrl: env.S3_PUBLIC_URL,
          }
        : undefined,
    /** Per owner: the stored bytes and files their uploads may take (swept ones do not count). */
    uploadQuota: {
      bytes: Math.floor(env.UPLOAD_QUOTA_MB * 1024 * 1024),
      files: env.UPLOAD_QUOTA_FILES,
    },
  }));
