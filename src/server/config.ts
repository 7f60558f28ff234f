import { z } from 'zod';
import { INACTIVITY_TIMEOUT_SECONDS, INACTIVITY_WARNING_SECONDS } from '#shared/constants';
import { readEnv } from './env';
import { parseTrustProxy } from './lib/trust-proxy';
import {
  readAppleWalletCredentials,
  readGoogleWalletCredentials,
  type AppleWalletCredentials,
  type GoogleWalletCredentials,
} from './lib/wallet-credentials';
import { productionProblems } from './production-safety';

// One schema per concern: each names its variables once (validation, default, error message)
// and maps them to its part of Config, whose type is inferred from the schemas. A concern whose
// defaults depend on the mode reads NODE_ENV too (the same schema each time).

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL');
const NODE_ENV = z.enum(['development', 'production', 'test']).default('development');

/** The mode, the log level and the data folder (PGlite, disk uploads, the generated secret). */
const ProcessSettings = z
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

/** Where the server listens, under which address, behind which proxies, with which timeouts. */
const HttpSettings = z
  .object({
    NODE_ENV,
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    APP_URL: z.url().optional(),
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
  })
  .refine((env) => env.HTTP_HEADERS_TIMEOUT_SECONDS <= env.HTTP_REQUEST_TIMEOUT_SECONDS, {
    path: ['HTTP_HEADERS_TIMEOUT_SECONDS'],
    message: 'must not exceed HTTP_REQUEST_TIMEOUT_SECONDS',
  })
  .transform((env) => ({
    host: env.HOST,
    port: env.PORT,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs. */
    trustProxy: env.TRUST_PROXY,
    /** Node/Fastify HTTP server timeouts, in milliseconds. */
    http: {
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: env.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    /** /api/docs and /api/docs/json are served. */
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
  }));

/** PostgreSQL (PGlite in DATA_DIR when DATABASE_URL is unset), its pool and session limits. */
const DatabaseSettings = z
  .object({
    DATABASE_URL: postgresUrl.optional(),
    // `npm run migrate` only: the schema owner's connection (decision 033); DATABASE_URL then
    // names the application's role, which may only read and write rows.
    MIGRATION_DATABASE_URL: postgresUrl.optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    // PostgreSQL session limits in milliseconds; 0 turns one off. The slowest request query runs
    // well under a second; migrations at start run without them.
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
    DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(3_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  })
  .transform((env) => ({
    databaseUrl: env.DATABASE_URL,
    /** `npm run migrate` connects with this when set (the schema owner), else with databaseUrl. */
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    /** PostgreSQL statement_timeout, lock_timeout, idle_in_transaction_session_timeout. */
    databaseTimeouts: {
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: env.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  }));

/** Signing in: the token secret and lifetimes, the inactivity limit, the login failure limits. */
const SessionSettings = z
  .object({
    NODE_ENV,
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    INACTIVITY_TIMEOUT_SECONDS: z.coerce.number().int().min(2).default(INACTIVITY_TIMEOUT_SECONDS),
    INACTIVITY_WARNING_SECONDS: z.coerce.number().int().min(1).default(INACTIVITY_WARNING_SECONDS),
    LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
    LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  })
  .refine((env) => env.INACTIVITY_WARNING_SECONDS < env.INACTIVITY_TIMEOUT_SECONDS, {
    path: ['INACTIVITY_WARNING_SECONDS'],
    message: 'must be less than INACTIVITY_TIMEOUT_SECONDS',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET, {
    path: ['JWT_SECRET'],
    message: 'is required when NODE_ENV=production (every process must share it)',
  })
  .transform((env) => ({
    /** Undefined means: generate one and keep it in DATA_DIR (embedded default only). */
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    inactivity: {
      timeoutSeconds: env.INACTIVITY_TIMEOUT_SECONDS,
      warningSeconds: env.INACTIVITY_WARNING_SECONDS,
    },
    loginLimits: {
      perEmail: env.LOGIN_MAX_FAILURES_PER_EMAIL,
      perIp: env.LOGIN_MAX_FAILURES_PER_IP,
      windowSeconds: env.LOGIN_FAILURE_WINDOW_SECONDS,
    },
  }));

/** Shared counters (rate limits, attempt limits) for several processes. */
const RedisSettings = z
  .object({
    NODE_ENV,
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    REDIS_KEY_PREFIX: z.string().min(1).max(100).optional(),
  })
  .transform((env) => ({
    redisUrl: env.REDIS_URL,
    /** Every Redis key the app writes starts with it (REDIS_KEY_PREFIX, default catalyst:{NODE_ENV}:). */
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? `catalyst:${env.NODE_ENV}:`,
  }));

/** Outgoing mail: SMTP or the outbox stand-in, and the addresses mails come from and name. */
const MailSettings = z
  .object({
    MAIL_TRANSPORT: z.enum(['smtp', 'log']).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Catalyst Connect <no-reply@catalystconnect.example>'),
    SUPPORT_EMAIL: z.email().default('support@catalystconnect.example'),
  })
  .refine((env) => env.MAIL_TRANSPORT !== 'smtp' || env.SMTP_URL, {
    path: ['MAIL_TRANSPORT'],
    message: 'smtp needs SMTP_URL',
  })
  .transform((env) => ({
    /**
     * Set: mail goes out over SMTP; unset: the outbox (MAIL_TRANSPORT=log, /dev/mail).
     * MAIL_TRANSPORT=log keeps mail in the outbox even when SMTP_URL is set.
     */
    smtpUrl: env.MAIL_TRANSPORT === 'log' ? undefined : env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
  }));

const STRIPE_WITH_SECRET_KEY = [
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_PRICE_ID',
  'STRIPE_WEBHOOK_SECRET',
] as const;

/** Subscriptions: Stripe, or the sandbox that stands in for it. */
const PaymentSettings = z
  .object({
    PAYMENTS: z.enum(['stripe', 'sandbox']).optional(),
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
    STRIPE_TEAM_PRICE_ID: z
      .string()
      .regex(/^price_/, 'must be a Stripe price id (price_...)')
      .optional(),
    TEAM_SEAT_PRICE_CENTS: z.coerce.number().int().min(1).max(1_000_000).default(800),
  })
  .superRefine((env, context) => {
    if (!env.STRIPE_SECRET_KEY) return;
    for (const key of STRIPE_WITH_SECRET_KEY) {
      if (!env[key])
        context.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required with STRIPE_SECRET_KEY',
        });
    }
  })
  .refine((env) => env.PAYMENTS !== 'stripe' || env.STRIPE_SECRET_KEY, {
    path: ['PAYMENTS'],
    message:
      'stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET',
  })
  .transform((env) => ({
    /**
     * Set: real payments through Stripe; unset: the sandbox provider (PAYMENTS=sandbox).
     * PAYMENTS=sandbox keeps the sandbox even when Stripe keys are set.
     */
    stripe:
      env.PAYMENTS !== 'sandbox' &&
      env.STRIPE_SECRET_KEY &&
      env.STRIPE_PUBLISHABLE_KEY &&
      env.STRIPE_PRICE_ID &&
      env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            priceId: env.STRIPE_PRICE_ID,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            ...(env.STRIPE_TEAM_PRICE_ID ? { teamPriceId: env.STRIPE_TEAM_PRICE_ID } : {}),
          }
        : undefined,
    /** The sandbox's seat price (Stripe's is the STRIPE_TEAM_PRICE_ID price's own amount). */
    teamSeatPriceCents: env.TEAM_SEAT_PRICE_CENTS,
  }));

/** Uploaded images: an S3-compatible bucket (DATA_DIR/uploads otherwise) and each owner's quota. */
const StorageSettings = z
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

/** The shop that sells the cards, and the secret its order webhooks are signed with. */
const ShopSettings = z
  .object({
    SHOP_URL: z.url().default('https://shop.catalystconnect.example'),
    SHOPIFY_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  })
  .transform((env) => ({
    shopUrl: env.SHOP_URL,
    /** Unset: the shop webhook answers 503. */
    shopifyWebhookSecret: env.SHOPIFY_WEBHOOK_SECRET,
  }));

/**
 * HubSpot, the CRM leads are pushed to (docs/product.md#integrations), and the key its tokens are
 * encrypted with.
 */
const CrmSettings = z
  .object({
    HUBSPOT_CLIENT_ID: z.string().min(1).optional(),
    HUBSPOT_CLIENT_SECRET: z.string().min(1).optional(),
    HUBSPOT_AUTHORIZE_URL: z.url().default('https://app.hubspot.com/oauth/authorize'),
    HUBSPOT_API_BASE: z.url().default('https://api.hubapi.com'),
    DATA_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  })
  .refine((env) => !env.HUBSPOT_CLIENT_ID || env.HUBSPOT_CLIENT_SECRET, {
    path: ['HUBSPOT_CLIENT_SECRET'],
    message: 'is required with HUBSPOT_CLIENT_ID',
  })
  .transform((env) => ({
    /** Set: owners can connect HubSpot; unset: the integration is not offered. */
    hubspot:
      env.HUBSPOT_CLIENT_ID && env.HUBSPOT_CLIENT_SECRET
        ? {
            clientId: env.HUBSPOT_CLIENT_ID,
            clientSecret: env.HUBSPOT_CLIENT_SECRET,
            authorizeUrl: env.HUBSPOT_AUTHORIZE_URL,
            apiBase: env.HUBSPOT_API_BASE.replace(/\/+$/, ''),
          }
        : undefined,
    /**
     * Encrypts CRM tokens at rest (required in production with HUBSPOT_CLIENT_ID); elsewhere
     * a key derived from the JWT secret stands in.
     */
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY,
  }));

/** What visitors' requests leave in the server: the public read cache and the Insights events. */
const VisitorSettings = z
  .object({
    PUBLIC_CACHE_MB: z.coerce.number().min(0).max(100_000).default(64),
    INSIGHTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(90),
  })
  .transform((env) => ({
    /** Bytes the public read cache (profile JSON, page, vCard) may hold; 0 turns it off. */
    publicCacheBytes: Math.floor(env.PUBLIC_CACHE_MB * 1024 * 1024),
    /** Days the raw Insights events are kept; the hourly totals stay. */
    insightsRetentionDays: env.INSIGHTS_RETENTION_DAYS,
  }));

/** The demo owner the embedded default seeds; production never seeds unless asked. */
const DemoSettings = z
  .object({
    NODE_ENV,
    DEMO_SEED: bool.optional(),
    DEMO_EMAIL: z.email().default('demo@catalystconnect.example'),
    DEMO_PASSWORD: z.string().min(8).optional(),
    DEMO_SUBSCRIPTION_STATUS: z.enum(['active', 'none']).default('none'),
  })
  .transform((env) => ({
    demo: {
      enabled: env.DEMO_SEED ?? env.NODE_ENV !== 'production',
      email: env.DEMO_EMAIL.toLowerCase(),
      password: env.DEMO_PASSWORD,
      subscribed: env.DEMO_SUBSCRIPTION_STATUS === 'active',
    },
  }));

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

/**
 * Wallet passes: which files hold the keys. loadConfig reads and checks them once the rest of
 * the configuration is known to be good (Config holds the credentials, not the paths).
 */
const WalletSettings = z
  .object({
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
  .transform((env) => ({
    walletFiles: {
      apple:
        env.APPLE_WALLET_PASS_TYPE_ID &&
        env.APPLE_WALLET_TEAM_ID &&
        env.APPLE_WALLET_CERT &&
        env.APPLE_WALLET_KEY &&
        env.APPLE_WALLET_WWDR
          ? {
              passTypeId: env.APPLE_WALLET_PASS_TYPE_ID,
              teamId: env.APPLE_WALLET_TEAM_ID,
              certPath: env.APPLE_WALLET_CERT,
              keyPath: env.APPLE_WALLET_KEY,
              keyPassphrase: env.APPLE_WALLET_KEY_PASSPHRASE,
              wwdrPath: env.APPLE_WALLET_WWDR,
            }
          : undefined,
      google:
        env.GOOGLE_WALLET_ISSUER_ID && env.GOOGLE_WALLET_SERVICE_ACCOUNT_FILE
          ? {
              issuerId: env.GOOGLE_WALLET_ISSUER_ID,
              serviceAccountFile: env.GOOGLE_WALLET_SERVICE_ACCOUNT_FILE,
            }
          : undefined,
    },
  }));

const CONCERNS = [
  ProcessSettings,
  HttpSettings,
  DatabaseSettings,
  SessionSettings,
  RedisSettings,
  MailSettings,
  PaymentSettings,
  StorageSettings,
  ShopSettings,
  CrmSettings,
  VisitorSettings,
  DemoSettings,
  WalletSettings,
] as const;

/** Every concern, parsed from the same environment; their parts make up Config. */
const Settings = ProcessSettings.and(HttpSettings)
  .and(DatabaseSettings)
  .and(SessionSettings)
  .and(RedisSettings)
  .and(MailSettings)
  .and(PaymentSettings)
  .and(StorageSettings)
  .and(ShopSettings)
  .and(CrmSettings)
  .and(VisitorSettings)
  .and(DemoSettings)
  .and(WalletSettings);

/**
 * Every concern's variables and rules as one object, which is what reports the problems: a rule
 * that relates two variables is checked only when no value anywhere is of the wrong type, so a
 * start-up with a wrong number or option names that, not what follows from it.
 */
const Variables = z
  .object(Object.assign({}, ...CONCERNS.map((concern) => concern.in.shape)))
  .check(
    ...CONCERNS.flatMap(
      (concern) =>
        (concern.in._zod.def.checks ?? []) as z.core.$ZodCheck<Record<string, unknown>>[],
    ),
  );

type WalletFiles = z.infer<typeof WalletSettings>['walletFiles'];

export type Config = Omit<z.infer<typeof Settings>, 'walletFiles'> & {
  /** Set: owners can add their card to Apple Wallet (read and checked at start-up). */
  appleWallet: AppleWalletCredentials | undefined;
  /** Set: owners can save their card to Google Wallet. */
  googleWallet: GoogleWalletCredentials | undefined;
};

export class ConfigError extends Error {}

/** Parses the environment; a wrong value stops start-up with one clear line per problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = readEnv(source);
  const checked = Variables.safeParse(env);
  if (!checked.success) {
    const lines = checked.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const problems = productionProblems(env);
  if (problems.length > 0) {
    const lines = problems.map((problem) => `  ${problem}`);
    throw new ConfigError(`Unsafe configuration for production:\n${lines.join('\n')}`);
  }
  // The same variables and rules as Variables, which just passed: this only maps them.
  const { walletFiles, ...settings } = Settings.parse(env);
  return { ...settings, ...loadWalletCredentials(walletFiles) };
}

/** Reads the wallet key files the environment names; any problem stops start-up, one line each. */
function loadWalletCredentials(files: WalletFiles): Pick<Config, 'appleWallet' | 'googleWallet'> {
  const problems: string[] = [];
  let appleWallet: AppleWalletCredentials | undefined;
  let googleWallet: GoogleWalletCredentials | undefined;
  if (files.apple) {
    const apple = readAppleWalletCredentials(files.apple);
    if (apple.ok) appleWallet = apple.value;
    else problems.push(...apple.problems);
  }
  if (files.google) {
    const google = readGoogleWalletCredentials(
      files.google.issuerId,
      files.google.serviceAccountFile,
    );
    if (google.ok) googleWallet = google.value;
    else problems.push(...google.problems);
  }
  if (problems.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  return { appleWallet, googleWallet };
}

/**
 * The configuration of a command-line entry point (the server, `npm run migrate`): a wrong
 * setting prints its one-line message and exits 1 instead of a stack trace.
 */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
