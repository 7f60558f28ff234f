import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '#server/db/schema';
import { COPY } from '#shared/copy';
import { multipartFile } from '#tests/support/multipart';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { tinyPng } from '#tests/support/tiny-png';

describe.each(databaseKinds)('card endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** A Gold Metal card as the shop names it, the product the card endpoints answer with. */
  const goldCardOwner = () =>
    t.ownerWithCard({
      card: { shopifyProductTitle: 'Catalyst Metal Card', shopifyVariantTitle: 'Gold' },
    });

  const put = (id: number | string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/cards/${id}/configuration`, headers, payload });

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

  it('names a card with a nickname the owner sets and clears (PATCH), shown on the card and its messages', async () => {
    const { card, headers } = await goldCardOwner();
    const patch = (payload: object, as: Record<string, string> = headers, id: number = card.id) =>
      t.app.inject({ method: 'PATCH', url: `/api/cards/${id}`, headers: as, payload });

    const named = await patch({ nickname: '  Booth card ' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ id: card.id, nickname: 'Booth card' });
    const listed = await t.app.inject({ method: 'GET', url: '/api/cards', headers });
    expect(listed.json()[0]).toMatchObject({ nickname: 'Booth card' });

    // A visitor's message is labelled with it.
    await t.subscribe(card.ownerId!);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${card.uuid}/send-message`,
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { name: 'Vera', email: 'vera@example.com', phone: '+1 555 0100', message: 'Hi' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const inbox = await t.app.inject({ method: 'GET', url: '/api/messages', headers });
    expect(inbox.json()[0]).toMatchObject({ cardName: 'Booth card' });

    // Refused: too long, more than one line, no session, another owner's card.
    expect((await patch({ nickname: 'x'.repeat(41) })).statusCode).toBe(400);
    const twoLines = await patch({ nickname: 'Booth\ncard' });
    expect(twoLines.statusCode).toBe(400);
    expect(twoLines.json().message).toBeTruthy();
    expect((await patch({ nickname: 'Mine' }, {})).statusCode).toBe(401);
    const stranger = await goldCardOwner();
    expect((await patch({ nickname: 'Mine' }, stranger.headers)).statusCode).toBe(404);
    expect((await patch({ nickname: 'Mine' }, headers, 2147483000)).statusCode).toBe(404);

    // Cleared: the card is known by its person again.
    const cleared = await patch({ nickname: '' });
    expect(cleared.json()).toMatchObject({ nickname: null });
  });

  it("takes a new image only from the owner's own uploads, on the card and its profile", async () => {
    const mine = await goldCardOwner();
    const theirs = await goldCardOwner();
    const { db } = t.deps.database;
    await t.subscribe(mine.user.id);
    const own = await uploadImage(mine.headers);
    const stranger = await uploadImage(theirs.headers);
    const putProfile = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/cards/${mine.card.id}/profile`,
        headers: mine.headers,
        payload,
      });

    for (const payload of [{ profileImageUrl: stranger }, { companyImageUrl: stranger }]) {
      const refused = await put(mine.card.id, mine.headers, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ code: 'image_not_yours', message: COPY.imageNotYours });
    }
    const refusedProfile = await putProfile({ imageUrl: stranger });
    expect(refusedProfile.statusCode).toBe(400);
    expect(refusedProfile.json()).toEqual({ code: 'image_not_yours', message: COPY.imageNotYours });
    const [card] = await db.select().from(cards).where(eq(cards.id, mine.card.id));
    expect(card).toMatchObject({ profileImageUrl: null, companyImageUrl: null });

    expect((await put(mine.card.id, mine.headers, { profileImageUrl: own })).statusCode).toBe(200);
    expect((await putProfile({ imageUrl: own })).statusCode).toBe(200);

    // A URL the card already shows passes unchanged, even one that is not (or no longer) the
    // owner's upload: saving a form as it was never fails.
    await db.update(cards).set({ companyImageUrl: stranger }).where(eq(cards.id, mine.card.id));
    const unchanged = await put(mine.card.id, mine.headers, {
      companyImageUrl: stranger,
      firstName: 'Ada B.',
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect((await putProfile({ imageUrl: stranger })).statusCode).toBe(200);
  });

  it('GET /api/cards/{id} answers the owner card with its configuration', async () => {
    const { card, headers } = await goldCardOwner();
    const response = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: card.id,
      shopifyProductTitle: 'Catalyst Metal Card',
      shopifyVariantTitle: 'Gold',
      CardConfiguration: { uuid: card.uuid, firstName: 'Ada', lastName: null },
    });
  });

  it("answers 404 for another owner's card or a missing one, on GET and PUT, and 401 without a token", async () => {
    const mine = await goldCardOwner();
    const theirs = await goldCardOwner();
    for (const id of [theirs.card.id, 999_999]) {
      const get = await t.app.inject({
        method: 'GET',
        url: `/api/cards/${id}`,
        headers: mine.headers,
      });
      expect(get.statusCode).toBe(404);
      expect(get.json()).toEqual({ code: 'card_not_found', message: 'Card not found' });
      expect((await put(id, mine.headers, { firstName: 'Hacked' })).statusCode).toBe(404);
    }
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${theirs.card.id}`,
      headers: theirs.headers,
    });
    expect(after.json().CardConfiguration.firstName).toBe('Ada');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/cards/${mine.card.id}` })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/cards/${mine.card.id}/configuration`,
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
  });

  it('PUT changes only the fields sent, clears a field with an empty string, and answers the configuration', async () => {
    const { card, headers } = await goldCardOwner();
    const first = await put(card.id, headers, {
      lastName: ' Lovelace ',
      workEmail: 'ADA@Example.com',
      cellPhone: '+44 20 7946 0958',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      cellPhone: '+44 20 7946 0958',
    });
    const second = await put(card.id, headers, {
      websiteUrl: 'https://ada.example',
      firstName: '',
    });
    expect(second.json()).toMatchObject({
      firstName: null,
      lastName: 'Lovelace',
      websiteUrl: 'https://ada.example',
    });
    const unknown = await put(card.id, headers, { note: 'Hi', ownerId: 'someone-else', uuid: 'x' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().uuid).toBe(card.uuid);
  });

  it('PUT takes the work website as typed, as it takes the links', async () => {
    const { card, headers } = await goldCardOwner();
    const saved = await put(card.id, headers, {
      workUrl: 'example.com/work',
      alternateUrl1: 'example.com/portfolio',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      workUrl: 'https://example.com/work',
      alternateUrl1: 'https://example.com/portfolio',
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ workEmail: 'a@b' }, 'Please enter a valid email address'],
    [{ websiteUrl: 'javascript:alert(1)' }, 'Please enter a full URL starting with https://'],
    [
      { linkedInUrl: 'data:text/html,<script>alert(1)</script>' },
      'Please enter a full URL starting with https://',
    ],
    [{ alternateUrl1: 'ftp://files.example' }, 'Please enter a full URL starting with https://'],
    [{ workUrl: 'vbscript:msgbox' }, 'Please enter a full URL starting with https://'],
    [{ workUrl: 'not a site' }, 'Please enter a full URL starting with https://'],
    [{ cellPhone: 'call me maybe' }, 'Please enter a valid phone number'],
    [{ workFax: '12' }, 'Please enter a valid phone number'],
    [{ firstName: 'x'.repeat(101) }, 'Must be at most 100 characters'],
    [{ note: 'x'.repeat(2001) }, 'Must be at most 2000 characters'],
    [{ workTitle: 'CEO\r\nEMAIL:evil@x.example' }, 'Must be a single line of text'],
    [{ firstName: 42 }, undefined],
    [{}, 'Nothing to update'],
    [
      { profileImageUrl: 'https://evil.example/pixel.png' },
      'Images must be uploaded to Catalyst Connect first',
    ],
  ])('PUT refuses %j with 400', async (payload, message) => {
    const { card, headers } = await goldCardOwner();
    const response = await put(card.id, headers, payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    else expect(typeof response.json().message).toBe('string');
    // A schema problem also names its field ('' for the body as a whole); the image check is
    // the service's own and has no field list.
    if ('profileImageUrl' in payload) expect(response.json().errors).toBeUndefined();
    else
      expect(response.json().errors).toEqual([
        { path: Object.keys(payload)[0] ?? '', message: response.json().message },
      ]);
    const after = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}`, headers });
    expect(after.json().CardConfiguration.firstName).toBe('Ada');
  });

  it('PUT names every problem: message lists them, errors holds each field path', async () => {
    const { card, headers } = await goldCardOwner();
    const response = await put(card.id, headers, {
      email: 'not-an-email',
      cellPhone: 'call me maybe',
      firstName: 'x'.repeat(101),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_request',
      message:
        'firstName: Must be at most 100 characters; email: Please enter a valid email address; ' +
        'cellPhone: Please enter a valid phone number',
      errors: [
        { path: 'firstName', message: 'Must be at most 100 characters' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'cellPhone', message: 'Please enter a valid phone number' },
      ],
    });
    const after = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}`, headers });
    expect(after.json().CardConfiguration).toMatchObject({ firstName: 'Ada', email: null });
  });

  it.each(['abc', '1.5', '0', '-3', '2147483648', '1e3', '%20'])(
    'GET and PUT /api/cards/%s answer 404 like an unknown card',
    async (id) => {
      const { headers } = await goldCardOwner();
      const get = await t.app.inject({ method: 'GET', url: `/api/cards/${id}`, headers });
      expect(get.statusCode).toBe(404);
      expect(get.json()).toEqual({ code: 'card_not_found', message: 'Card not found' });
      const response = await put(id, headers, { firstName: 'Hacked' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'card_not_found', message: 'Card not found' });
      // The card profile routes share the id rule.
      const profile = await t.app.inject({
        method: 'GET',
        url: `/api/cards/${id}/profile`,
        headers,
      });
      expect(profile.statusCode).toBe(404);
      expect(profile.json()).toEqual({ code: 'card_not_found', message: 'Card not found' });
    },
  );

  it('an over-long card path answers our own JSON error, never echoing the path', async () => {
    const { headers } = await goldCardOwner();
    const long = 'x'.repeat(10_000);
    for (const url of [`/api/cards/${long}`, `/api/cards/${long}/configuration`]) {
      const response = await t.app.inject({
        method: url.endsWith('n') ? 'PUT' : 'GET',
        url,
        headers,
        payload: url.endsWith('n') ? {} : undefined,
      });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({
        code: 'address_too_long',
        message: 'The address is too long',
      });
    }
  });

  it('a save based on an older version (If-Match) answers 409 and changes nothing; without one it writes', async () => {
    const { card, headers } = await goldCardOwner();
    const read = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}`, headers });
    const version = read.headers.etag as string;
    expect(version).toMatch(/^"[\w-]+"$/);

    // The version answers the same until the details change.
    const again = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}`, headers });
    expect(again.headers.etag).toBe(version);

    const first = await put(card.id, { ...headers, 'if-match': version }, { workTitle: 'Analyst' });
    expect(first.statusCode).toBe(200);
    const newVersion = first.headers.etag as string;
    expect(newVersion).not.toBe(version);

    // A second tab that read before the first save.
    const stale = await put(
      card.id,
      { ...headers, 'if-match': version },
      { workTitle: 'Engineer', note: 'from the second tab' },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(COPY.editedElsewhere);
    // A weak validator never matches a save (strong comparison).
    const weak = await put(card.id, { ...headers, 'if-match': `W/${newVersion}` }, { note: 'x' });
    expect(weak.statusCode).toBe(409);
    const stored = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}`, headers });
    expect(stored.json().CardConfiguration).toMatchObject({ workTitle: 'Analyst', note: null });
    expect(stored.headers.etag).toBe(newVersion);

    // The current version, one of a list, or `*` passes; no If-Match at all (the original
    // contract) writes as before.
    const listed = await put(
      card.id,
      { ...headers, 'if-match': `"old", ${newVersion}` },
      { workTitle: 'Lead Analyst' },
    );
    expect(listed.statusCode).toBe(200);
    expect((await put(card.id, { ...headers, 'if-match': '*' }, { note: 'star' })).statusCode).toBe(
      200,
    );
    const plain = await put(card.id, headers, { note: 'no version' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ workTitle: 'Lead Analyst', note: 'no version' });
  });

  it('of two saves sent together with the same version, exactly one is stored', async () => {
    const { card, headers } = await goldCardOwner();
    const read = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}`, headers });
    const version = read.headers.etag as string;
    const answers = await Promise.all(
      ['First tab', 'Second tab'].map((note) =>
        put(card.id, { ...headers, 'if-match': version }, { note }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().note;
    const stored = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}`, headers });
    expect(stored.json().CardConfiguration.note).toBe(winner);
  });

  it('two concurrent saves of different sections both stick', async () => {
    const { card, headers } = await goldCardOwner();
    await Promise.all([
      put(card.id, headers, { workOrganization: 'Analytical Engines Ltd' }),
      put(card.id, headers, { cellPhone: '+1 555 0100' }),
    ]);
    const after = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}`, headers });
    expect(after.json().CardConfiguration).toMatchObject({
      workOrganization: 'Analytical Engines Ltd',
      cellPhone: '+1 555 0100',
    });
  });
});
