import { z } from 'zod';
import { INACTIVITY_TIMEOUT_SECONDS, INACTIVITY_WARNING_SECONDS } from '#shared/constants';
import { NODE_ENVS } from './lib/node-env';
import { parseTrustProxy } from './lib/trust-proxy';

/**
 * The environment variables the server reads, parsed with zod: config.ts turns them into the
 * Config the app uses, and production-safety.ts checks them before it does.
 */

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Apple Wallet is on when all of these are set (APPLE_WALLET_KEY_PASSPHRASE is optional). */
const APPLE_WALLET_VARIABLES = [
  'APPLE_WALLET_PASS_TYPE_ID',
  'APPLE_WALLET_TEAM_ID',
  'APPLE_WALLET_CERT',
  'APPLE_WALLET_KEY',
  'APPLE_WALLET_WWDR',
] as const;
const GOOGLE_WALLET_VARIABLES = [
  'GOOGLE_WALLET_ISSUER_ID',
  'GOOGLE_WALLET_SERVICE_ACCOUNT_FILE',
] as const;

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(NODE_ENVS).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    // `npm run migrate` only: the schema owner's connection (decision 033); DATABASE_URL then
    // names the application's role, which may only read and write rows.
    MIGRATION_DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    // PostgreSQL session limits in milliseconds; 0 turns one off. The slowest request query runs
    // well under a second; migrations at start run without them.
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
    DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(3_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    APP_URL: z.url().optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    REDIS_KEY_PREFIX: z.string().min(1).max(100).optional(),
    TRUST_PROXY: z
      .string()
      .transform((value, context) => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === 'object' && 'problem' in parsed) {
          context.addIssue({ code: 'custom', message: parsed.problem });
          return z.NEVER;
        }
        return parsed;
      })
      .default(false),
    HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(72),
    API_DOCS: bool.optional(),
    PAYMENTS: z.enum(['stripe', 'sandbox']).optional(),
    MAIL_TRANSPORT: z.enum(['smtp', 'log']).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    INACTIVITY_TIMEOUT_SECONDS: z.coerce.number().int().min(2).default(INACTIVITY_TIMEOUT_SECONDS),
    INACTIVITY_WARNING_SECONDS: z.coerce.number().int().min(1).default(INACTIVITY_WARNING_SECONDS),
    LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
    LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    SHOP_URL: z.url().default('https://shop.catalystconnect.example'),
    SHOPIFY_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    S3_PUBLIC_URL: z.url().optional(),
    UPLOAD_QUOTA_MB: z.coerce.number().positive().max(100_000).default(50),
    PUBLIC_CACHE_MB: z.coerce.number().min(0).max(100_000).default(64),
    INSIGHTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(90),
    UPLOAD_QUOTA_FILES: z.coerce.number().int().min(1).max(1_000_000).default(200),
    MAIL_FROM: z.string().min(3).default('Catalyst Connect <no-reply@catalystconnect.example>'),
    SUPPORT_EMAIL: z.email().default('support@catalystconnect.example'),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_..., sk_live_...)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_/, 'must be a Stripe publishable key (pk_...)')
      .optional(),
    STRIPE_PRICE_ID: z
      .string()
      .regex(/^price_/, 'must be a Stripe price id (price_...)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_...)')
      .optional(),
    DEMO_SEED: bool.optional(),
    DEMO_EMAIL: z.email().default('demo@catalystconnect.example'),
    DEMO_PASSWORD: z.string().min(8).optional(),
    DEMO_SUBSCRIPTION_STATUS: z.enum(['active', 'none']).default('none'),
    // Apple Wallet (all but the passphrase together): the pass type, the team, and PEM file paths.
    APPLE_WALLET_PASS_TYPE_ID: z
      .string()
      .regex(
        /^pass(\.[A-Za-z0-9-]+)+$/,
        'must be a pass type identifier such as pass.com.example.card',
      )
      .optional(),
    APPLE_WALLET_TEAM_ID: z
      .string()
      .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character Apple Developer team id')
      .optional(),
    APPLE_WALLET_CERT: z.string().optional(),
    APPLE_WALLET_KEY: z.string().optional(),
    APPLE_WALLET_KEY_PASSPHRASE: z.string().optional(),
    APPLE_WALLET_WWDR: z.string().optional(),
    // Google Wallet (both together): the issuer id and the service account's JSON key file.
    GOOGLE_WALLET_ISSUER_ID: z
      .string()
      .regex(/^\d+$/, 'must be the numeric issuer id of the Google Pay & Wallet Console')
      .optional(),
    GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: z.string().optional(),
  })
  .refine((env) => env.INACTIVITY_WARNING_SECONDS < env.INACTIVITY_TIMEOUT_SECONDS, {
    path: ['INACTIVITY_WARNING_SECONDS'],
    message: 'must be less than INACTIVITY_TIMEOUT_SECONDS',
  })
  .refine((env) => !env.S3_BUCKET || env.S3_PUBLIC_URL, {
    path: ['S3_PUBLIC_URL'],
    message: 'is required with S3_BUCKET (the public base URL of the bucket)',
  })
  .superRefine((env, context) => {
    if (!env.STRIPE_SECRET_KEY) return;
    for (const key of [
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_PRICE_ID',
      'STRIPE_WEBHOOK_SECRET',
    ] as const) {
      if (!env[key])
        context.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required with STRIPE_SECRET_KEY',
        });
    }
  })
  .superRefine((env, context) => {
    for (const group of [APPLE_WALLET_VARIABLES, GOOGLE_WALLET_VARIABLES]) {
      const set = group.filter((key) => env[key] !== undefined);
      if (set.length === 0) continue;
      for (const key of group) {
        if (env[key] === undefined)
          context.addIssue({
            code: 'custom',
            path: [key],
            message: `is required with ${set.join(', ')} (set all of ${group.join(', ')}, or none)`,
          });
      }
    }
    if (env.APPLE_WALLET_KEY_PASSPHRASE !== undefined && env.APPLE_WALLET_KEY === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['APPLE_WALLET_KEY_PASSPHRASE'],
        message: 'is the passphrase of APPLE_WALLET_KEY, which is not set',
      });
    }
  })
  .refine((env) => env.HTTP_HEADERS_TIMEOUT_SECONDS <= env.HTTP_REQUEST_TIMEOUT_SECONDS, {
    path: ['HTTP_HEADERS_TIMEOUT_SECONDS'],
    message: 'must not exceed HTTP_REQUEST_TIMEOUT_SECONDS',
  })
  .refine((env) => env.PAYMENTS !== 'stripe' || env.STRIPE_SECRET_KEY, {
    path: ['PAYMENTS'],
    message:
      'stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET',
  })
  .refine((env) => env.MAIL_TRANSPORT !== 'smtp' || env.SMTP_URL, {
    path: ['MAIL_TRANSPORT'],
    message: 'smtp needs SMTP_URL',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET, {
    path: ['JWT_SECRET'],
    message: 'is required when NODE_ENV=production (every process must share it)',
  });

export type Env = z.infer<typeof EnvSchema>;
