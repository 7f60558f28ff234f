import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { multipartFile } from '#tests/support/multipart';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { SANDBOX_CONFIRM_PATH } from '../billing/routes';

const WITHIN_MS = 1_000;

/**
 * Polls until `check` holds and answers how long that took; fails when it takes longer than a
 * second after the write answered (the promise of decision 019).
 */
async function withinASecond(what: string, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > WITHIN_MS) {
      throw new Error(`${what}: still stale ${WITHIN_MS} ms after the write`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Every write that changes what a visitor sees reaches the read cache of every process. On
 * PostgreSQL the writer and the reader are two apps with their own pools and listening
 * connections on one database (two server processes, as far as the database can tell); PGlite
 * runs in one process, so there the reader is the writer.
 */
describe.each(databaseKinds)('public read cache on %s', (kind) => {
  let writer: TestApp;
  let reader: TestApp;
  beforeAll(async () => {
    writer = await createTestApp(kind, { APP_URL: 'http://localhost:3000' });
    reader =
      kind === 'postgres'
        ? await createTestApp(
            kind,
            { APP_URL: 'http://localhost:3000' },
            { database: writer.deps.database, storage: writer.deps.storage },
          )
        : writer;
  });
  afterAll(async () => {
    if (reader !== writer) await reader.close();
    await writer.close();
  });

  async function paidOwnerWithHandle() {
    const handle = `ada-${randomUUID().slice(0, 8)}`;
    const profile = { aliasSlug: handle, slogan: 'First slogan' };
    const { user, card, headers } = await writer.subscribedOwner({ profile });
    return { user, card, headers, handle };
  }

  /** What the reader process answers for a key, in all three forms. */
  async function read(key: string) {
    const get = (url: string) => reader.app.inject({ method: 'GET', url });
    const [json, page] = await Promise.all([
      get(`/api/card-profiles/public/${key}`),
      get(`/u/${key}`),
    ]);
    return { json, page };
  }

  /**
   * Reads every answer of the card twice, so the reader holds all of them (once it has heard the
   * setup's own writes: another process hears them a moment later).
   */
  async function warm(handle: string, uuid: string) {
    expect(await reader.app.publicCache.settle()).toBe(true);
    for (let round = 0; round < 2; round += 1) {
      await read(handle);
      await read(uuid);
      await reader.app.inject({ method: 'GET', url: `/api/vcard/${uuid}/download` });
    }
  }

  it('serves repeated reads from memory, with a cheap 304 and a CDN-friendly Cache-Control', async () => {
    const { handle, card } = await paidOwnerWithHandle();
    const hitsBefore = reader.app.publicCache.hits;
    await warm(handle, card.uuid);
    expect(reader.app.publicCache.hits - hitsBefore).toBeGreaterThanOrEqual(5);
    const urls = [
      `/api/card-profiles/public/${handle}`,
      `/u/${handle}`,
      `/api/vcard/${card.uuid}/download`,
    ];
    const [json, page, vcard] = await Promise.all(
      urls.map((url) => reader.app.inject({ method: 'GET', url })),
    );
    for (const [index, response] of [json!, page!, vcard!].entries()) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      const again = await reader.app.inject({
        method: 'GET',
        url: urls[index]!,
        headers: { 'if-none-match': response.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
    expect(json!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json!.json()).toMatchObject({ name: 'Ada', slogan: 'First slogan', active: true });
    expect(vcard!.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(vcard!.headers['content-disposition']).toContain('attachment; filename=');
  });

  it('keeps a page gzipped: a phone gets those bytes, a client without gzip the page', async () => {
    const { handle } = await paidOwnerWithHandle();
    expect(await reader.app.publicCache.settle()).toBe(true);
    const read = (acceptEncoding?: string) =>
      reader.app.inject({
        method: 'GET',
        url: `/u/${handle}?lang=de`,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const plain = await read();
    const bytesBefore = reader.app.publicCache.bytes;
    const phone = await read('gzip, deflate, br');
    expect(phone.statusCode).toBe(200);
    expect(phone.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(phone.rawPayload).toString()).toBe(plain.body);
    // The cache holds the page once, as the phone got it: a quarter of its bytes or less.
    expect(reader.app.publicCache.bytes).toBe(bytesBefore);
    expect(phone.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    for (const response of [plain, phone]) {
      expect(String(response.headers.vary)).toMatch(/Accept-Encoding.*Accept-Language/);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Refused by q=0, or only something else offered: the page as it is.
    for (const refusing of ['gzip;q=0, br', 'br', 'identity']) {
      const response = await read(refusing);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(plain.body);
    }
    // Each form has its own validator (a shared cache holding both keeps them apart), and a
    // revisit in the same form is a 304 that says it again.
    expect(phone.headers.etag).not.toBe(plain.headers.etag);
    const revisit = (acceptEncoding: string, etag: unknown) =>
      reader.app.inject({
        method: 'GET',
        url: `/u/${handle}?lang=de`,
        headers: { 'accept-encoding': acceptEncoding, 'if-none-match': String(etag) },
      });
    const again = await revisit('gzip', phone.headers.etag);
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(phone.headers.etag);
    expect(String(again.headers.vary)).toContain('Accept-Encoding');
    expect((await revisit('identity', plain.headers.etag)).statusCode).toBe(304);
    // The other form's validator names other bytes: the whole page, in the form asked for.
    const crossed = await revisit('identity', phone.headers.etag);
    expect(crossed.statusCode).toBe(200);
    expect(crossed.body).toBe(plain.body);
  });

  it('a configuration change reaches the card page, its JSON and the vCard', async () => {
    // Without a Connect profile the page shows the card's own basics, by uuid.
    const { card, headers } = await writer.ownerWithCard();
    await warm(card.uuid, card.uuid);
    const saved = await writer.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}/configuration`,
      headers,
      payload: { firstName: 'Grace', workTitle: 'Rear Admiral' },
    });
    expect(saved.statusCode).toBe(200);
    await withinASecond('configuration', async () => {
      const { json, page } = await read(card.uuid);
      const vcard = await reader.app.inject({
        method: 'GET',
        url: `/api/vcard/${card.uuid}/download`,
      });
      return (
        json.json().name === 'Grace' &&
        json.json().title === 'Rear Admiral' &&
        page.body.includes('Rear Admiral') &&
        vcard.body.includes('FN:Grace')
      );
    });
  });

  it('a profile change reaches both keys', async () => {
    const { handle, card, headers } = await paidOwnerWithHandle();
    await warm(handle, card.uuid);
    const saved = await writer.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}/profile`,
      headers,
      payload: { slogan: 'Second slogan', theme: 'light' },
    });
    expect(saved.statusCode).toBe(200);
    await withinASecond('profile', async () => {
      const [byHandle, byUuid] = [await read(handle), await read(card.uuid)];
      return (
        byHandle.json.json().slogan === 'Second slogan' &&
        byUuid.json.json().theme === 'light' &&
        byHandle.page.body.includes('Second slogan') &&
        byUuid.page.body.includes('Second slogan')
      );
    });
  });

  it('a new photo reaches both keys and the vCard', async () => {
    const { handle, card, headers } = await paidOwnerWithHandle();
    await warm(handle, card.uuid);
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer();
    const form = multipartFile('file', 'me.png', 'image/png', photo);
    const uploaded = await writer.app.inject({
      method: 'POST',
      url: '/api/uploads/profile-images',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const url = uploaded.json().url as string;
    // The Connect profile's photo (both keys), and the card's (the vCard's PHOTO).
    for (const [path, payload] of [
      [`/api/cards/${card.id}/profile`, { imageUrl: url }],
      [`/api/cards/${card.id}/configuration`, { profileImageUrl: url }],
    ] as const) {
      const saved = await writer.app.inject({ method: 'PUT', url: path, headers, payload });
      expect(saved.statusCode).toBe(200);
    }
    await withinASecond('photo', async () => {
      const [byHandle, byUuid] = [await read(handle), await read(card.uuid)];
      const vcard = await reader.app.inject({
        method: 'GET',
        url: `/api/vcard/${card.uuid}/download`,
      });
      return (
        byHandle.json.json().imageUrl === url &&
        byUuid.page.body.includes(url) &&
        vcard.body.includes('PHOTO;ENCODING=b;TYPE=JPEG:')
      );
    });
  });

  it('a handle change: the old handle leads to the new one, the new one answers, the uuid follows', async () => {
    const { handle, card, headers } = await paidOwnerWithHandle();
    await warm(handle, card.uuid);
    const renamed = `${handle}-new`;
    const rename = (aliasSlug: string, slogan: string) =>
      writer.app.inject({
        method: 'PUT',
        url: `/api/cards/${card.id}/profile`,
        headers,
        payload: { aliasSlug, slogan },
      });
    expect((await rename(renamed, 'First slogan')).statusCode).toBe(200);
    // Held for its account whatever its age (decision 031): the page sends visitors on.
    await withinASecond('old handle', async () => {
      const old = await read(handle);
      return old.json.statusCode === 404 && old.page.headers.location === `/u/${renamed}`;
    });
    const renamedAnswer = await read(renamed);
    expect(renamedAnswer.json.statusCode).toBe(200);
    expect(renamedAnswer.page.statusCode).toBe(200);
    // Another owner cannot take it; its own owner takes it back, and visitors then see it.
    const other = await paidOwnerWithHandle();
    const refused = await writer.app.inject({
      method: 'PUT',
      url: `/api/cards/${other.card.id}/profile`,
      headers: other.headers,
      payload: { aliasSlug: handle, slogan: 'The new holder' },
    });
    expect(refused.statusCode).toBe(409);
    expect((await rename(handle, 'Taken back')).statusCode).toBe(200);
    await withinASecond('handle taken back', async () => {
      const back = await read(handle);
      return back.page.statusCode === 200 && back.json.json().slogan === 'Taken back';
    });
  });

  it('the subscription status: paying unlocks the handle, the end of it locks it again', async () => {
    const { user, card, headers } = await writer.ownerWithCard({ card: { firstName: 'Lin' } });
    await warm(card.uuid, card.uuid);
    expect((await read(card.uuid)).json.json().active).toBe(false);

    const upgrade = await writer.app.inject({
      method: 'POST',
      url: '/api/stripe/upgrade',
      headers,
      payload: { returnUrl: 'http://localhost:3000/subscribe/confirmation' },
    });
    const paid = await writer.app.inject({
      method: 'POST',
      url: SANDBOX_CONFIRM_PATH,
      headers,
      payload: {
        clientSecret: upgrade.json().clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12 / 34',
        cvc: '123',
      },
    });
    expect(paid.statusCode).toBe(200);
    await withinASecond('subscribed', async () => {
      const { json, page } = await read(card.uuid);
      return json.json().active === true && page.body.includes('Let&#x27;s Connect!');
    });

    const handle = `lin-${randomUUID().slice(0, 8)}`;
    await writer.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}/profile`,
      headers,
      payload: { aliasSlug: handle },
    });
    await warm(handle, card.uuid);
    expect((await read(handle)).json.statusCode).toBe(200);
    // What the billing job writes when the provider says the subscription ended.
    await writer.deps.database.db
      .update(users)
      .set({ stripeSubscriptionStatus: 'canceled' })
      .where(eq(users.id, user.id));
    // The handle then opens the card's free page, as the uuid does (decision 031 changed it from
    // 404).
    await withinASecond('canceled', async () => {
      const [byHandle, byUuid] = [await read(handle), await read(card.uuid)];
      return (
        byHandle.json.statusCode === 200 &&
        byHandle.json.json().active === false &&
        byHandle.page.statusCode === 200 &&
        !byHandle.page.body.includes('Let&#x27;s Connect!') &&
        byUuid.json.json().active === false
      );
    });
  });

  it('a change written outside the app (an operator UPDATE) reaches it too', async () => {
    const { handle, card } = await paidOwnerWithHandle();
    await warm(handle, card.uuid);
    await writer.deps.database.db.execute(
      sql`update card_profiles set company = 'Hand Edited' where card_id = ${card.id}`,
    );
    await withinASecond('hand-written update', async () => {
      return (await read(handle)).json.json().company === 'Hand Edited';
    });
  });

  it.runIf(kind === 'postgres')(
    'empties the cache and reads the database while the notification connection is down, then listens again',
    async () => {
      const { handle, card } = await paidOwnerWithHandle();
      await warm(handle, card.uuid);
      expect(reader.app.publicCache.entries).toBeGreaterThan(0);
      // Every listening connection of this database (both apps') is cut by the server.
      const killed = await writer.deps.database.pool!.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query = 'LISTEN public_changes'`,
      );
      expect(killed.rowCount).toBeGreaterThanOrEqual(2);
      await withinASecond('emptied', async () => !reader.app.publicCache.active);
      expect(reader.app.publicCache.entries).toBe(0);
      // Meanwhile every read goes to the database and is current.
      await writer.deps.database.db.execute(
        sql`update card_profiles set title = 'Read while deaf' where card_id = ${card.id}`,
      );
      expect((await read(handle)).json.json().title).toBe('Read while deaf');
      expect(reader.app.publicCache.entries).toBe(0);

      await withinASecond('listening again', async () => reader.app.publicCache.active);
      await warm(handle, card.uuid);
      expect(reader.app.publicCache.entries).toBeGreaterThan(0);
      await writer.deps.database.db.execute(
        sql`update card_profiles set title = 'Heard again' where card_id = ${card.id}`,
      );
      await withinASecond('after reconnecting', async () => {
        return (await read(card.uuid)).json.json().title === 'Heard again';
      });
    },
  );
});
