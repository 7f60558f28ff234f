import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, users } from '#server/db/schema';
import { COPY } from '#shared/copy';
import type { SubscriptionStatus } from '#shared/schemas/auth';
import { multipartFile } from '#tests/support/multipart';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { tinyPng } from '#tests/support/tiny-png';

describe.each(databaseKinds)('card profile endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** Ada's Metal card, filled in: a card whose details a profile copies and shows. */
  const owner = (status: SubscriptionStatus | null = 'active') =>
    t.ownerWithCard({
      user: { stripeSubscriptionStatus: status },
      card: {
        lastName: 'Lovelace',
        workOrganization: 'Engines Ltd',
        workTitle: 'Analyst',
        linkedInUrl: 'https://www.linkedin.com/in/ada',
      },
    });
  const get = (id: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/cards/${id}/profile`, headers });
  const put = (id: number, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/cards/${id}/profile`, headers, payload });

  it("copies another card's details, images, QR style and profile in one step, never its handle or nickname", async () => {
    const { user, card: source, headers } = await owner();
    const [target] = await t.deps.database.db
      .insert(cards)
      .values({ ownerId: user.id, shopifyProductTitle: 'Bamboo', nickname: 'Spare' })
      .returning();
    const form = multipartFile('file', 'a.png', 'image/png', await tinyPng());
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/profile-images',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    const photo = String(uploaded.json().url);
    await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${source.id}/configuration`,
      headers,
      payload: { cellPhone: '+44 20 7946 0018', profileImageUrl: photo },
    });
    const button = { uuid: randomUUID(), text: 'Book a call', url: 'https://cal.example/ada' };
    const styled = await put(source.id, headers, {
      aliasSlug: `ada-${randomUUID().slice(0, 8)}`,
      slogan: 'Poetical science',
      theme: 'light',
      buttons: [button],
    });
    expect(styled.statusCode, styled.body).toBe(200);

    const copy = (payload: object, id = target!.id, as: Record<string, string> = headers) =>
      t.app.inject({ method: 'POST', url: `/api/cards/${id}/copy-from`, headers: as, payload });
    const copied = await copy({ sourceCardId: source.id });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json()).toMatchObject({
      id: target!.id,
      nickname: 'Spare',
      handle: null,
      CardConfiguration: {
        firstName: 'Ada',
        workOrganization: 'Engines Ltd',
        cellPhone: '+44 20 7946 0018',
        profileImageUrl: photo,
      },
    });
    const profile = (await get(target!.id, headers)).json();
    expect(profile).toMatchObject({ slogan: 'Poetical science', theme: 'light', aliasSlug: null });
    expect(profile.buttons).toEqual([{ ...button, uuid: expect.any(String) }]);
    expect(profile.buttons[0].uuid).not.toBe(button.uuid);
    // The source keeps its photo: the shared upload is still served.
    const image = await t.app.inject({ method: 'GET', url: new URL(photo).pathname });
    expect(image.statusCode).toBe(200);

    // Refused: itself (400), another owner's card either way (404), no session (401).
    const itself = await copy({ sourceCardId: target!.id });
    expect(itself.statusCode).toBe(400);
    expect(itself.json().message).toBe(COPY.copyFromItself);
    const stranger = await owner();
    expect((await copy({ sourceCardId: stranger.card.id })).statusCode).toBe(404);
    expect((await copy({ sourceCardId: source.id }, stranger.card.id)).statusCode).toBe(404);
    expect((await copy({ sourceCardId: source.id }, target!.id, {})).statusCode).toBe(401);
    expect((await copy({ sourceCardId: 'one' })).statusCode).toBe(400);
  });

  it('creates the profile on first read with the product defaults', async () => {
    const { card, headers } = await owner();
    const response = await get(card.id, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      uuid: card.uuid,
      name: 'Ada Lovelace',
      slogan: 'My Slogan',
      company: 'Engines Ltd',
      title: 'Analyst',
      theme: 'dark',
      aliasSlug: null,
      buttons: [],
      linkedInUrl: 'https://www.linkedin.com/in/ada',
      CardConfiguration: { uuid: card.uuid, firstName: 'Ada' },
    });
    // Concurrent first reads make one profile, not an error.
    const both = await Promise.all([get(card.id, headers), get(card.id, headers)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
  });

  it("falls back to 'My Name' for a card without a name", async () => {
    const { user, headers } = await owner();
    const [bare] = await t.deps.database.db
      .insert(cards)
      .values({
        ownerId: user.id,
        shopifyProductTitle: 'Bamboo',
        companySlogan: 'We build engines',
      })
      .returning();
    expect((await get(bare!.id, headers)).json()).toMatchObject({
      name: 'My Name',
      slogan: 'We build engines',
    });
  });

  it('updates only the fields sent and answers the whole profile', async () => {
    const { card, headers } = await owner();
    const button = { uuid: randomUUID(), text: 'Book a call', url: 'https://cal.example/ada' };
    const first = await put(card.id, headers, { theme: 'light', buttons: [button] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ theme: 'light', buttons: [button], name: 'Ada Lovelace' });
    const second = await put(card.id, headers, {
      name: 'Countess Ada',
      aliasSlug: `Ada-${card.id}`,
    });
    expect(second.json()).toMatchObject({
      theme: 'light',
      buttons: [button],
      name: 'Countess Ada',
      aliasSlug: `ada-${card.id}`,
    });
  });

  it('keeps both of two concurrent updates of different fields', async () => {
    const { card, headers } = await owner();
    await get(card.id, headers);
    await Promise.all([
      put(card.id, headers, { theme: 'light' }),
      put(card.id, headers, {
        buttons: [{ uuid: randomUUID(), text: 'Hi', url: 'mailto:ada@example.com' }],
      }),
      put(card.id, headers, { title: 'Mathematician' }),
    ]);
    expect((await get(card.id, headers)).json()).toMatchObject({
      theme: 'light',
      title: 'Mathematician',
      buttons: [{ text: 'Hi' }],
    });
  });

  it('answers 402 without an active subscription and changes nothing', async () => {
    for (const status of [null, 'past_due', 'canceled'] as const) {
      const { card, headers } = await owner(status);
      const response = await put(card.id, headers, { name: 'Changed' });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({
        code: 'subscription_required',
        message: 'An active subscription is required',
      });
      expect((await get(card.id, headers)).json().name).toBe('Ada Lovelace');
    }
  });

  it("answers 404 for another owner's card and 401 without a token", async () => {
    const me = await owner();
    const other = await owner();
    expect((await get(other.card.id, me.headers)).statusCode).toBe(404);
    expect((await put(other.card.id, me.headers, { name: 'x' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/cards/${me.card.id}/profile` })).statusCode,
    ).toBe(401);
  });

  it('keeps handles unique (409) and refuses reserved or malformed ones (400)', async () => {
    const a = await owner();
    const b = await owner();
    const handle = `grace-${a.card.id}`;
    expect((await put(a.card.id, a.headers, { aliasSlug: handle })).statusCode).toBe(200);
    const taken = await put(b.card.id, b.headers, { aliasSlug: handle.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'handle_taken', message: 'That handle is already taken' });
    const cases: Array<[string, string]> = [
      ['api', 'That handle is reserved'],
      ['login', 'That handle is reserved'],
      ['ab', 'Your handle needs at least 3 characters'],
      ['a'.repeat(41), 'Your handle can have at most 40 characters'],
      ['grace hopper', 'Use only letters, digits and hyphens'],
      ['grace_hopper', 'Use only letters, digits and hyphens'],
      ['-grace', 'A handle cannot start or end with a hyphen'],
      ['<script>', 'Use only letters, digits and hyphens'],
    ];
    for (const [aliasSlug, message] of cases) {
      const response = await put(b.card.id, b.headers, { aliasSlug });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: expect.stringMatching(/^[a-z]+(_[a-z]+)*$/),
        message,
        errors: [{ path: 'aliasSlug', message }],
      });
    }
    // Clearing a handle holds it for its account, whatever its age (decision 031).
    expect((await put(a.card.id, a.headers, { aliasSlug: '' })).json().aliasSlug).toBeNull();
    const held = await put(b.card.id, b.headers, { aliasSlug: handle });
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({ code: 'handle_held', message: COPY.handleHeld });
    expect((await put(a.card.id, a.headers, { aliasSlug: handle })).statusCode).toBe(200);
  });

  it.each([
    [{ websiteUrl: 'javascript:alert(1)' }],
    [{ linkedInUrl: 'data:text/html;base64,PHNjcmlwdD4=' }],
    [{ alternateUrl3: 'vbscript:msgbox' }],
    [{ imageUrl: 'https://tracker.example/p.gif' }],
    [{ buttons: [{ uuid: randomUUID(), text: 'x', url: 'javascript:alert(1)' }] }],
    [{ buttons: [{ uuid: randomUUID(), text: '', url: 'https://ok.example' }] }],
    [{ buttons: [{ uuid: randomUUID(), text: 'x'.repeat(61), url: 'https://ok.example' }] }],
    [
      {
        buttons: Array.from({ length: 21 }, () => ({
          uuid: randomUUID(),
          text: 'b',
          url: 'https://ok.example',
        })),
      },
    ],
    [{ name: '' }],
    [{ slogan: '   ' }],
    [{ theme: 'neon' }],
    [{}],
  ])('refuses %j with 400', async (payload) => {
    const { card, headers } = await owner();
    const response = await put(card.id, headers, payload);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });

  it('takes button links as the card editor takes web addresses; refuses other schemes with one message', async () => {
    const { card, headers } = await owner();
    const button = (url: string) => ({ buttons: [{ uuid: randomUUID(), text: 'Work', url }] });
    const saved = await put(card.id, headers, button(' example.com/work '));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().buttons[0].url).toBe('https://example.com/work');
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:msgbox',
      'not a link',
    ]) {
      const refused = await put(card.id, headers, button(url));
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().errors).toEqual([
        { path: 'buttons.0.url', message: COPY.buttonLinkScheme },
      ]);
    }
    const long = await put(card.id, headers, button(`https://example.com/${'a'.repeat(2048)}`));
    expect(long.json().errors).toEqual([
      { path: 'buttons.0.url', message: 'Must be at most 2048 characters' },
    ]);
  });

  it('accepts mailto: and tel: buttons and exactly 20 buttons', async () => {
    const { card, headers } = await owner();
    const buttons = Array.from({ length: 20 }, (_, i) => ({
      uuid: randomUUID(),
      text: `Button ${i}`,
      url:
        i % 3 === 0
          ? 'mailto:ada@example.com'
          : i % 3 === 1
            ? 'tel:+1 555 0100'
            : 'https://ok.example',
    }));
    const response = await put(card.id, headers, { buttons });
    expect(response.statusCode).toBe(200);
    expect(response.json().buttons).toHaveLength(20);
  });

  it('a save based on an older version (If-Match) answers 409 and changes nothing; without one it writes', async () => {
    const { card, headers } = await owner();
    const read = await get(card.id, headers);
    const version = read.headers.etag as string;
    expect(version).toMatch(/^"[\w-]+"$/);

    const buttons = [{ uuid: randomUUID(), text: 'Book a call', url: 'https://cal.example' }];
    const first = await put(card.id, { ...headers, 'if-match': version }, { buttons });
    expect(first.statusCode).toBe(200);
    const newVersion = first.headers.etag as string;
    expect(newVersion).not.toBe(version);

    // The other tab, still on the version it read, would have replaced the buttons.
    const stale = await put(
      card.id,
      { ...headers, 'if-match': version },
      { buttons: [{ uuid: randomUUID(), text: 'New Button', url: 'https://www.example.com' }] },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(COPY.editedElsewhere);
    const stored = await get(card.id, headers);
    expect(stored.json().buttons).toEqual(buttons);
    expect(stored.headers.etag).toBe(newVersion);

    // An edit of the card itself (the other editor) does not make the profile stale.
    const card2 = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}/configuration`,
      headers,
      payload: { workTitle: 'Chief Analyst' },
    });
    expect(card2.statusCode).toBe(200);
    expect((await get(card.id, headers)).headers.etag).toBe(newVersion);
    const current = await put(card.id, { ...headers, 'if-match': newVersion }, { theme: 'light' });
    expect(current.statusCode).toBe(200);

    // No If-Match at all, as the original contract has it: writes as before.
    const plain = await put(card.id, headers, { slogan: 'No version sent' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ theme: 'light', slogan: 'No version sent' });
  });

  it('a stale save changes nothing, its new handle included', async () => {
    const { card, headers } = await owner();
    const version = (await get(card.id, headers)).headers.etag as string;
    expect((await put(card.id, headers, { aliasSlug: 'stale-save-owner' })).statusCode).toBe(200);
    const stale = await put(
      card.id,
      { ...headers, 'if-match': version },
      { aliasSlug: 'stale-save-other', title: 'Changed' },
    );
    expect(stale.statusCode).toBe(409);
    expect((await get(card.id, headers)).json()).toMatchObject({
      aliasSlug: 'stale-save-owner',
      title: 'Analyst',
    });
  });

  it('re-reads the subscription on every update', async () => {
    const { user, card, headers } = await owner();
    expect((await put(card.id, headers, { title: 'A' })).statusCode).toBe(200);
    await t.deps.database.db
      .update(users)
      .set({ stripeSubscriptionStatus: 'canceled' })
      .where(eq(users.id, user.id));
    expect((await put(card.id, headers, { title: 'B' })).statusCode).toBe(402);
  });
});
