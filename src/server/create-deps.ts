import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { outboxTransport } from './adapters/mail/outbox-transport';
import { smtpTransport } from './adapters/mail/smtp-transport';
import type { MailTransport } from './adapters/mail/mail-transport';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import { sandboxPayments } from './adapters/payments/sandbox-payments';
import { stripePayments } from './adapters/payments/stripe-payments';
import { diskStorage } from './adapters/storage/disk-storage';
import type { FileStorage } from './adapters/storage/file-storage';
import { s3Storage } from './adapters/storage/s3-storage';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import type { Database } from './db/client';
import { attemptLimiterFactory } from './lib/attempt-limiter';
import { backgroundTasks } from './lib/background-tasks';
import { systemClock, systemRandom, type Clock, type Random } from './lib/runtime';
import { createTokenSigner } from './modules/auth/tokens';
import { createMailWorker } from './modules/mail/mail-worker';
import { resolveJwtSecret } from './secrets';

export function createMailTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  return config.smtpUrl
    ? smtpTransport({ url: config.smtpUrl, from: config.mailFrom })
    : outboxTransport(log);
}

export function createStorage(config: Config): FileStorage {
  return config.s3
    ? s3Storage(config.s3)
    : diskStorage({ root: uploadsRoot(config), appUrl: config.appUrl });
}

export function createPayments(
  config: Config,
  database: Database,
  clock: Clock,
  random: Random,
): PaymentProvider {
  return config.stripe
    ? stripePayments(config.stripe)
    : sandboxPayments({ database, clock, random, appUrl: config.appUrl });
}

export function uploadsRoot(config: Config): string {
  return path.resolve(config.dataDir, 'uploads');
}

/** The production wiring of AppDeps: system clock and randomness, Redis when configured. */
export function createDeps(
  config: Config,
  database: Database,
  redis: Redis | undefined,
  log: FastifyBaseLogger,
  transport: MailTransport,
): AppDeps {
  const clock = systemClock;
  const random = systemRandom;
  const webRoot = path.resolve('dist/web');
  return {
    config,
    database,
    clock,
    random,
    tokens: createTokenSigner({
      secret: resolveJwtSecret(config, random),
      ttlSeconds: config.accessTokenTtlSeconds,
      clock,
    }),
    createLimiter: attemptLimiterFactory({ redis, prefix: config.redisKeyPrefix, clock }),
    storage: createStorage(config),
    payments: createPayments(config, database, clock, random),
    background: backgroundTasks(log),
    mailWorker: createMailWorker({ db: database.db, transport, clock, log }),
    webRoot: existsSync(path.join(webRoot, 'index.html')) ? webRoot : undefined,
  };
}

export function connectRedis(config: Config): Redis | undefined {
  if (!config.redisUrl) return undefined;
  return new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
}
