import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentProviderError } from '#server/adapters/payments/payment-provider';
import {
  auditLog,
  cardProfiles,
  cards,
  insightEvents,
  insightHours,
  insightLinks,
  insightSources,
  insightVisitors,
  mailQueue,
  leads,
  refreshTokens,
  sandboxCustomers,
  sandboxSubscriptions,
  sessions,
  subscriptions,
  uploads,
  users,
} from '#server/db/schema';
import { CARD_CONFIGURATION_FIELDS } from '#shared/schemas/cards';
import { freshIp } from '#tests/security/helpers';
import { ownerInEveryTable, type OwnerInEveryTable } from '#tests/support/account-data-fixtures';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { sweepOrphanUploads } from '../uploads/public';

describe.each(databaseKinds)('POST /api/auth/delete-account on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL: 'http://localhost:3000' });
  });
  afterAll(() => t.close());

  const deleteAccount = (headers: Record<string, string>, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers,
      payload,
      remoteAddress: freshIp(),
    });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() });
  const fileOf = (url: string) =>
    path.join(t.uploadsDir, new URL(url).pathname.replace(/^\/uploads\//, ''));
  const publicAddresses = (owner: OwnerInEveryTable) => [
    `/api/card-profiles/public/${owner.cardUuids[0]}`,
    `/api/card-profiles/public/${owner.handle}`,
    `/u/${owner.cardUuids[0]}`,
    `/u/${owner.handle}`,
    `/api/vcard/${owner.cardUuids[0]}/download`,
  ];

  /** Every row the deletion removes or changes, to show that a refused one changed nothing. */
  async function snapshot(owner: OwnerInEveryTable) {
    const { db } = t.deps.database;
    const ids = owner.cardIds;
    return JSON.parse(
      JSON.stringify({
        user: await db.select().from(users).where(eq(users.id, owner.id)),
        sessions: await db.select().from(sessions).where(eq(sessions.userId, owner.id)),
        cards: await db.select().from(cards).where(inArray(cards.id, ids)),
        profiles: await db.select().from(cardProfiles).where(inArray(cardProfiles.cardId, ids)),
        messages: await db.select().from(leads).where(inArray(leads.cardId, ids)),
        hours: await db.select().from(insightHours).where(inArray(insightHours.cardId, ids)),
        uploads: await db.select().from(uploads).where(eq(uploads.ownerId, owner.id)),
        audit: await db.select().from(auditLog).where(eq(auditLog.targetId, owner.id)),
      }),
    ) as unknown;
  }

  it('answers 401 without a session and 400 without a password', async () => {
    expect((await deleteAccount({}, { password: 'x' })).statusCode).toBe(401);
    const owner = await ownerInEveryTable(t);
    const missing = await deleteAccount(owner.headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: expect.stringMatching(/^[a-z]+(_[a-z]+)*$/),
      message: 'Password is required',
      errors: [{ path: 'password', message: 'Password is required' }],
    });
    expect((await deleteAccount(owner.headers, { password: '' })).statusCode).toBe(400);
  });

  it('refuses a wrong password like the other current-password checks, and deletes nothing', async () => {
    const owner = await ownerInEveryTable(t);
    const before = await snapshot(owner);
    const wrong = await deleteAccount(owner.headers, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'wrong_current_password',
      message: 'Your current password is not correct',
    });
    expect(await snapshot(owner)).toEqual(before);
    expect((await get('/api/auth/profile', owner.headers)).statusCode).toBe(200);
  });

  it('counts wrong passwords with the password change: past the limit even the right one answers 429', async () => {
    const owner = await ownerInEveryTable(t);
    const limit = t.config.loginLimits.perEmail;
    // Guesses at the password change use up the same budget as guesses here.
    for (let i = 0; i < limit; i += 1) {
      const guess = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: owner.headers,
        payload: { currentPassword: `wrong guess ${i}`, password: 'a brand new passphrase' },
      });
      expect(guess.statusCode).toBe(400);
    }
    const before = await snapshot(owner);
    const blocked = await deleteAccount(owner.headers, { password: owner.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'too_many_password_attempts',
      message: 'Too many wrong passwords. Please wait a few minutes and try again.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await snapshot(owner)).toEqual(before);
  });

  it('deletes nothing when the payment provider fails, and answers its error', async () => {
    const owner = await ownerInEveryTable(t);
    const before = await snapshot(owner);
    const cancel = vi
      .spyOn(t.deps.payments, 'cancelNow')
      .mockRejectedValueOnce(new PaymentProviderError('provider down'));
    try {
      const response = await deleteAccount(owner.headers, { password: owner.password });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        code: 'payment_provider_unavailable',
        message: 'The payment provider is not available right now. Please try again in a moment.',
      });
    } finally {
      cancel.mockRestore();
    }
    expect(await snapshot(owner)).toEqual(before);
    for (const url of owner.imageUrls) expect(existsSync(fileOf(url))).toBe(true);
    for (const url of publicAddresses(owner)) expect((await get(url)).statusCode).toBe(200);
  });

  it('cancels the subscription at once, unassigns and wipes the cards, deletes the account and its images', async () => {
    const owner = await ownerInEveryTable(t);
    const bystander = await ownerInEveryTable(t);
    const { db } = t.deps.database;
    await t.login(owner.email, owner.password); // a second session
    // Fill the public read cache: the deletion must empty it at once.
    for (const url of publicAddresses(owner)) expect((await get(url)).statusCode).toBe(200);
    for (const url of owner.imageUrls) expect(existsSync(fileOf(url))).toBe(true);
    const bystanderBefore = await snapshot(bystander);
    const sessionIds = (
      await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, owner.id))
    ).map((session) => session.id);
    expect(sessionIds).toHaveLength(2);

    const response = await deleteAccount(owner.headers, { password: owner.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    // The provider's customer is deleted, and its (cancelled) subscriptions with it.
    expect(
      await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.userId, owner.id)),
    ).toEqual([]);
    expect(
      await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.userId, owner.id)),
    ).toEqual([]);

    expect(await db.select().from(users).where(eq(users.id, owner.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, owner.id))).toEqual([]);
    expect(
      await db.select().from(refreshTokens).where(inArray(refreshTokens.sessionId, sessionIds)),
    ).toEqual([]);
    expect(await db.select().from(uploads).where(eq(uploads.ownerId, owner.id))).toEqual([]);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, owner.id))).toEqual(
      [],
    );
    for (const url of owner.imageUrls) expect(existsSync(fileOf(url))).toBe(false);

    const ids = owner.cardIds;
    const released = await db.select().from(cards).where(inArray(cards.id, ids));
    expect(released.map((card) => card.uuid).sort()).toEqual([...owner.cardUuids].sort());
    for (const card of released) {
      expect(card.ownerId).toBeNull();
      expect(card.qrStyle).toBeNull();
      for (const field of CARD_CONFIGURATION_FIELDS) expect(card[field]).toBeNull();
    }
    for (const table of [cardProfiles, leads]) {
      expect(await db.select().from(table).where(inArray(table.cardId, ids))).toEqual([]);
    }
    for (const table of [
      insightEvents,
      insightHours,
      insightSources,
      insightLinks,
      insightVisitors,
    ]) {
      expect(await db.select().from(table).where(inArray(table.cardId, ids))).toEqual([]);
    }
    for (const url of publicAddresses(owner)) expect((await get(url)).statusCode).toBe(404);

    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, owner.id));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: null,
        actorLabel: 'owner',
        action: 'account.delete',
        targetType: 'account',
        after: { unassignedCardIds: [...ids].sort((a, b) => a - b) },
      }),
    ]);
    const written = JSON.stringify(audit).toLowerCase();
    for (const personal of [owner.email, owner.firstName, owner.lastName, 'zenobia']) {
      expect(written).not.toContain(personal.toLowerCase());
    }

    // The old tokens are dead, the password opens nothing, and the bystander kept everything.
    expect((await get('/api/auth/profile', owner.headers)).statusCode).toBe(401);
    expect((await get('/api/auth/refresh', bearer(owner.refreshToken))).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
      remoteAddress: freshIp(),
    });
    expect(login.statusCode).toBe(401);
    expect(await snapshot(bystander)).toEqual(bystanderBefore);
    for (const url of publicAddresses(bystander)) expect((await get(url)).statusCode).toBe(200);
  });

  it('removes the mail queued to the address, and keeps mail to others', async () => {
    const owner = await ownerInEveryTable(t);
    const bystander = await ownerInEveryTable(t);
    const { db } = t.deps.database;
    const mail = (to: string) => ({ toAddress: to, subject: 'S', textBody: 'T', htmlBody: 'H' });
    await db.insert(mailQueue).values([mail(owner.email), mail(bystander.email)]);
    expect((await deleteAccount(owner.headers, { password: owner.password })).statusCode).toBe(200);
    expect(await db.select().from(mailQueue).where(eq(mailQueue.toAddress, owner.email))).toEqual(
      [],
    );
    const kept = await db.select().from(mailQueue).where(eq(mailQueue.toAddress, bystander.email));
    expect(kept.length).toBeGreaterThanOrEqual(1);
  });

  it('removes mail queued to an address the owner was moving to, not mail to an account', async () => {
    const owner = await ownerInEveryTable(t);
    const holder = await ownerInEveryTable(t);
    const { db } = t.deps.database;
    const pending = `pending-${randomUUID()}@example.com`;
    const changeTo = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/profile',
        headers: owner.headers,
        payload: {
          firstName: owner.firstName,
          lastName: owner.lastName,
          email,
          currentPassword: owner.password,
        },
        remoteAddress: freshIp(),
      });
    expect((await changeTo(pending)).statusCode).toBe(200);
    // An address someone holds gets that account's own notice, which stays theirs.
    expect((await changeTo(holder.email)).statusCode).toBe(200);
    const mailTo = (address: string) =>
      db.select().from(mailQueue).where(eq(mailQueue.toAddress, address));
    expect(await mailTo(pending)).toHaveLength(1);
    const holderMail = (await mailTo(holder.email)).length;
    expect(holderMail).toBeGreaterThanOrEqual(1);

    expect((await deleteAccount(owner.headers, { password: owner.password })).statusCode).toBe(200);
    expect(await mailTo(pending)).toEqual([]);
    expect(await mailTo(holder.email)).toHaveLength(holderMail);
  });

  it("removes every one of the owner's uploads, even one another account's card shows", async () => {
    const owner = await ownerInEveryTable(t);
    const other = await ownerInEveryTable(t);
    const { db } = t.deps.database;
    // Written by hand: the API no longer lets anyone show another owner's upload.
    await db
      .update(cards)
      .set({ profileImageUrl: owner.imageUrls[0] })
      .where(eq(cards.id, other.cardIds[1]!));
    expect((await deleteAccount(owner.headers, { password: owner.password })).statusCode).toBe(200);
    for (const url of owner.imageUrls) expect(existsSync(fileOf(url))).toBe(false);
    expect(await db.select().from(uploads).where(inArray(uploads.url, owner.imageUrls))).toEqual(
      [],
    );
    for (const url of other.imageUrls) expect(existsSync(fileOf(url))).toBe(true);
  });

  it('lets an admin leave only while another admin who can sign in remains', async () => {
    const admin = await ownerInEveryTable(t);
    const { db } = t.deps.database;
    await db.update(users).set({ role: 'owner' }).where(eq(users.role, 'admin'));
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const refused = await deleteAccount(admin.headers, { password: admin.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'last_admin_cannot_leave',
      message: 'The last admin cannot delete their account; grant another admin first',
    });
    expect(await db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
    const other = await ownerInEveryTable(t);
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, other.id));
    expect((await deleteAccount(admin.headers, { password: admin.password })).statusCode).toBe(200);
  });

  it('still deletes the account when a file cannot be removed from storage', async () => {
    const owner = await ownerInEveryTable(t);
    const remove = vi
      .spyOn(t.deps.storage, 'delete')
      .mockRejectedValueOnce(new Error('storage down'));
    try {
      const response = await deleteAccount(owner.headers, { password: owner.password });
      expect(response.statusCode).toBe(200);
    } finally {
      remove.mockRestore();
    }
    const { db } = t.deps.database;
    expect(await db.select().from(users).where(eq(users.id, owner.id))).toEqual([]);
    // One of the two images could not be removed: the other is gone.
    const left = owner.imageUrls.filter((url) => existsSync(fileOf(url)));
    expect(left).toHaveLength(1);
    // Its row stays, owned by no one, and the orphan sweep removes the file later.
    const rows = await db.select().from(uploads).where(inArray(uploads.url, left));
    expect(rows).toEqual([expect.objectContaining({ ownerId: null })]);
    t.clock.advance(25 * 3_600_000);
    try {
      expect(await sweepOrphanUploads(t.deps)).toMatchObject({ failed: 0 });
    } finally {
      t.clock.set(new Date());
    }
    expect(left.filter((url) => existsSync(fileOf(url)))).toEqual([]);
    expect(await db.select().from(uploads).where(inArray(uploads.url, left))).toEqual([]);
  });
});
