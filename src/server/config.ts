import type { DatabaseTimeouts } from './db/client';
import { EnvSchema, type Env } from './env';
import { productionProblems } from './production-safety';
import type { TrustProxy } from './lib/trust-proxy';
import {
  readAppleWalletCredentials,
  readGoogleWalletCredentials,
  type AppleWalletCredentials,
  type GoogleWalletCredentials,
} from './lib/wallet-credentials';

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** `npm run migrate` connects with this when set (the schema owner), else with databaseUrl. */
  migrationDatabaseUrl: string | undefined;
  databasePoolSize: number;
  /** PostgreSQL statement_timeout, lock_timeout, idle_in_transaction_session_timeout. */
  databaseTimeouts: DatabaseTimeouts;
  appUrl: string;
  /** Undefined means: generate one and keep it in DATA_DIR (embedded default only). */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  redisUrl: string | undefined;
  /** Every Redis key the app writes starts with it (REDIS_KEY_PREFIX, default catalyst:{NODE_ENV}:). */
  redisKeyPrefix: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: TrustProxy;
  /** Node/Fastify HTTP server timeouts, in milliseconds. */
  http: {
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    idleTimeoutMs: number;
    keepAliveTimeoutMs: number;
  };
  /** /api/docs and /api/docs/json are served. */
  apiDocs: boolean;
  logLevel: Env['LOG_LEVEL'];
  inactivity: { timeoutSeconds: number; warningSeconds: number };
  loginLimits: { perEmail: number; perIp: number; windowSeconds: number };
  shopUrl: string;
  /** Unset: the shop webhook answers 503. */
  shopifyWebhookSecret: string | undefined;
  /** Set: mail goes out over SMTP; unset: the outbox (MAIL_TRANSPORT=log, /dev/mail). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Set: uploads go to this S3-compatible bucket; unset: DATA_DIR/uploads. */
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
        publicUrl: string;
      }
    | undefined;
  /** Per owner: the stored bytes and files their uploads may take (swept ones do not count). */
  uploadQuota: { bytes: number; files: number };
  /** Bytes the public read cache (profile JSON, page, vCard) may hold; 0 turns it off. */
  publicCacheBytes: number;
  /** Days the raw Insights events are kept; the hourly totals stay. */
  insightsRetentionDays: number;
  supportEmail: string;
  /** Set: real payments through Stripe; unset: the sandbox provider (PAYMENTS=sandbox). */
  stripe:
    | { secretKey: string; publishableKey: string; priceId: string; webhookSecret: string }
    | undefined;
  demo: { enabled: boolean; email: string; password: string | undefined; subscribed: boolean };
  /** Set: owners can add their card to Apple Wallet (read and checked at start-up). */
  appleWallet: AppleWalletCredentials | undefined;
  /** Set: owners can save their card to Google Wallet. */
  googleWallet: GoogleWalletCredentials | undefined;
}

export class ConfigError extends Error {}

/** Parses the environment; a wrong value stops start-up with one clear line per problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const problems = productionProblems(env);
  if (problems.length > 0) {
    const lines = problems.map((problem) => `  ${problem}`);
    throw new ConfigError(`Unsafe configuration for production:\n${lines.join('\n')}`);
  }
  const wallets = loadWalletCredentials(env);
  const isProduction = env.NODE_ENV === 'production';
  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST,
    port: env.PORT,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseTimeouts: {
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: env.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? `catalyst:${env.NODE_ENV}:`,
    trustProxy: env.TRUST_PROXY,
    http: {
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: env.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    apiDocs: env.API_DOCS ?? !isProduction,
    logLevel: env.LOG_LEVEL,
    inactivity: {
      timeoutSeconds: env.INACTIVITY_TIMEOUT_SECONDS,
      warningSeconds: env.INACTIVITY_WARNING_SECONDS,
    },
    loginLimits: {
      perEmail: env.LOGIN_MAX_FAILURES_PER_EMAIL,
      perIp: env.LOGIN_MAX_FAILURES_PER_IP,
      windowSeconds: env.LOGIN_FAILURE_WINDOW_SECONDS,
    },
    shopUrl: env.SHOP_URL,
    shopifyWebhookSecret: env.SHOPIFY_WEBHOOK_SECRET,
    // MAIL_TRANSPORT=log keeps mail in the outbox even when SMTP_URL is set.
    smtpUrl: env.MAIL_TRANSPORT === 'log' ? undefined : env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
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
    publicCacheBytes: Math.floor(env.PUBLIC_CACHE_MB * 1024 * 1024),
    insightsRetentionDays: env.INSIGHTS_RETENTION_DAYS,
    uploadQuota: {
      bytes: Math.floor(env.UPLOAD_QUOTA_MB * 1024 * 1024),
      files: env.UPLOAD_QUOTA_FILES,
    },
    supportEmail: env.SUPPORT_EMAIL,
    // PAYMENTS=sandbox keeps the sandbox even when Stripe keys are set.
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
          }
        : undefined,
    // The demo owner exists for the embedded default; production never seeds unless asked.
    demo: {
      enabled: env.DEMO_SEED ?? !isProduction,
      email: env.DEMO_EMAIL.toLowerCase(),
      password: env.DEMO_PASSWORD,
      subscribed: env.DEMO_SUBSCRIPTION_STATUS === 'active',
    },
    ...wallets,
  };
}

/** Reads the wallet key files the environment names; any problem stops start-up, one line each. */
function loadWalletCredentials(env: Env): Pick<Config, 'appleWallet' | 'googleWallet'> {
  const problems: string[] = [];
  let appleWallet: AppleWalletCredentials | undefined;
  let googleWallet: GoogleWalletCredentials | undefined;
  if (
    env.APPLE_WALLET_PASS_TYPE_ID &&
    env.APPLE_WALLET_TEAM_ID &&
    env.APPLE_WALLET_CERT &&
    env.APPLE_WALLET_KEY &&
    env.APPLE_WALLET_WWDR
  ) {
    const apple = readAppleWalletCredentials({
      passTypeId: env.APPLE_WALLET_PASS_TYPE_ID,
      teamId: env.APPLE_WALLET_TEAM_ID,
      certPath: env.APPLE_WALLET_CERT,
      keyPath: env.APPLE_WALLET_KEY,
      keyPassphrase: env.APPLE_WALLET_KEY_PASSPHRASE,
      wwdrPath: env.APPLE_WALLET_WWDR,
    });
    if (apple.ok) appleWallet = apple.value;
    else problems.push(...apple.problems);
  }
  if (env.GOOGLE_WALLET_ISSUER_ID && env.GOOGLE_WALLET_SERVICE_ACCOUNT_FILE) {
    const google = readGoogleWalletCredentials(
      env.GOOGLE_WALLET_ISSUER_ID,
      env.GOOGLE_WALLET_SERVICE_ACCOUNT_FILE,
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
