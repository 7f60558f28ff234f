import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '#server/adapters/mail/mail-transport';
import { smtpTransport } from '#server/adapters/mail/smtp-transport';
import { openDatabase, type Database, type Db } from '#server/db/client';
import { mailQueue } from '#server/db/schema';
import type { JobWorker } from '#server/lib/job-worker';
import { manualClock } from '#server/lib/runtime';
import { enqueueMail, retryDelayMs } from '#server/modules/mail/mail-queue';
import { mailWorker } from '#tests/support/mail-worker';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { createScratchPostgres, TEST_DATABASE_URL, type ScratchPostgres } from './helpers/postgres';
import { startSmtpServer } from './helpers/smtp';

/*
 * mail-delivery.test.ts (src/server/modules/mail) already shows one queued mail surviving an
 * SMTP outage. These add what it does not: a queue longer than one batch, every mail delivered
 * exactly once after the server returns, two processes draining the queue together, and a
 * worker stopped (SIGTERM) in the middle of a batch.
 */

const quiet = { warn() {}, error() {} };
const MAILS = 25; // more than one batch of the worker (20)

async function closedSmtpPort(): Promise<number> {
  const probe = await startSmtpServer();
  await probe.close();
  return probe.port;
}

async function queueMails(db: Db, now: Date, tag: string): Promise<string[]> {
  const addresses = Array.from({ length: MAILS }, (_, i) => `${tag}-${i}@example.com`);
  for (const to of addresses) {
    await enqueueMail(db, { to, subject: `Hello ${to}`, text: 'text', html: '<p>html</p>' }, now);
  }
  return addresses;
}

function workerOn(db: Db, port: number, clock: ReturnType<typeof manualClock>) {
  const transport = smtpTransport({
    url: `smtp://127.0.0.1:${port}`,
    from: 'no-reply@test.example',
  });
  const worker = mailWorker({ db, transport, clock, log: quiet });
  return {
    worker,
    async close() {
      await worker.stop();
      await transport.close();
    },
  };
}

function countBy(values: string[]) {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** A transport whose first send hangs until released, like a slow mail server's DATA. */
function gatedTransport() {
  const sent: OutgoingMail[] = [];
  let release = () => {};
  let started = () => {};
  const firstStarted = new Promise<void>((resolve) => (started = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    kind: 'smtp' as const,
    sent,
    firstStarted,
    release,
    async send(mail: OutgoingMail) {
      started();
      await gate;
      sent.push(mail);
    },
    async close() {},
  };
}

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase('pglite');
});
afterAll(() => testDb?.destroy());

describe('the mail server is down while mail is queued', () => {
  beforeEach(async () => {
    await testDb.database.db.delete(mailQueue);
  });

  it('delivers every queued mail exactly once after the server returns', async () => {
    const { db } = testDb.database;
    const clock = manualClock(new Date());
    const port = await closedSmtpPort();
    const { worker, close } = workerOn(db, port, clock);
    try {
      const addresses = await queueMails(db, clock.now(), 'pglite');
      // Down: every mail is tried once and stays queued.
      expect(await worker.runOnce()).toBe(MAILS);
      const queued = await db.select().from(mailQueue);
      expect(queued).toHaveLength(MAILS);
      for (const row of queued) {
        expect(row).toMatchObject({ status: 'pending', attempts: 1 });
        expect(row.lastError).toBeTruthy();
      }

      const smtp = await startSmtpServer({ port });
      try {
        clock.advance(retryDelayMs(1));
        expect(await worker.runOnce()).toBe(MAILS);
        expect(
          smtp.received
            .map((mail) => mail.to)
            .flat()
            .sort(),
        ).toEqual([...addresses].sort());
        const sent = await db.select().from(mailQueue);
        for (const row of sent) expect(row).toMatchObject({ status: 'sent', attempts: 2 });

        // Nothing is sent again, however much later the worker runs.
        clock.advance(24 * 3_600_000);
        expect(await worker.runOnce()).toBe(0);
        expect(smtp.received).toHaveLength(MAILS);
      } finally {
        await smtp.close();
      }
    } finally {
      await close();
    }
  });
});

describe('stopping the mail worker in the middle of a batch', () => {
  beforeEach(async () => {
    await testDb.database.db.delete(mailQueue);
  });

  it('finishes the mail in flight, sends no more, and hands the rest back due at once', async () => {
    const { db } = testDb.database;
    const clock = manualClock(new Date());
    const transport = gatedTransport();
    const worker = mailWorker({ db, transport, clock, log: quiet });
    for (let i = 0; i < 5; i += 1) {
      await enqueueMail(
        db,
        { to: `queued-${i}@example.com`, subject: `Mail ${i}`, text: 't', html: '<p>h</p>' },
        clock.now(),
      );
    }

    const run = worker.runOnce();
    await transport.firstStarted;
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // stop() waits for the mail in flight.
    expect(stopped).toBe(false);
    transport.release();
    await stopping;
    expect(await run).toBe(1);
    expect(transport.sent).toHaveLength(1);

    const rows = await db.select().from(mailQueue);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
    const rest = rows.filter((row) => row.status !== 'sent');
    expect(rest).toHaveLength(4);
    for (const row of rest) {
      // Not attempted, so not counted as an attempt, and due now rather than after the lease.
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    }

    // The next process (here: the same worker, run again) sends them at once, each once.
    expect(await worker.runOnce()).toBe(4);
    expect(transport.sent.map((mail) => mail.to).sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `queued-${i}@example.com`),
    );
    const after = await db.select().from(mailQueue);
    for (const row of after) expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe.runIf(Boolean(TEST_DATABASE_URL))('two processes drain one queue on PostgreSQL', () => {
  let pgA: ScratchPostgres;
  let secondPool: Database;
  beforeAll(async () => {
    pgA = await createScratchPostgres(TEST_DATABASE_URL!);
    secondPool = await openDatabase({ databaseUrl: pgA.url, poolSize: 3 });
  });
  afterAll(async () => {
    await secondPool?.close();
    await pgA?.destroy();
  });

  it('after the outage, each mail goes out once although both workers run at once', async () => {
    const clock = manualClock(new Date());
    const port = await closedSmtpPort();
    // Two pools: two processes' worth of connections on the same queue.
    const a = workerOn(pgA.database.db, port, clock);
    const b = workerOn(secondPool.db, port, clock);
    const workers: JobWorker[] = [a.worker, b.worker];
    try {
      const addresses = await queueMails(pgA.database.db, clock.now(), 'postgres');
      const down = await Promise.all(workers.map((w) => w.runOnce()));
      expect(down[0]! + down[1]!).toBe(MAILS);

      const smtp = await startSmtpServer({ port });
      try {
        clock.advance(retryDelayMs(1));
        const up = await Promise.all(workers.map((w) => w.runOnce()));
        expect(up[0]! + up[1]!).toBe(MAILS);
        const counts = countBy(smtp.received.map((mail) => mail.to).flat());
        expect([...counts.keys()].sort()).toEqual([...addresses].sort());
        expect([...counts.values()].every((n) => n === 1)).toBe(true);
        const rows = await pgA.database.db.select().from(mailQueue);
        expect(rows.every((row) => row.status === 'sent' && row.attempts === 2)).toBe(true);
      } finally {
        await smtp.close();
      }
    } finally {
      await a.close();
      await b.close();
    }
  });
});
