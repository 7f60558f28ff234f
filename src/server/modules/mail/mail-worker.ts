import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PermanentMailError, type MailTransport } from '#server/adapters/mail/mail-transport';
import type { Db } from '#server/db/client';
import { mailQueue, type MailRow } from '#server/db/schema';
import type { MailWorker } from '#server/lib/mail-worker';
import type { Clock } from '#server/lib/runtime';
import { claimDueMails, markFailedAttempt, markSent } from './mail-queue';

/** Hands claimed, unsent mails back to the queue: due at `now`, the claim's attempt undone. */
async function releaseClaims(db: Db, mails: MailRow[], now: Date): Promise<void> {
  if (mails.length === 0) return;
  await db
    .update(mailQueue)
    .set({ attempts: sql`${mailQueue.attempts} - 1`, nextAttemptAt: now })
    .where(
      inArray(
        mailQueue.id,
        mails.map((mail) => mail.id),
      ),
    );
}

/** Sends queued mail in the server process: polls, and runs at once when kicked. */
export function createMailWorker(options: {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  pollMs?: number;
  batchSize?: number;
}): MailWorker {
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 20;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<number> | null = null;
  let again = false;
  /** Set by stop(): finish the mail in flight, send no more. */
  let stopping = false;

  async function deliverBatch(): Promise<number> {
    const mails = await claimDueMails(options.db, options.clock.now(), batchSize);
    for (const [index, mail] of mails.entries()) {
      if (stopping) {
        // Shutting down: the rest of the batch goes back to the queue, due at once, for the
        // next process to send (instead of holding the shutdown or waiting out the lease).
        await releaseClaims(options.db, mails.slice(index), options.clock.now());
        return index;
      }
      try {
        await options.transport.send({
          id: mail.id,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          replyTo: mail.replyTo ?? undefined,
        });
        await markSent(options.db, mail.id, options.clock.now());
      } catch (error) {
        const permanent = error instanceof PermanentMailError;
        const message = error instanceof Error ? error.message : String(error);
        options.log.warn(
          { mailId: mail.id, attempts: mail.attempts, permanent },
          `mail delivery failed: ${message}`,
        );
        await markFailedAttempt(
          options.db,
          mail,
          message.slice(0, 500),
          options.clock.now(),
          permanent,
        );
      }
    }
    return mails.length;
  }

  async function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        const count = await deliverBatch();
        total += count;
        if (count === batchSize) again = true;
      } while (again && !stopping);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const runQuietly = () => {
    runOnce().catch((error: unknown) =>
      options.log.error({ err: error }, 'mail worker run failed'),
    );
  };

  return {
    runOnce,
    kick: () => {
      if (timer !== undefined) setImmediate(runQuietly);
    },
    start() {
      if (timer !== undefined) return;
      timer = setInterval(runQuietly, pollMs);
      timer.unref();
      setImmediate(runQuietly);
    },
    async stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      stopping = true;
      try {
        await running?.catch(() => undefined);
      } finally {
        stopping = false;
      }
    },
  };
}
