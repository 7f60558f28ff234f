import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTransport } from '#server/adapters/mail/outbox-transport';
import { buildApp } from '#server/app';
import { mailQueue } from '#server/db/schema';
import type { JobWorker } from '#server/lib/job-worker';
import { createLogger } from '#server/lib/logger';
import { mailWorker } from '#tests/support/mail-worker';
import { orderFixture, shopifyHeaders } from '../support/shopify';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

interface LogLine {
  level: number;
  msg: string;
}

/**
 * The flows that put a token in a link or a URL (invitation, account creation, password reset,
 * token pages, query strings), run with the process logger writing to a capture stream at trace
 * level, in each mode: no captured line may hold any token that was issued.
 */
const modes = ['development', 'test', 'production'] as const;
describe.each(databaseKinds.flatMap((kind) => modes.map((mode) => [mode, kind] as const)))(
  'logs with NODE_ENV=%s on %s',
  (mode, kind) => {
    let t: TestApp;
    let app: FastifyInstance;
    let jobs: JobWorker;
    const captured: string[] = [];
    const shopifySecret = randomBytes(24).toString('base64url');

    beforeAll(async () => {
      t = await createTestApp(kind, {
        NODE_ENV: mode,
        APP_URL: 'https://app.example',
        SHOPIFY_WEBHOOK_SECRET: shopifySecret,
        LOG_LEVEL: 'trace',
      });
      const log = createLogger(t.config, { write: (line: string) => void captured.push(line) });
      jobs = mailWorker({
        db: t.deps.database.db,
        transport: outboxTransport(log),
        clock: t.clock,
        log,
      });
      app = await buildApp({ ...t.deps, jobs }, { loggerInstance: log });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await t.close();
    });

    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

    async function tokenFromLatestMail(email: string, route: string): Promise<string> {
      const mails = await t.deps.database.db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.toAddress, email));
      const match = new RegExp(`/${route}/([A-Za-z0-9_-]+)`).exec(mails.at(-1)?.textBody ?? '');
      if (!match?.[1]) throw new Error(`no ${route} link in the mail to ${email}`);
      return match[1];
    }

    it('holds no token that was issued, in any line', async () => {
      const email = `invitee-${randomUUID()}@example.com`;
      const order = orderFixture();
      order.email = email;
      order.customer.email = email;
      const body = JSON.stringify(order);
      const webhook = await app.inject({
        method: 'POST',
        url: '/api/shopify/webhooks/orders-paid',
        headers: shopifyHeaders(body, randomUUID(), shopifySecret),
        payload: body,
      });
      expect(webhook.statusCode).toBe(200);
      const inviteToken = await tokenFromLatestMail(email, 'create-account');

      await app.inject({ method: 'GET', url: `/create-account/${inviteToken}` });
      expect((await post('/api/auth/verify-account', { token: inviteToken })).statusCode).toBe(200);
      const created = await post('/api/auth/create-account', {
        token: inviteToken,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        password: 'a long enough password',
      });
      expect(created.statusCode).toBe(200);

      expect((await post('/api/password-reset/send', { email })).statusCode).toBe(200);
      // The reset is looked up and mailed after the answer (equal timing): wait for it.
      await t.deps.background.idle();
      const resetToken = await tokenFromLatestMail(email, 'password-reset');
      await app.inject({ method: 'GET', url: `/password-reset/${resetToken}?from=mail` });
      const reset = await post('/api/password-reset/reset', {
        token: resetToken,
        password: 'another long password',
      });
      expect(reset.statusCode).toBe(200);

      // An e-mail change: its link goes to the new address, a notice to the old one.
      const { accessToken } = await t.login(email, 'another long password');
      const newEmail = `moved-${randomUUID()}@example.com`;
      const change = await app.inject({
        method: 'POST',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${accessToken}` },
        payload: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: newEmail,
          currentPassword: 'another long password',
        },
      });
      expect(change.statusCode).toBe(200);
      const changeToken = await tokenFromLatestMail(newEmail, 'confirm-email');
      await app.inject({ method: 'GET', url: `/confirm-email/${changeToken}` });
      expect((await post('/api/auth/confirm-email', { token: changeToken })).statusCode).toBe(200);

      // Tokens that arrive in other shapes: a query string, a token-like path segment.
      const queryToken = randomBytes(32).toString('base64url');
      const pathToken = randomBytes(32).toString('base64url');
      await app.inject({ method: 'GET', url: `/login?token=${queryToken}&next=/profile` });
      await app.inject({ method: 'GET', url: `/api/accounts/confirm-email/${pathToken}` });

      // Invitation, reset, e-mail change link, notice of the request, notice of the change.
      expect(await jobs.runOnce()).toBe(5);

      const lines = captured.join('');
      for (const token of [inviteToken, resetToken, changeToken, queryToken, pathToken]) {
        expect(lines).not.toContain(token);
      }
      expect(lines).not.toContain('https://app.example/');
      // The capture saw the flows (or the checks above would pass on nothing).
      expect(lines).toContain('request completed');
      expect(lines).toContain('/create-account/[redacted]');
      expect(lines).toContain('/password-reset/[redacted]?from=[redacted]');
      expect(lines).toContain('/confirm-email/[redacted]');
      expect(lines).toContain('/login?token=[redacted]&next=[redacted]');
      expect(lines).toMatch(/kept in the outbox: \\?"[^"\\]+\\?"/);
    });

    it('writes one access line per request, when it is answered, with the URL redacted', async () => {
      captured.length = 0;
      const token = randomBytes(32).toString('base64url');
      const requests = [
        { url: '/api/auth/profile', logged: '/api/auth/profile' },
        {
          url: `/password-reset/${token}?from=mail`,
          logged: '/password-reset/[redacted]?from=[redacted]',
        },
        { url: `/api/nothing-here?token=${token}`, logged: '/api/nothing-here?token=[redacted]' },
        {
          url: '/api/card-profiles/public/nobody-at-all',
          logged: '/api/card-profiles/public/nobody-at-all',
        },
      ];
      const statuses: number[] = [];
      for (const { url } of requests) {
        statuses.push((await app.inject({ method: 'GET', url })).statusCode);
      }
      expect(statuses.slice(0, 1).concat(statuses.slice(2))).toEqual([401, 404, 404]);
      const lines = captured.map(
        (line) =>
          JSON.parse(line) as LogLine & {
            reqId?: string;
            req?: { method: string; url: string };
            res?: { statusCode: number };
            responseTime?: number;
          },
      );
      // Nothing but the access lines: no 'incoming request', no 'Route ... not found'.
      expect(lines.map((line) => line.msg)).toEqual(requests.map(() => 'request completed'));
      expect(lines.map((line) => [line.req?.method, line.req?.url, line.res?.statusCode])).toEqual(
        requests.map(({ logged }, index) => ['GET', logged, statuses[index]]),
      );
      expect(new Set(lines.map((line) => line.reqId)).size).toBe(requests.length);
      for (const line of lines) expect(line.responseTime).toBeGreaterThanOrEqual(0);
      expect(captured.join('')).not.toContain(token);
    });

    it('logs probes and static files at debug, API calls at info', async () => {
      captured.length = 0;
      await app.inject({ method: 'GET', url: '/healthz' });
      await app.inject({ method: 'GET', url: '/readyz' });
      await app.inject({ method: 'GET', url: '/uploads/images/nothing-here.webp' });
      await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      await app.inject({ method: 'GET', url: '/favicon.ico' });
      await app.inject({ method: 'GET', url: '/api/auth/profile' });
      const lines = captured.map((line) => JSON.parse(line) as LogLine & { req?: { url: string } });
      const levelsOf = (url: string) =>
        lines.filter((line) => line.req?.url === url).map((line) => line.level);
      for (const url of [
        '/healthz',
        '/readyz',
        '/uploads/images/nothing-here.webp',
        '/assets/index-abc123.js',
        '/favicon.ico',
      ]) {
        expect(levelsOf(url), url).toEqual([20]);
      }
      expect(levelsOf('/api/auth/profile')).toEqual([30]);
    });
  },
);
