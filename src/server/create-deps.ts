import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { MailTransport } from './adapters/mail/mail-transport';
import { outboxTransport } from './adapters/mail/outbox-transport';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import { sandboxPayments } from './adapters/payments/sandbox-payments';
import { diskStorage } from './adapters/storage/disk-storage';
import type { FileStorage } from './adapters/storage/file-storage';
import type { AppDeps } from './app-deps';
import type { Config } from './config/config';
import type { Database } from './db/client';
import { attemptLimiterFactory, limiterKeyer } from './lib/attempt-limiter';
import { backgroundTasks } from './lib/background-tasks';
import { dataCipher, type DataCipher } from './lib/data-encryption';
import { createJobWorker, type JobWorker } from './lib/job-worker';
import { resolveJwtSecret } from './lib/jwt-secret';
import { createOcrPool } from './lib/ocr-pool';
import { systemClock, systemRandom, type Clock, type Random } from './lib/runtime';
import { createTokenSigner } from './modules/auth/tokens';
import { addOneMonth } from './modules/billing/billing-period';
import { crmJobs } from './modules/crm-delivery/public';
import { mailJobs } from './modules/mail/mail-worker';
import { webhookJobs } from './modules/webhook-delivery/public';

/*
 * The adapters of outside services (SMTP, Stripe, S3) and the Redis client are loaded only when
 * configured: their libraries take about half a second of every process start (the server, each
 * `npm run admin`), and the embedded defaults never use them.
 */

export async function createMailTransport(
  config: Config,
  log: FastifyBaseLogger,
): Promise<MailTransport> {
  if (!config.smtpUrl) return outboxTransport(log);
  const { smtpTransport } = await import('./adapters/mail/smtp-transport');
  return smtpTransport({ url: config.smtpUrl, from: config.mailFrom });
}

/**
 * One line per stand-in in use, logged at warn on every start (development too): each is fine
 * on a laptop and wrong for strangers' data, and nothing else would say it is running.
 */
export function standInWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (!config.stripe) {
    warnings.push(
      'STAND-IN: sandbox payments (PAYMENTS=sandbox): no money is taken, test card 4242 4242 4242 4242 subscribes anyone',
    );
  }
  if (!config.smtpUrl) {
    warnings.push(
      'STAND-IN: log mail (MAIL_TRANSPORT=log): no e-mail is delivered; mails wait in the outbox (id and subject logged)' +
        (config.isProduction ? '' : `; read them at ${config.appUrl}/dev/mail`),
    );
  }
  if (!config.s3) {
    warnings.push(
      `STAND-IN: disk storage: uploads are kept in ${uploadsRoot(config)}, on this machine only (set S3_BUCKET for shared storage)`,
    );
  }
  return warnings;
}

export async function createStorage(config: Config): Promise<FileStorage> {
  if (!config.s3) return diskStorage({ root: uploadsRoot(config), appUrl: config.appUrl });
  const { s3Storage } = await import('./adapters/storage/s3-storage');
  return s3Storage(config.s3);
}

export async function createPayments(
  config: Config,
  database: Database,
  clock: Clock,
  random: Random,
): Promise<PaymentProvider> {
  if (!config.stripe) {
    return sandboxPayments({
      database,
      clock,
      random,
      appUrl: config.appUrl,
      addOneMonth,
      seatPriceCents: config.teamSeatPriceCents,
    });
  }
  const { stripePayments } = await import('./adapters/payments/stripe-payments');
  return stripePayments(config.stripe);
}

export function uploadsRoot(config: Config): string {
  return path.resolve(config.dataDir, 'uploads');
}

/** The production wiring of AppDeps: system clock and randomness, Redis when configured. */
export async function createDeps(
  config: Config,
  database: Database,
  redis: Redis | undefined,
  log: FastifyBaseLogger,
  transport: MailTransport,
): Promise<AppDeps> {
  const clock = systemClock;
  const random = systemRandom;
  const webRoot = path.resolve('dist/web');
  const jwtSecret = resolveJwtSecret(config, random);
  const limiterKey = limiterKeyer(jwtSecret);
  const cipher = dataCipher(config.dataEncryptionKey ?? jwtSecret);
  return {
    config,
    database,
    clock,
    random,
    tokens: createTokenSigner({
      secret: jwtSecret,
      ttlSeconds: config.accessTokenTtlSeconds,
      clock,
    }),
    createLimiter: attemptLimiterFactory({
      redis,
      prefix: config.redisKeyPrefix,
      clock,
      limiterKey,
    }),
    limiterKey,
    storage: await createStorage(config),
    payments: await createPayments(config, database, clock, random),
    background: backgroundTasks(log),
    jobs: createJobs({ config, db: database.db, transport, clock, log, cipher }),
    cipher,
    ocr: createOcrPool({ workers: config.ocrWorkers, log }),
    webRoot: existsSync(path.join(webRoot, 'index.html')) ? webRoot : undefined,
  };
}

/**
 * Redis settings that fail fast while Redis is away: commands are refused at once when the
 * connection is down (no offline queue) or answered within a second, and the request answers
 * 503 (plugins/error-handler) instead of hanging; ioredis keeps reconnecting in the background,
 * so the same process recovers when Redis is back.
 */
export const REDIS_OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  commandTimeout: 1_000,
} as const;

/** Connects to REDIS_URL; an outage is logged once when it begins and once when it ends. */
export async function connectRedis(
  config: Config,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<Redis | undefined> {
  if (!config.redisUrl) return undefined;
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.redisUrl, REDIS_OPTIONS);
  // ioredis reports every failed reconnect (every 2 s), and a clean close not at all: one line
  // when it starts reconnecting, one when it is back.
  let down = false;
  let lastError: Error | undefined;
  redis.on('error', (error: Error) => {
    lastError = error;
  });
  redis.on('reconnecting', () => {
    if (down) return;
    down = true;
    log.warn({ err: lastError }, 'redis unavailable: limited requests answer 503 until it is back');
  });
  redis.on('ready', () => {
    lastError = undefined;
    if (!down) return;
    down = false;
    log.info('redis reachable again');
  });
  return redis;
}

/**
 * The one job worker (decision 044): the mail queue, webhook deliveries and CRM pushes, each kind with
 * its own table and handler, run by one engine.
 */
export function createJobs(options: {
  config: Config;
  db: Database['db'];
  transport: MailTransport;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  cipher: DataCipher;
}): JobWorker {
  const { config, db, transport, clock, log, cipher } = options;
  return createJobWorker({
    queues: [
      mailJobs({ db, transport, clock, log }),
      webhookJobs({
        db,
        clock,
        log,
        cipher,
        appUrl: config.appUrl,
        publicOnly: config.isProduction,
      }),
      crmJobs({
        db,
        clock,
        log,
        cipher,
        crms: config.crms,
        batchWindowMs: config.crmBatchWindowMs,
      }),
    ],
    clock,
    log,
  });
}
