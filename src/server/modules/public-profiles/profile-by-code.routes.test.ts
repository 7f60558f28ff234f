import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '#server/db/schema';
import { UNKNOWN_KEY_LIMITS } from '#server/lib/public-read-cache';
import { COPY, tooManyRequestsMessage } from '#shared/copy';
import { PublicProfile } from '#shared/schemas/profiles';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

/**
 * GET /api/card-profiles/public/code/{code}: a card's public profile by the code its printed QR
 * codes carry, which the capture screen reads when it scans another owner's Catalyst card. It
 * answers exactly what the key's read answers, is cached and validated the same way, counts
 * unknown codes against the address's budget, and counts no view.
 */
describe.each(databaseKinds)('a public profile by its card code on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL: 'https://app.example' });
  });
  afterAll(() => t.close());

  let address = 0;
  const freshAddress = () => {
    address += 1;
    return `10.88.${Math.floor(address / 250)}.${(address % 250) + 1}`;
  };
  /** A phone's browser: robots' reads are never counted as views, so the count test needs one. */
  const PHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = freshAddress()) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'user-agent': PHONE, ...headers },
      remoteAddress,
    });
  const byCode = (code: string, headers: Record<string, string> = {}) =>
    get(`/api/card-profiles/public/code/${code}`, headers);

  let counter = 0;
  async function grace(subscribed = true) {
    counter += 1;
    const options = {
      user: { firstName: 'Grace' },
      card: {
        firstName: 'Grace',
        lastName: 'Hopper',
        workTitle: 'Rear Admiral',
        workOrganization: 'US Navy',
        email: `grace-${kind}-${counter}@navy.example`,
        cellPhone: '+1 202 555 0142',
        websiteUrl: 'https://navy.example',
        workAddressStreet: '1 Pentagon',
        workAddressCity: 'Arlington',
        workAddressState: 'VA',
        workAddressPostalCode: '22202',
      },
    };
    return subscribed
      ? t.subscribedOwner({ ...options, profile: { aliasSlug: `grace-code-${kind}-${counter}` } })
      : t.ownerWithCard(options);
  }

  it('answers the profile the uuid answers, contact included, in either case', async () => {
    const { card } = await grace();
    expect(card.code).toMatch(/^[0-9a-z]{8}$/);
    const byUuid = await get(`/api/card-profiles/public/${card.uuid}`);
    for (const code of [card.code, card.code.toUpperCase()]) {
      const response = await byCode(code);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe(byUuid.headers['cache-control']);
      expect(response.json()).toEqual(byUuid.json());
      expect(PublicProfile.parse(response.json())).toMatchObject({
        name: 'Grace Hopper',
        title: 'Rear Admiral',
        company: 'US Navy',
        websiteUrl: 'https://navy.example',
        contact: {
          phone: '+1 202 555 0142',
          email: `grace-${kind}-${counter}@navy.example`,
          address: '1 Pentagon, 22202 Arlington, VA',
        },
      });
    }
  });

  it('answers a card without Connect with its basics, as its page shows them', async () => {
    const { card } = await grace(false);
    const response = await byCode(card.code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      active: false,
      name: 'Grace Hopper',
      contact: { email: `grace-${kind}-${counter}@navy.example` },
    });
  });

  it('answers 304 to a revisit until the card changes', async () => {
    const { card, headers } = await grace();
    const first = await byCode(card.code);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await byCode(card.code, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    t.clock.advance(1000);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}/profile`,
      headers,
      payload: { slogan: 'Nanoseconds!' },
    });
    expect(changed.statusCode).toBe(200);
    const after = await byCode(card.code, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().slogan).toBe('Nanoseconds!');
  });

  it('answers 404 for a code no card has, a malformed one and a deleted card', async () => {
    for (const code of ['zz9zz9zz', 'short', 'abcdefg!', 'abcdefghi', '%00abcdefg']) {
      const response = await byCode(code);
      expect(response.statusCode, code).toBe(404);
      expect(response.json().message).toBe(COPY.profileNotFound);
    }
    const { card } = await grace();
    expect((await byCode(card.code)).statusCode).toBe(200);
    await t.deps.database.db.delete(cards).where(eq(cards.id, card.id));
    expect(await t.app.publicCache.settle()).toBe(true);
    expect((await byCode(card.code)).statusCode).toBe(404);
  });

  it('counts no view: reading a scanned card is not a visit to it', async () => {
    const { card, headers } = await grace();
    const views = async () => {
      await t.app.insights.flush();
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/cards/${card.id}/insights?days=7`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json().totals.views as number;
    };
    const before = await views();
    await byCode(card.code);
    await get(`/api/card-profiles/public/code/${card.code}?view=1`);
    expect(await views()).toBe(before);
    // What a counted view looks like, so the zero above is not a count that never moves.
    await get(`/api/card-profiles/public/${card.uuid}?view=1`);
    expect(await views()).toBe(before + 1);
  });

  it('refuses a flood of unknown codes from one address after the budget (429)', async () => {
    const flooder = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < UNKNOWN_KEY_LIMITS.max + 5; i += 1) {
      const code = `zq${String(i).padStart(6, '0')}`;
      const response = await get(`/api/card-profiles/public/code/${code}`, {}, flooder);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toBe(tooManyRequestsMessage('10 minutes'));
        expect(response.headers['retry-after']).toBe(String(UNKNOWN_KEY_LIMITS.windowSeconds));
      }
    }
    expect(statuses.filter((status) => status === 404)).toHaveLength(UNKNOWN_KEY_LIMITS.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    // A real card still opens from that address.
    const { card } = await grace();
    const real = await get(`/api/card-profiles/public/code/${card.code}`, {}, flooder);
    expect(real.statusCode).toBe(200);
  });
});
