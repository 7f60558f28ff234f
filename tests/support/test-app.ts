import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash as argon2Hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { OutgoingMail } from '#server/adapters/mail/mail-transport';
import type { PaymentProvider } from '#server/adapters/payments/payment-provider';
import { diskStorage } from '#server/adapters/storage/disk-storage';
import type { FileStorage } from '#server/adapters/storage/file-storage';
import { buildApp } from '#server/app';
import type { AppDeps } from '#server/app-deps';
import { loadConfig, type Config } from '#server/config/config';
import { createJobs, createPayments } from '#server/create-deps';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema';
import { attemptLimiterFactory, limiterKeyer } from '#server/lib/attempt-limiter';
import { backgroundTasks } from '#server/lib/background-tasks';
import { dataCipher } from '#server/lib/data-encryption';
import { createOcrPool, type OcrPool } from '#server/lib/ocr-pool';
import { manualClock, systemRandom } from '#server/lib/runtime';
import { createTokenSigner } from '#server/modules/auth/tokens';
import { ownerMakers, type OwnerOptions, type OwnerWithCard } from './owners';
import { PRODUCTION_STAND_INS_ENV } from './production-env';
import { createTestDatabase, type DatabaseKind } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** A mail transport that keeps what it was given; `failWith` makes it fail like a down server. */
export function recordingTransport() {
  const sent: OutgoingMail[] = [];
  let failure: Error | null = null;
  return {
    kind: 'outbox' as const,
    sent,
    failWith(error: Error | null) {
      failure = error;
    },
    async send(mail: OutgoingMail) {
      if (failure) throw failure;
      sent.push(mail);
    },
    async close() {},
  };
}

const silentLog = { warn() {}, error() {}, info() {} };

export interface TestApp {
  app: FastifyInstance;
  /** What the mail worker delivered (run `deps.jobs.runOnce()` first). */
  mailbox: ReturnType<typeof recordingTransport>;
  deps: AppDeps;
  /** Where the disk storage of this app keeps uploads. */
  uploadsDir: string;
  clock: ReturnType<typeof manualClock>;
  config: Config;
  createUser(input?: Partial<typeof users.$inferInsert> & { password?: string }): Promise<{
    id: string;
    email: string;
    password: string;
  }>;
  /** Logs in through the API (from `remoteAddress` when given) and answers the token pair. */
  login(
    email: string,
    password: string,
    remoteAddress?: string,
  ): Promise<{ accessToken: string; refreshToken: string }>;
  /** A signed-in owner with one card (`OwnerOptions` sets its columns and Connect profile). */
  ownerWithCard(options?: OwnerOptions): Promise<OwnerWithCard>;
  /** The same, with an active Connect subscription. */
  subscribedOwner(options?: OwnerOptions): Promise<OwnerWithCard>;
  /** Gives an existing user an active Connect subscription. */
  subscribe(userId: string): Promise<void>;
  close(): Promise<void>;
}

let userCounter = 0;

/**
 * One argon2 hash per password, not one per made-up user: a hash verifies whichever account
 * holds it. Made with argon2id's lowest cost: a login verifies it through the same code as a
 * production hash (the cost is read from the hash), in under a millisecond instead of about
 * 19 ms, and the suites log in thousands of times. Hashes the app makes itself (sign-up, a new
 * password) keep the production cost, and src/server/modules/auth/passwords.test.ts checks that cost.
 */
const hashes = new Map<string, Promise<string>>();
const MADE_UP_USER_HASH = { memoryCost: 1_024, timeCost: 1, parallelism: 1 } as const;
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = argon2Hash(password, MADE_UP_USER_HASH);
    hashes.set(password, hash);
  }
  return hash;
}

/**
 * The whole app on a fresh database, with a hand-moved clock and in-memory limiters (Redis
 * ones, under REDIS_KEY_PREFIX, when `redis` is given).
 */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: {
    payments?: PaymentProvider;
    redis?: Redis;
    storage?: FileStorage;
    /** Another app's database: a second server process on it (closing leaves it to its owner). */
    database?: Database;
    /** Card reading with other limits (a short deadline, one worker). */
    ocr?: OcrPool;
  } = {},
): Promise<TestApp> {
  const testDb = options.database
    ? { database: options.database, destroy: async () => {} }
    : await createTestDatabase(kind);
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DEMO_SEED: 'false',
    // A lead is due for its CRM at once: a test runs the queue right after capturing it.
    CRM_BATCH_WINDOW_SECONDS: '0',
    // TEST_JWT_SECRET is refused in production, and the stand-ins must be asked for there.
    ...(env.NODE_ENV === 'production' ? PRODUCTION_STAND_INS_ENV : {}),
    ...env,
  });
  const clock = manualClock(new Date());
  const mailbox = recordingTransport();
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'cc-uploads-'));
  const limiterKey = limiterKeyer(TEST_JWT_SECRET);
  const cipher = dataCipher(config.dataEncryptionKey ?? TEST_JWT_SECRET);
  const deps: AppDeps = {
    config,
    database: testDb.database,
    clock,
    random: systemRandom,
    tokens: createTokenSigner({
      secret: TEST_JWT_SECRET,
      ttlSeconds: config.accessTokenTtlSeconds,
      clock,
    }),
    createLimiter: attemptLimiterFactory({
      redis: options.redis,
      prefix: config.redisKeyPrefix,
      clock,
      limiterKey,
    }),
    limiterKey,
    storage: options.storage ?? diskStorage({ root: uploadsDir, appUrl: config.appUrl }),
    payments:
      options.payments ?? (await createPayments(config, testDb.database, clock, systemRandom)),
    background: backgroundTasks(silentLog),
    jobs: createJobs({
      config,
      db: testDb.database.db,
      transport: mailbox,
      clock,
      log: silentLog,
      cipher,
    }),
    cipher,
    // Started by the first scan only: most suites read no card.
    ocr: options.ocr ?? createOcrPool({ workers: config.ocrWorkers }),
    webRoot: undefined,
  };
  const app = await buildApp(deps, options.redis ? { redis: options.redis } : {});
  await app.ready();
  const createUser: TestApp['createUser'] = async (input = {}) => {
    userCounter += 1;
    const password = input.password ?? 'correct horse battery';
    const email = input.email ?? `owner${userCounter}-${Date.now()}@example.com`;
    const [row] = await deps.database.db
      .insert(users)
      .values({
        firstName: 'Test',
        lastName: 'Owner',
        ...input,
        email,
        passwordHash: await hashOnce(password),
      })
      .returning({ id: users.id });
    if (!row) throw new Error('user insert failed');
    return { id: row.id, email, password };
  };
  const login: TestApp['login'] = async (email, password, remoteAddress) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    if (response.statusCode !== 200) {
      throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    }
    return response.json();
  };
  return {
    app,
    mailbox,
    deps,
    uploadsDir,
    clock,
    config,
    createUser,
    login,
    ...ownerMakers({ app, database: deps.database, createUser, login }),
    async close() {
      await deps.jobs.stop();
      await app.close();
      await testDb.destroy();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export { bearer } from './bearer';
