import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '#server/adapters/mail/smtp-transport';
import { mailQueue } from '#server/db/schema';
import { manualClock } from '#server/lib/runtime';
import { mailWorker } from '#tests/support/mail-worker';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database';
import { verificationEmail } from './account-emails';
import { enqueueMail, retryDelayMs } from './mail-queue';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free loopback port, collecting what it receives. */
async function startSmtpServer(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    received,
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail delivery through SMTP', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
  });
  afterAll(() => testDb.destroy());

  it('delivers a queued mail with its text and HTML parts', async () => {
    const smtp = await startSmtpServer();
    const clock = manualClock(new Date());
    const transport = smtpTransport({
      url: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Catalyst Connect <no-reply@test.example>',
    });
    const worker = mailWorker({ db: testDb.database.db, transport, clock, log: console });
    try {
      const mail = verificationEmail({
        to: 'grace@example.com',
        firstName: 'Grace',
        token: 'tok123',
        appUrl: 'https://app.example',
        language: null,
      });
      await enqueueMail(testDb.database.db, mail, clock.now());
      expect(await worker.runOnce()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      const message = smtp.received[0]!;
      expect(message.to).toEqual(['grace@example.com']);
      expect(message.from).toBe('no-reply@test.example');
      expect(message.raw).toMatch(/Subject: Set up your Catalyst Connect account/);
      expect(message.raw).toMatch(/Content-Type: multipart\/alternative/);
      expect(message.raw).toMatch(/Content-Type: text\/plain/);
      expect(message.raw).toMatch(/Content-Type: text\/html/);
      expect(message.raw).toContain('https://app.example/create-account/tok123');
      const [row] = await testDb.database.db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.toAddress, 'grace@example.com'));
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await worker.stop();
      await transport.close();
      await smtp.close();
    }
  });

  it('keeps mail queued while the server is down and delivers it once it is back', async () => {
    const first = await startSmtpServer();
    const port = first.port;
    await first.close();
    const clock = manualClock(new Date());
    const transport = smtpTransport({
      url: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@test.example',
    });
    const worker = mailWorker({
      db: testDb.database.db,
      transport,
      clock,
      log: { warn() {} },
    });
    try {
      const mail = verificationEmail({
        to: 'down@example.com',
        firstName: '',
        token: 't',
        appUrl: 'https://app.example',
        language: null,
      });
      await enqueueMail(testDb.database.db, mail, clock.now());
      expect(await worker.runOnce()).toBe(1);
      const row = async () =>
        (
          await testDb.database.db
            .select()
            .from(mailQueue)
            .where(eq(mailQueue.toAddress, 'down@example.com'))
        )[0]!;
      expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
      expect((await row()).lastError).toBeTruthy();
      // Not due again before its back-off.
      expect(await worker.runOnce()).toBe(0);

      const back = await startSmtpServer(port);
      try {
        clock.advance(retryDelayMs(1));
        expect(await worker.runOnce()).toBe(1);
        expect(back.received).toHaveLength(1);
        expect(back.received[0]!.to).toEqual(['down@example.com']);
        expect(await row()).toMatchObject({ status: 'sent', attempts: 2 });
      } finally {
        await back.close();
      }
    } finally {
      await worker.stop();
      await transport.close();
    }
  });

  it('backs off 30 s, 1 min, 2 min ... up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(50)).toBe(3_600_000);
  });
});
