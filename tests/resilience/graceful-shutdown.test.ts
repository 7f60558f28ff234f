import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '#server/db/schema';
import { multipartFile } from '../support/multipart';
import { seedOwner, type SeededOwner } from '../support/seed-owner';
import { call, login } from './helpers/http';
import { openDataDir, pgliteTemplate } from './helpers/pglite-dir';
import {
  killIfRunning,
  startServer,
  type Exit,
  type ServerProcess,
} from './helpers/server-process';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    sleep(ms).then(() => {
      throw new Error(`${what} did not happen within ${ms} ms`);
    }),
  ]);
}

/**
 * A POST whose body goes out in pieces, at the caller's pace, on a keep-alive connection (as a
 * browser or a load balancer keeps it).
 */
function slowPost(
  port: number,
  pathname: string,
  headers: Record<string, string>,
  body: Buffer,
  agent: http.Agent,
) {
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: pathname,
    agent,
    headers: { ...headers, 'content-length': String(body.length) },
  });
  const response = new Promise<{ status: number; body: string; at: number }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, at: Date.now() }));
      res.on('error', reject);
    });
  });
  let offset = 0;
  return {
    response,
    /** True when the request went out on a connection the server had already accepted. */
    reusedSocket: () => request.reusedSocket,
    /** Sends the next `bytes` of the body. */
    send(bytes: number) {
      request.write(body.subarray(offset, offset + bytes));
      offset += bytes;
    },
    /** Sends the rest in `pieces` pieces, `gapMs` apart, and ends the request. */
    async finish(pieces: number, gapMs: number) {
      const size = Math.ceil((body.length - offset) / pieces);
      while (offset < body.length) {
        await sleep(gapMs);
        this.send(size);
      }
      request.end();
    },
  };
}

describe('SIGTERM on the real server process (PGlite)', { timeout: 60_000 }, () => {
  let owner: SeededOwner;
  let second: SeededOwner;
  let template: Awaited<ReturnType<typeof pgliteTemplate>>;
  let server: ServerProcess | undefined;
  let smtp: TestSmtpServer | undefined;

  beforeAll(async () => {
    template = await pgliteTemplate(async (database) => {
      owner = await seedOwner(database.db);
      second = await seedOwner(database.db);
    });
  }, 90_000);
  afterEach(async () => {
    await killIfRunning(server);
    server = undefined;
    await smtp?.close();
    smtp = undefined;
  });
  afterAll(() => template?.remove());

  it('finishes an upload that is in flight, stops taking new connections, exits 0', async () => {
    const dataDir = template.copy();
    server = await startServer({ DATA_DIR: dataDir });
    const { accessToken } = await login(server.url, owner.email, owner.password);
    const image = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const file = multipartFile('file', 'me.png', 'image/png', image);
    // One kept-alive connection, already accepted by the server (warmed up by a first request),
    // as between a load balancer and the process.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await new Promise<void>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: server!.port, path: '/healthz', agent }, (res) => {
            res.resume();
            res.on('end', resolve);
          })
          .on('error', reject);
      });
      const upload = slowPost(
        server.port,
        '/api/uploads/profile-images',
        { ...file.headers, authorization: `Bearer ${accessToken}` },
        file.payload,
        agent,
      );
      upload.send(Math.floor(file.payload.length / 4));
      expect(upload.reusedSocket()).toBe(true);
      // The server has the request (headers and a quarter of the body) and is reading the rest.
      await sleep(400);
      const sentAt = Date.now();
      server.child.kill('SIGTERM');
      await sleep(300);

      // Draining: a new connection is refused (or, if it slipped in, answered 503).
      const late = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(3_000) })
        .then((response) => response.status)
        .catch(() => 'refused');
      expect([503, 'refused']).toContain(late);

      await upload.finish(8, 100);
      const response = await within(upload.response, 10_000, 'the upload answer');
      expect(response.status, response.body).toBe(200);
      const { url } = JSON.parse(response.body) as { url: string };
      const stored = new URL(url).pathname.replace(/^\/uploads\//, '');
      expect(stored).toMatch(/^profile-images\/[0-9a-f-]{36}\.png$/);
      expect(existsSync(path.join(dataDir, 'uploads', stored))).toBe(true);
      // The request really was in flight across the signal.
      expect(response.at - sentAt).toBeGreaterThan(800);

      const exit: Exit = await within(server.exited, 8_000, 'the exit');
      expect(exit, server.output()).toEqual({ code: 0, signal: null });
    } finally {
      agent.destroy();
    }
  });

  it('finishes the mail in flight, hands the queued rest back, exits 0', async () => {
    smtp = await startSmtpServer({ acceptDelayMs: 1_500 });
    const dataDir = template.copy();
    server = await startServer({ DATA_DIR: dataDir, SMTP_URL: smtp.url });

    // A backlog: ten reset mails (five per address, the hourly limit) on a slow mail server.
    // Sending them all would take 15 s, past the 10 s after which main.ts gives up (exit 1).
    const firstData = smtp.dataStarted();
    const requests = [owner, second].flatMap((who) =>
      Array.from({ length: 5 }, () =>
        call(server!.url, 'POST', '/api/password-reset/send', { body: { email: who.email } }),
      ),
    );
    for (const response of await Promise.all(requests)) expect(response.status).toBe(200);
    // SIGTERM lands while the mail server chews on a DATA.
    await within(firstData, 10_000, 'the SMTP DATA transfer');
    const sentAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await within(server.exited, 12_000, 'the exit');
    const tookMs = Date.now() - sentAt;
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    // It waited for the answer to the DATA in flight (1.5 s), not for the whole backlog.
    expect(tookMs).toBeGreaterThan(1_000);
    expect(tookMs).toBeLessThan(8_000);

    // The mail in flight arrived whole, and the mail server answered before the exit.
    expect(smtp.received.length).toBeGreaterThanOrEqual(1);
    expect(smtp.received.length).toBeLessThan(requests.length);
    for (const mail of smtp.received) expect(mail.raw).toMatch(/password-reset/);

    // The queue agrees with the mail server: what arrived is marked sent (no resend on the next
    // start), the rest is pending and due at once, its claim undone.
    const database = await openDataDir(dataDir);
    try {
      const rows = await database.db.select().from(mailQueue);
      expect(rows).toHaveLength(requests.length);
      const sent = rows.filter((row) => row.status === 'sent');
      expect(sent).toHaveLength(smtp.received.length);
      for (const row of sent) expect(row.attempts).toBe(1);
      for (const row of rows.filter((r) => r.status !== 'sent')) {
        expect(row).toMatchObject({ status: 'pending', attempts: 0 });
        expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
      }
    } finally {
      await database.close();
    }
  });
});
