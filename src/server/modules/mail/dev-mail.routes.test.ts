import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { verificationEmail } from './account-emails';
import { enqueueMail } from './mail-queue';

describe('development mailbox', () => {
  let dev: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    dev = await createTestApp('pglite');
    production = await createTestApp('pglite', { NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await dev.close();
    await production.close();
  });

  it('lists queued mail newest first at /dev/mail.json and shows it at /dev/mail', async () => {
    const db = dev.deps.database.db;
    const first = verificationEmail({
      to: 'one@example.com',
      firstName: '<b>One</b>',
      token: 'a',
      appUrl: 'https://app.example',
      language: null,
    });
    await enqueueMail(db, first, new Date(Date.now() - 1000));
    await enqueueMail(db, { ...first, to: 'two@example.com' }, new Date());
    const json = await dev.app.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(json.statusCode).toBe(200);
    const mails = json.json();
    expect(mails.map((m: { to: string }) => m.to)).toEqual(['two@example.com', 'one@example.com']);
    expect(Object.keys(mails[0]).sort()).toEqual([
      'createdAt',
      'html',
      'id',
      'status',
      'subject',
      'text',
      'to',
    ]);

    const page = await dev.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Set up your Catalyst Connect account');
    // Mail content is escaped on the page, and the mail's HTML is served sandboxed.
    expect(page.body).not.toContain('<b>One</b>');
    const html = await dev.app.inject({ method: 'GET', url: `/dev/mail/${mails[1].id}` });
    expect(html.headers['content-security-policy']).toMatch(/^sandbox/);
  });

  it('does not exist in production', async () => {
    for (const url of ['/dev/mail', '/dev/mail.json']) {
      expect((await production.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
