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
import { memoryAttemptLimiter, redisAttemptLimiter } from './lib/attempt-limiter';
import { systemClock, systemRandom, type Clock, type Random } from './lib/runtime';
import { createTokenSigner } from './modules/auth/tokens';
import { createMailWorker } from './modules/mail/mail-worker';
import { resolveJwtSecret } from './secrets';

export function createMailTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  return config.smtpUrl
    ? smtpTransport({ url: config.smtpUrl, from: config.mailFrom })
    : outboxTransport(log);
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
    createLimiter: (name, windowSeconds) =>
      redis
        ? redisAttemptLimiter(redis, windowSeconds, `attempts:${name}:`)
        : memoryAttemptLimiter(windowSeconds, clock),
    storage: createStorage(config),
    payments: createPayments(config, database, clock, random),
    mailWorker: createMailWorker({ db: database.db, transport, clock, log }),
    webRoot: existsSync(path.join(webRoot, 'index.html')) ? webRoot : undefined,
  };
}

export function connectRedis(config: Config): Redis | undefined {
  if (!config.redisUrl) return undefined;
  return new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
}
