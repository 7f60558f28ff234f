import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, users } from '#server/db/schema';
import { COPY } from '#shared/copy';
import type { SubscriptionStatus } from '#shared/schemas/auth';
import { signedInAdmin } from '#tests/support/console-fixtures';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Decision 031: /c/{code} opens whatever the card shows now; a handle stays with its account
 * whatever its age (308 after a rename, 409 for anyone else, at most 5 held), and one live for a
 * day 180 days after a deletion; a lapsed handle opens the free page; a moved card leaves its
 * handle behind. The clock is moved by hand for the day and 180-day rules.
 */
describe.each(databaseKinds)('permanent addresses and held handles on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL: 'https://app.example' });
  });
  afterAll(() => t.close());

  let ip = 0;
  const freshIp = () => `10.77.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
  const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: freshIp() });

  /** An owner with one card; signs in anew whenever asked (the clock moves days). */
  async function owner(status: SubscriptionStatus | null = 'active', firstName = 'Grace') {
    const user = await t.createUser({ stripeSubscriptionStatus: status, firstName });
    const [card] = await t.deps.database.db
      .insert(cards)
      .values({
        ownerId: user.id,
        shopifyProductTitle: 'Metal',
        firstName,
        lastName: 'Hopper',
        workTitle: 'Admiral',
      })
      .returning();
    const headers = async () =>
      bearer((await t.login(user.email, user.password)).accessToken) as Record<string, string>;
    const setHandle = async (aliasSlug: string | null, cardId = card!.id) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/cards/${cardId}/profile`,
        headers: await headers(),
        payload: { aliasSlug, slogan: `${firstName} slogan` },
      });
    const addCard = async () => {
      const [another] = await t.deps.database.db
        .insert(cards)
        .values({ ownerId: user.id, shopifyProductTitle: 'Metal', firstName })
        .returning();
      return another!;
    };
    return { user, card: card!, headers, setHandle, addCard };
  }
  const handle = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;
  const lapse = (userId: string) =>
    t.deps.database.db
      .update(users)
      .set({ stripeSubscriptionStatus: 'canceled' })
      .where(eq(users.id, userId));

  describe('/c/{code}', () => {
    it('every card has an 8-character code of a-z0-9, unique, given by the database', async () => {
      const a = await owner();
      const b = await owner();
      expect(a.card.code).toMatch(/^[0-9a-z]{8}$/);
      expect(b.card.code).toMatch(/^[0-9a-z]{8}$/);
      expect(a.card.code).not.toBe(b.card.code);
      // The owner's card payload carries it, for the share screen, QR and NFC.
      const listed = await t.app.inject({
        method: 'GET',
        url: `/api/cards/${a.card.id}`,
        headers: await a.headers(),
      });
      expect(listed.json()).toMatchObject({ code: a.card.code });
    });

    it('opens the Connect profile in place (no redirect), through a rename, then the free page after a lapse', async () => {
      const a = await owner();
      expect((await a.setHandle(handle('grace'))).statusCode).toBe(200);
      const page = await get(`/c/${a.card.code}?src=qr`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Grace slogan');
      // Upper case, as typed from a printed card, opens it too.
      expect((await get(`/c/${a.card.code.toUpperCase()}`)).body).toContain('Grace slogan');

      t.clock.advance(2 * DAY_MS);
      const renamed = handle('admiral');
      expect((await a.setHandle(renamed)).statusCode).toBe(200);
      const afterRename = await get(`/c/${a.card.code}?src=nfc`);
      expect(afterRename.statusCode).toBe(200);
      expect(afterRename.body).toContain('Grace slogan');
      // Its canonical link is the address people type: the current handle.
      expect(afterRename.body).toContain(`https://app.example/u/${renamed}`);

      await lapse(a.user.id);
      // Written straight to the database: wait for its change notification, as a visitor would.
      expect(await t.app.publicCache.settle()).toBe(true);
      const lapsed = await get(`/c/${a.card.code}?src=qr`);
      expect(lapsed.statusCode).toBe(200);
      expect(lapsed.body).toContain('Grace');
      expect(lapsed.body).not.toContain('Grace slogan');
    });

    it('counts the view under its source in Insights', async () => {
      const a = await owner();
      const phone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/604.1' };
      for (const source of ['qr', 'qr', 'wallet']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/c/${a.card.code}?src=${source}`,
          headers: phone,
          remoteAddress: freshIp(),
        });
        expect(response.statusCode).toBe(200);
      }
      await t.app.insights.flush();
      const insights = await t.app.inject({
        method: 'GET',
        url: `/api/cards/${a.card.id}/insights?days=7`,
        headers: await a.headers(),
      });
      expect(insights.statusCode, insights.body).toBe(200);
      const sources = Object.fromEntries(
        insights
          .json()
          .sources.map((row: { source: string; views: number }) => [row.source, row.views]),
      );
      expect(sources).toMatchObject({ qr: 2, wallet: 1 });
    });

    it('answers 404 for an unknown or malformed code, a taken-down card and an unowned card', async () => {
      expect((await get('/c/zzzzzzzz')).statusCode).toBe(404);
      expect((await get('/c/abc')).statusCode).toBe(404);
      expect((await get('/c/abcdefg!')).statusCode).toBe(404);
      const [unowned] = await t.deps.database.db
        .insert(cards)
        .values({ ownerId: null, shopifyProductTitle: 'Metal' })
        .returning();
      expect((await get(`/c/${unowned!.code}`)).statusCode).toBe(404);
      const a = await owner();
      await t.deps.database.db
        .update(cards)
        .set({ takenDownAt: t.clock.now() })
        .where(eq(cards.id, a.card.id));
      expect((await get(`/c/${a.card.code}`)).statusCode).toBe(404);
    });

    it('opens a moved card as its new owner shows it, and the old handle no longer opens it', async () => {
      const admin = await signedInAdmin(t);
      const from = await owner('active', 'Ada');
      const kept = handle('ada');
      expect((await from.setHandle(kept)).statusCode).toBe(200);
      expect((await get(`/u/${kept}`)).body).toContain('Ada slogan');
      const to = await owner(null, 'Bob');

      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/cards/${from.card.id}/move`,
        headers: admin.headers,
        payload: { email: to.user.email, reason: 'Handed to a colleague' },
      });
      expect(moved.statusCode, moved.body).toBe(200);

      // The printed code still opens the card, now its new owner's (no subscription: free page).
      const byCode = await get(`/c/${from.card.code}?src=qr`);
      expect(byCode.statusCode).toBe(200);
      expect(byCode.body).not.toContain('Ada slogan');
      // The handle stays with the previous account and no longer leads to the card.
      expect((await get(`/u/${kept}`)).statusCode).toBe(404);
      const stranger = await owner();
      const taken = await stranger.setHandle(kept);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(COPY.handleHeld);
      // The previous owner may use it on another of their cards.
      const other = await from.addCard();
      expect((await from.setHandle(kept, other.id)).statusCode).toBe(200);
      expect((await get(`/u/${kept}`)).body).toContain('Ada slogan');
    });
  });

  describe('handles', () => {
    it('a lapsed owner’s handle opens the card’s free page instead of 404', async () => {
      const a = await owner();
      const name = handle('lapsed');
      expect((await a.setHandle(name)).statusCode).toBe(200);
      await lapse(a.user.id);
      expect(await t.app.publicCache.settle()).toBe(true);
      const page = await get(`/u/${name}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Grace');
      expect(page.body).not.toContain('Grace slogan');
      const json = await get(`/api/card-profiles/public/${name}`);
      expect(json.statusCode).toBe(200);
      expect(json.json()).toMatchObject({ active: false, slogan: null, buttons: [] });
    });

    it('after a rename the old handle answers 308 to the new one, keeping ?src=, not cached by browsers', async () => {
      const a = await owner();
      const old = handle('old');
      expect((await a.setHandle(old)).statusCode).toBe(200);
      // Cached as a page first: the rename must drop that.
      expect((await get(`/u/${old}`)).statusCode).toBe(200);
      t.clock.advance(DAY_MS + 1);
      const current = handle('new');
      expect((await a.setHandle(current)).statusCode).toBe(200);

      const redirect = await get(`/u/${old.toUpperCase()}?src=qr`);
      expect(redirect.statusCode).toBe(308);
      expect(redirect.headers.location).toBe(`/u/${current}?src=qr`);
      expect(redirect.headers['cache-control']).toBe('no-cache');
      expect((await get(`/u/${current}`)).statusCode).toBe(200);

      // Cleared altogether: the old handles lead to the card's uuid address.
      t.clock.advance(DAY_MS + 1);
      expect((await a.setHandle(null)).statusCode).toBe(200);
      expect((await get(`/u/${old}`)).headers.location).toBe(`/u/${a.card.uuid}`);
      expect((await get(`/u/${current}`)).headers.location).toBe(`/u/${a.card.uuid}`);

      // Taken back: it opens the page again (the cached redirect is dropped).
      expect((await a.setHandle(old)).statusCode).toBe(200);
      const back = await get(`/u/${old}`);
      expect(back.statusCode).toBe(200);
      expect(back.body).toContain('Grace slogan');
      expect((await get(`/u/${current}`)).headers.location).toBe(`/u/${old}`);
    });

    it('no other account can take a held handle while its account exists (409 with a message)', async () => {
      const a = await owner();
      const held = handle('held');
      expect((await a.setHandle(held)).statusCode).toBe(200);
      t.clock.advance(DAY_MS + 1);
      expect((await a.setHandle(handle('next'))).statusCode).toBe(200);

      const b = await owner();
      const refused = await b.setHandle(held);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'handle_held', message: COPY.handleHeld });
      // Nothing of the refused update was written.
      const profile = await t.app.inject({
        method: 'GET',
        url: `/api/cards/${b.card.id}/profile`,
        headers: await b.headers(),
      });
      expect(profile.json().aliasSlug).toBeNull();
      t.clock.advance(365 * DAY_MS);
      expect((await b.setHandle(held)).statusCode).toBe(409);
      // Its own account takes it back on another card.
      const other = await a.addCard();
      expect((await a.setHandle(held, other.id)).statusCode).toBe(200);
    });

    it('a handle renamed or cleared a minute after it was set is held and redirects all the same', async () => {
      const a = await owner();
      const typo = handle('tpyo');
      expect((await a.setHandle(typo)).statusCode).toBe(200);
      t.clock.advance(60_000);
      const fixed = handle('typo');
      expect((await a.setHandle(fixed)).statusCode).toBe(200);
      const redirect = await get(`/u/${typo}?src=qr`);
      expect(redirect.statusCode).toBe(308);
      expect(redirect.headers.location).toBe(`/u/${fixed}?src=qr`);
      const b = await owner();
      const refused = await b.setHandle(typo);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'handle_held', message: COPY.handleHeld });
      // Cleared a minute after it was set: held too, leading to the card's uuid address.
      t.clock.advance(60_000);
      expect((await a.setHandle(null)).statusCode).toBe(200);
      expect((await get(`/u/${fixed}`)).headers.location).toBe(`/u/${a.card.uuid}`);
      expect((await b.setHandle(fixed)).statusCode).toBe(409);
      // The owner takes the typo back at once.
      expect((await a.setHandle(typo)).statusCode).toBe(200);
      expect((await get(`/u/${typo}`)).statusCode).toBe(200);
    });

    it('an account holds at most 5 retired handles: the oldest is released beyond that', async () => {
      const a = await owner();
      const names = Array.from({ length: 7 }, (_, index) => handle(`h${index}`));
      for (const name of names) {
        expect((await a.setHandle(name)).statusCode).toBe(200);
        t.clock.advance(DAY_MS + 1);
      }
      // names[0..5] retired, names[6] live: the oldest (names[0]) is released.
      const b = await owner();
      expect((await get(`/u/${names[0]}`)).statusCode).toBe(404);
      expect((await b.setHandle(names[0]!)).statusCode).toBe(200);
      for (const name of names.slice(1, 6)) {
        expect((await get(`/u/${name}`)).headers.location).toBe(`/u/${names[6]}`);
        expect((await b.setHandle(name)).statusCode).toBe(409);
      }
    });

    it('an account deletion holds its handles for 180 days, then they are free', async () => {
      const a = await owner();
      const live = handle('live');
      const retired = handle('retired');
      const fresh = handle('fresh');
      expect((await a.setHandle(retired)).statusCode).toBe(200);
      t.clock.advance(DAY_MS + 1);
      expect((await a.setHandle(live)).statusCode).toBe(200);
      t.clock.advance(DAY_MS + 1);
      const other = await a.addCard();
      expect((await a.setHandle(fresh, other.id)).statusCode).toBe(200);

      const deleted = await t.app.inject({
        method: 'POST',
        url: '/api/auth/delete-account',
        headers: await a.headers(),
        payload: { password: a.user.password },
        remoteAddress: freshIp(),
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      for (const name of [live, retired]) expect((await get(`/u/${name}`)).statusCode).toBe(404);

      const b = await owner();
      // Set an hour before the deletion: never held.
      expect((await b.setHandle(fresh)).statusCode).toBe(200);
      t.clock.advance(179 * DAY_MS);
      for (const name of [live, retired]) {
        const refused = await b.setHandle(name);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(COPY.handleHeld);
      }
      t.clock.advance(2 * DAY_MS);
      expect((await b.setHandle(live)).statusCode).toBe(200);
      expect((await b.setHandle(retired)).statusCode).toBe(200);
    });
  });
});
