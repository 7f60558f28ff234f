import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  cardProfiles,
  cards,
  insightHours,
  mailQueue,
  leads,
  uploads,
  users,
} from '#server/db/schema';
import { COPY } from '#shared/copy';
import { AdminCardPage, AdminMailPage, AdminOverview, AuditPage } from '#shared/schemas/admin';
import { CARD_CONFIGURATION_FIELDS } from '#shared/schemas/cards';
import { storeLead } from '#tests/security/helpers';
import { lastAuditRow, ownerWithHandle, signedInAdmin } from '#tests/support/console-fixtures';
import { multipartFile } from '#tests/support/multipart';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { tinyPng } from '#tests/support/tiny-png';

describe.each(databaseKinds)(
  'cards, profiles, mail and the audit log in the console on %s',
  (kind) => {
    let t: TestApp;
    let admin: Awaited<ReturnType<typeof signedInAdmin>>;
    beforeAll(async () => {
      t = await createTestApp(kind, { APP_URL: 'https://app.example' });
      admin = await signedInAdmin(t);
    });
    afterAll(() => t.close());

    const get = (url: string) => t.app.inject({ url, headers: admin.headers });
    const putConfiguration = (headers: Record<string, string>, cardId: number, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/cards/${cardId}/configuration`, headers, payload });
    async function uploadImage(headers: Record<string, string>): Promise<string> {
      const form = multipartFile('file', 'a.png', 'image/png', await tinyPng());
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/uploads/profile-images',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      return String(response.json().url);
    }
    async function seedInsightHour(cardId: number) {
      const hour = new Date(Math.floor(t.clock.now().getTime() / 3_600_000) * 3_600_000);
      await t.deps.database.db.insert(insightHours).values({ cardId, hour, views: 7, visitors: 3 });
    }
    const post = (url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url, headers: admin.headers, payload });

    it('moves a card with its profile to an existing account when asked to keep it; the old owner loses it at once', async () => {
      const from = await ownerWithHandle(t);
      const to = await ownerWithHandle(t, { firstName: 'Alan' });
      const response = await post(`/api/admin/cards/${from.card.id}/move`, {
        email: ` ${to.user.email.toUpperCase()} `,
        reason: 'Bought for a colleague',
        keepOwnerData: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        cardId: from.card.id,
        toAccountId: to.user.id,
        invited: false,
      });

      const old = await t.app.inject({ url: `/api/cards/${from.card.id}`, headers: from.headers });
      expect(old.statusCode).toBe(404);
      const oldEdit = await t.app.inject({
        method: 'PUT',
        url: `/api/cards/${from.card.id}/profile`,
        headers: from.headers,
        payload: { slogan: 'Still mine?' },
      });
      expect(oldEdit.statusCode).toBe(404);
      const oldList = await t.app.inject({ url: '/api/cards', headers: from.headers });
      expect(oldList.json()).toEqual([]);
      const mine = await t.app.inject({ url: `/api/cards/${from.card.id}`, headers: to.headers });
      expect(mine.statusCode).toBe(200);
      // Decision 031 changed this on purpose: the handle stays with the previous account, and the
      // card no longer answers to it (decision 031).
      expect(mine.json()).toMatchObject({
        handle: null,
        CardConfiguration: { firstName: 'Grace' },
      });
      const profile = await t.app.inject({
        url: `/api/cards/${from.card.id}/profile`,
        headers: to.headers,
      });
      expect(profile.json()).toMatchObject({ aliasSlug: null, slogan: 'Compilers!' });
      expect(await lastAuditRow(t, from.card.id)).toMatchObject({
        action: 'card.move',
        targetType: 'card',
        reason: 'Bought for a colleague',
        before: { ownerId: from.user.id },
        after: { ownerId: to.user.id, invited: false, ownerData: 'kept' },
      });
      const again = await post(`/api/admin/cards/${from.card.id}/move`, { email: to.user.email });
      expect(again.statusCode).toBe(409);
    });

    it("wipes the previous owner's contact details, profile, messages and Insights by default", async () => {
      const from = await ownerWithHandle(t);
      const to = await ownerWithHandle(t, { firstName: 'Alan' });
      const image = await uploadImage(from.headers);
      await putConfiguration(from.headers, from.card.id, { profileImageUrl: image });
      await storeLead(t, from.card.id, { name: 'Visitor Vera' });
      await seedInsightHour(from.card.id);
      const response = await post(`/api/admin/cards/${from.card.id}/move`, {
        email: to.user.email,
        reason: 'Wrong address',
      });
      expect(response.statusCode, response.body).toBe(200);

      const { db } = t.deps.database;
      const [card] = await db.select().from(cards).where(eq(cards.id, from.card.id));
      expect(card).toMatchObject({ ownerId: to.user.id, uuid: from.card.uuid, qrStyle: null });
      for (const field of CARD_CONFIGURATION_FIELDS) expect(card![field]).toBeNull();
      for (const table of [cardProfiles, leads, insightHours]) {
        expect(await db.select().from(table).where(eq(table.cardId, from.card.id))).toEqual([]);
      }
      // The new owner sees an empty card: no stranger's messages, no stranger's figures.
      const inbox = await t.app.inject({ url: '/api/messages', headers: to.headers });
      expect(JSON.stringify(inbox.json())).not.toContain('Visitor Vera');
      const insights = await t.app.inject({
        url: `/api/cards/${from.card.id}/insights?days=7`,
        headers: to.headers,
      });
      expect(insights.statusCode, insights.body).toBe(200);
      expect(JSON.stringify(insights.json())).not.toMatch(/"views":[1-9]/);
      // The previous owner's image went with their data.
      expect(await db.select().from(uploads).where(eq(uploads.url, image))).toEqual([]);
      expect(await lastAuditRow(t, from.card.id)).toMatchObject({
        action: 'card.move',
        reason: 'Wrong address',
        before: { ownerId: from.user.id },
        after: { ownerId: to.user.id, invited: false, ownerData: 'wiped' },
      });
    });

    it('moves the uploads a kept card shows to the new owner, and refuses their old URLs elsewhere', async () => {
      const from = await ownerWithHandle(t);
      const to = await ownerWithHandle(t, { firstName: 'Alan' });
      const image = await uploadImage(from.headers);
      const elsewhere = await uploadImage(from.headers);
      await putConfiguration(from.headers, from.card.id, { companyImageUrl: image });
      const response = await post(`/api/admin/cards/${from.card.id}/move`, {
        email: to.user.email,
        keepOwnerData: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { db } = t.deps.database;
      const [row] = await db.select().from(uploads).where(eq(uploads.url, image));
      expect(row?.ownerId).toBe(to.user.id);
      const [kept] = await db.select().from(uploads).where(eq(uploads.url, elsewhere));
      expect(kept?.ownerId).toBe(from.user.id);
      // Saved unchanged by its new owner: accepted.
      const same = await putConfiguration(to.headers, from.card.id, { companyImageUrl: image });
      expect(same.statusCode, same.body).toBe(200);
      // The previous owner can no longer put it on a card of theirs.
      const other = await t.deps.database.db
        .insert(cards)
        .values({ ownerId: from.user.id, shopifyProductTitle: 'Wood' })
        .returning();
      const refused = await putConfiguration(from.headers, other[0]!.id, {
        profileImageUrl: image,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ code: 'image_not_yours', message: COPY.imageNotYours });
    });

    it('refuses a keepOwnerData that is not a boolean', async () => {
      const from = await ownerWithHandle(t);
      const to = await ownerWithHandle(t);
      const bad = await post(`/api/admin/cards/${from.card.id}/move`, {
        email: to.user.email,
        keepOwnerData: 'yes',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toEqual(expect.any(String));
      const [card] = await t.deps.database.db
        .select()
        .from(cards)
        .where(eq(cards.id, from.card.id));
      expect(card?.ownerId).toBe(from.user.id);
    });

    it('invites a new address when it has no account', async () => {
      const from = await ownerWithHandle(t);
      const email = `new-${randomUUID()}@example.com`;
      const response = await post(`/api/admin/cards/${from.card.id}/move`, { email });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().invited).toBe(true);
      const [mail] = await t.deps.database.db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.toAddress, email));
      expect(mail?.textBody).toMatch(/https:\/\/app\.example\/create-account\//);
      const [created] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
      expect(created).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', passwordHash: null });
    });

    it('lists cards without an owner and moves one to a new owner', async () => {
      const gone = await ownerWithHandle(t);
      const before = AdminOverview.parse((await get('/api/admin/overview')).json());
      const deleted = await t.app.inject({
        method: 'POST',
        url: '/api/auth/delete-account',
        headers: gone.headers,
        payload: { password: gone.user.password },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      const after = AdminOverview.parse((await get('/api/admin/overview')).json());
      expect(after.unassignedCards - before.unassignedCards).toBe(1);
      let cursor: string | null = null;
      const seen: number[] = [];
      do {
        const url: string = `/api/admin/cards/unassigned${cursor ? `?cursor=${cursor}` : ''}`;
        const page = AdminCardPage.parse((await get(url)).json());
        seen.push(...page.items.map((card) => card.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toContain(gone.card.id);
      expect((await t.app.inject({ url: `/u/${gone.card.uuid}` })).statusCode).toBe(404);

      const email = `next-${randomUUID()}@example.com`;
      const moved = await post(`/api/admin/cards/${gone.card.id}/move`, { email });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().invited).toBe(true);
      const left = AdminCardPage.parse((await get('/api/admin/cards/unassigned')).json());
      expect(left.items.map((card) => card.id)).not.toContain(gone.card.id);
      expect((await t.app.inject({ url: `/u/${gone.card.uuid}` })).statusCode).toBe(200);
      expect(await lastAuditRow(t, gone.card.id)).toMatchObject({
        action: 'card.move',
        before: { ownerId: null },
        after: { invited: true, ownerData: 'wiped' },
      });
    });

    it("lists what was done to an account's cards in the account's history", async () => {
      const owner = await ownerWithHandle(t);
      await post(`/api/admin/profiles/${owner.card.uuid}/takedown`, { reason: 'History' });
      await post(`/api/admin/accounts/${owner.user.id}/suspend`, { reason: 'History' });
      const history = AuditPage.parse(
        (await get(`/api/admin/audit?target=${owner.user.id}`)).json(),
      );
      expect(history.items.map((row) => row.action)).toEqual([
        'account.suspend',
        'profile.takedown',
      ]);
    });

    it('answers 400 for a bad e-mail and 404 for an unknown card', async () => {
      const from = await ownerWithHandle(t);
      const bad = await post(`/api/admin/cards/${from.card.id}/move`, { email: 'not-an-address' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Please enter a valid email address');
      const missing = await post('/api/admin/cards/999999999/move', { email: 'a@example.com' });
      expect(missing.statusCode).toBe(404);
    });

    it('takes a profile down: handle, uuid, page, share image and vCard 404, the owner sees why; restore brings it back', async () => {
      const owner = await ownerWithHandle(t);
      const urls = [
        `/u/${owner.handle}`,
        `/u/${owner.card.uuid}`,
        `/api/card-profiles/public/${owner.handle}`,
        `/api/card-profiles/public/${owner.card.uuid}`,
        `/api/vcard/${owner.card.uuid}/download`,
        `/u/${owner.handle}/og.png`,
      ];
      for (const url of urls) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
      expect((await post(`/api/admin/profiles/${owner.card.uuid}/takedown`)).statusCode).toBe(400);
      const down = await post(`/api/admin/profiles/${owner.card.uuid.toUpperCase()}/takedown`, {
        reason: 'Impersonates a bank',
      });
      expect(down.statusCode, down.body).toBe(200);
      expect(down.json()).toMatchObject({
        id: owner.card.id,
        takedownReason: 'Impersonates a bank',
      });
      for (const url of urls) expect((await t.app.inject({ url })).statusCode, url).toBe(404);
      const message = await t.app.inject({
        method: 'POST',
        url: `/api/card-profiles/public/${owner.card.uuid}/send-message`,
        payload: { name: 'V', email: 'v@example.com', phone: '+1 555 0199', message: 'hello' },
      });
      expect(message.statusCode).toBe(404);
      const card = await t.app.inject({
        url: `/api/cards/${owner.card.id}`,
        headers: owner.headers,
      });
      expect(card.json().takedownReason).toBe('Impersonates a bank');
      expect(
        (await post(`/api/admin/profiles/${owner.card.uuid}/takedown`, { reason: 'x' })).statusCode,
      ).toBe(409);
      expect(await lastAuditRow(t, owner.card.uuid)).toMatchObject({
        action: 'profile.takedown',
        targetType: 'profile',
        reason: 'Impersonates a bank',
        before: { takenDownAt: null },
      });

      const back = await post(`/api/admin/profiles/${owner.card.uuid}/restore`, {});
      expect(back.statusCode).toBe(200);
      for (const url of urls) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
      const restored = await t.app.inject({
        url: `/api/cards/${owner.card.id}`,
        headers: owner.headers,
      });
      expect(restored.json().takedownReason).toBeNull();
      expect((await post(`/api/admin/profiles/${owner.card.uuid}/restore`)).statusCode).toBe(409);
      expect((await post(`/api/admin/profiles/${randomUUID()}/restore`)).statusCode).toBe(404);
    });

    it('lists failed and pending mail by cursor, and retries one', async () => {
      const tag = randomUUID();
      const rows = Array.from({ length: 52 }, (_, index) => ({
        toAddress: `mail-${tag}@example.com`,
        subject: `Failed ${index}`,
        textBody: 't',
        htmlBody: 'h',
        status: 'failed' as const,
        attempts: 3,
        lastError: '550 mailbox unavailable',
        createdAt: new Date(Date.now() - 60_000 + index),
      }));
      await t.deps.database.db.insert(mailQueue).values(rows);
      const first = AdminMailPage.parse((await get('/api/admin/mail?status=failed')).json());
      expect(first.items).toHaveLength(50);
      expect(first.items.every((mail) => mail.status === 'failed')).toBe(true);
      const second = AdminMailPage.parse(
        (await get(`/api/admin/mail?status=failed&cursor=${first.nextCursor}`)).json(),
      );
      const seen = [...first.items, ...second.items].filter((mail) => mail.toAddress.includes(tag));
      expect(new Set(seen.map((mail) => mail.id)).size).toBe(52);
      expect((await get('/api/admin/mail?status=sent')).statusCode).toBe(400);

      const target = first.items[0]!;
      const retried = await post(`/api/admin/mail/${target.id}/retry`, { reason: 'Mailbox fixed' });
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json()).toMatchObject({ id: target.id, status: 'pending', attempts: 3 });
      await t.deps.jobs.runOnce();
      const [sent] = await t.deps.database.db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.id, target.id));
      expect(sent?.status).toBe('sent');
      expect(await lastAuditRow(t, target.id)).toMatchObject({
        action: 'mail.retry',
        before: { status: 'failed', attempts: 3 },
        after: { status: 'pending' },
      });
      expect((await post(`/api/admin/mail/${target.id}/retry`)).statusCode).toBe(409);
      expect((await post(`/api/admin/mail/${randomUUID()}/retry`)).statusCode).toBe(404);
    });

    it('filters the audit log by actor, action and target, pages it, and never lets a row change', async () => {
      const other = await signedInAdmin(t);
      const owner = await ownerWithHandle(t);
      for (let index = 0; index < 26; index += 1) {
        const as = (Math.floor(index / 2) % 2 ? other : admin).headers;
        const action = index % 2 ? 'restore' : 'takedown';
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/admin/profiles/${owner.card.uuid}/${action}`,
          headers: as,
          payload: { reason: `round ${index}` },
        });
        expect(response.statusCode, response.body).toBe(200);
      }
      const byOther = AuditPage.parse(
        (
          await get(`/api/admin/audit?actor=${encodeURIComponent(other.email.toUpperCase())}`)
        ).json(),
      );
      expect(byOther.items).toHaveLength(12);
      expect(byOther.items.every((row) => row.actorId === other.id)).toBe(true);
      const byTarget = AuditPage.parse(
        (await get(`/api/admin/audit?target=${owner.card.uuid}`)).json(),
      );
      expect(byTarget.items.map((row) => row.reason)).toEqual(
        Array.from({ length: 26 }, (_, index) => `round ${25 - index}`),
      );
      const takedowns = AuditPage.parse(
        (await get(`/api/admin/audit?target=${owner.card.uuid}&action=profile.takedown`)).json(),
      );
      expect(takedowns.items).toHaveLength(13);
      expect((await get('/api/admin/audit?action=drop.table')).statusCode).toBe(400);

      for (let index = 0; index < 25; index += 1) {
        await post(`/api/admin/accounts/${owner.user.id}/${index % 2 ? 'unsuspend' : 'suspend'}`, {
          reason: 'paging',
        });
      }
      const page1 = AuditPage.parse((await get('/api/admin/audit')).json());
      const page2 = AuditPage.parse(
        (await get(`/api/admin/audit?cursor=${page1.nextCursor}`)).json(),
      );
      expect(page1.items).toHaveLength(50);
      expect(page2.items[0]!.id).toBeLessThan(page1.items.at(-1)!.id);

      const { db } = t.deps.database;
      await expect(db.execute(sql`update audit_log set reason = 'edited'`)).rejects.toThrow();
      await expect(
        db.delete(auditLog).where(eq(auditLog.targetId, owner.card.uuid)),
      ).rejects.toThrow();
      const still = AuditPage.parse(
        (await get(`/api/admin/audit?target=${owner.card.uuid}`)).json(),
      );
      expect(still.items).toHaveLength(26);
    });
  },
);
