import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribedOwnerWithCard, uploadTinyPng } from '#tests/support/account-data-fixtures';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

/**
 * GET /u/{key}/og.png (issue 33): the card in its design as link previews show it, answered as
 * the page is, and made again only when the card or its profile changes.
 */
describe.each(databaseKinds)('the share image on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function profileWithHandle() {
    const owner = await subscribedOwnerWithCard(t, {
      lastName: 'Lovelace',
      workTitle: 'Analyst',
      workOrganization: 'Engines Ltd',
    });
    const { user, card } = owner;
    let headers = owner.headers;
    const handle = `ada-${card.id}`;
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/cards/${card.id}/profile`, headers, payload });
    /** Later, when the first session has expired. */
    const signInAgain = async () => {
      headers = bearer((await t.login(user.email, user.password)).accessToken);
    };
    expect((await put({ aliasSlug: handle })).statusCode).toBe(200);
    return { card, handle, headers, put, signInAgain };
  }
  const image = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('is a 1200x630 PNG that the page names as its og:image and twitter:image', async () => {
    const { handle } = await profileWithHandle();
    const response = await image(`/u/${handle}/og.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const page = (await image(`/u/${handle}`)).body;
    const url = `${t.config.appUrl}/u/${handle}/og.png`;
    expect(page).toContain(`<meta property="og:image" content="${url}">`);
    expect(page).toContain(`<meta name="twitter:image" content="${url}">`);
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('is kept until the profile or the card changes, then made again', async () => {
    const { card, handle, headers, put } = await profileWithHandle();
    const first = await image(`/u/${handle}/og.png`);
    const etag = String(first.headers.etag);
    const again = await image(`/u/${handle}/og.png`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const cached = await image(`/u/${handle}/og.png`);
    expect(cached.rawPayload.equals(first.rawPayload)).toBe(true);

    // A moment later, as every change is (the versions carry the time of the change).
    t.clock.advance(1_000);
    expect((await put({ design: { preset: 'light', accent: '#1d4ed8' } })).statusCode).toBe(200);
    const redesigned = await image(`/u/${handle}/og.png`);
    expect(redesigned.headers.etag).not.toBe(etag);
    expect(redesigned.rawPayload.equals(first.rawPayload)).toBe(false);

    const photo = await uploadTinyPng(t, headers, 'profile-images');
    t.clock.advance(1_000);
    expect((await put({ imageUrl: photo, title: 'Chief Analyst' })).statusCode).toBe(200);
    const withPhoto = await image(`/u/${handle}/og.png`);
    expect(withPhoto.headers.etag).not.toBe(redesigned.headers.etag);
    expect(withPhoto.rawPayload.equals(redesigned.rawPayload)).toBe(false);

    // A change of the card itself (what the page shows beside the profile) makes it again too.
    t.clock.advance(1_000);
    const cardChanged = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}/configuration`,
      headers,
      payload: { cellPhone: '+44 20 7946 0018' },
    });
    expect(cardChanged.statusCode).toBe(200);
    expect((await image(`/u/${handle}/og.png`)).headers.etag).not.toBe(withPhoto.headers.etag);
  });

  it('follows a renamed handle to the card’s new address, and 404s for one nobody holds', async () => {
    const { handle, put, signInAgain } = await profileWithHandle();
    // Live for more than a day: the old handle is held, and leads to the new one.
    t.clock.advance(2 * 86_400_000);
    await signInAgain();
    expect((await put({ aliasSlug: `${handle}-new` })).statusCode).toBe(200);
    const moved = await image(`/u/${handle}/og.png`);
    expect(moved.statusCode).toBe(308);
    expect(moved.headers.location).toBe(`/u/${handle}-new/og.png`);
    expect((await image('/u/nobody-at-all/og.png')).statusCode).toBe(404);
    expect((await image('/u/not a key/og.png')).statusCode).toBe(404);
  });
});
