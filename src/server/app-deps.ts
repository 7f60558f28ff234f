import type { PaymentProvider } from './adapters/payments/payment-provider';
import type { FileStorage } from './adapters/storage/file-storage';
import type { Config } from './config/config';
import type { Database } from './db/client';
import type { AttemptLimiter, LimiterKeyer } from './lib/attempt-limiter';
import type { BackgroundTasks } from './lib/background-tasks';
import type { DataCipher } from './lib/data-encryption';
import type { JobWorker } from './lib/job-worker';
import type { OcrPool } from './lib/ocr-pool';
import type { Clock, Random } from './lib/runtime';
import type { TokenSigner } from './lib/token-signer';

/**
 * Everything the app needs from outside; main.ts builds the real ones, tests their own. It names
 * interfaces of lib/, adapters/ and db/ only, never a module's: modules depend on AppDeps, not
 * the other way round.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  random: Random;
  tokens: TokenSigner;
  /** A limiter with its own counters and window, e.g. createLimiter('login-email', 900). */
  createLimiter(name: string, windowSeconds: number): AttemptLimiter;
  /**
   * The key a limit counts a subject under (an HMAC; IPv6 per /64): the limiters' own, which the
   * per-route flood guards use too, so no IP sits in clear in their counters either.
   */
  limiterKey: LimiterKeyer;
  /** Uploaded images (disk or S3). */
  storage: FileStorage;
  /** Subscriptions and payments (Stripe, or the sandbox that stands in for it). */
  payments: PaymentProvider;
  /** Work started by a request and done after its answer (the app's close waits for it). */
  background: BackgroundTasks;
  /** Delivers queued mail; services kick it after committing a mail. */
  jobs: JobWorker;
  /** Encrypts CRM tokens and webhook signing secrets: DATA_ENCRYPTION_KEY, else from JWT_SECRET. */
  cipher: DataCipher;
  /** Reads paper cards' text on worker threads (main.ts starts them warm; tests on first use). */
  ocr: OcrPool;
  /** Absolute path of the built web app (index.html and assets), if it is served. */
  webRoot: string | undefined;
}
