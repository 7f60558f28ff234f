import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '#server/adapters/storage/file-storage';
import { uploadTinyPng } from '#tests/support/account-data-fixtures';
import { PUBLIC_PROFILES } from '#tests/support/public-profile-fixtures';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { renderShareSvg } from './share-image';

/** A letter no font draws (a private-use code point): what a name without its font looks like. */
const NO_GLYPH = '\u{e000}';
/** A sample of every script the product serves (docs/product.md, the share image). */
const publicProfile = { ...PUBLIC_PROFILES['full dark']!.profile, imageUrl: null };
const SCRIPTS = {
  Polish: 'Łęść',
  Romanian: 'Șțăî',
  Czech: 'Řůěš',
  Cyrillic: 'Жукова',
  Greek: 'Γιώργος',
  Arabic: 'محمد',
  Japanese: 'やまだ山田',
  emoji: '🚀👩🏽‍💻',
};
/** 54 letters without a break, after a first name. */
const LONG_NAME = 'Hubert Wolfeschlegelsteinhausenbergerdorffwelchevoralternwar';
/** The colour of the test photo (tinyPng). */
const PHOTO = { r: 0x33, g: 0x66, b: 0xaa };

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 3;
    return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
  };
  const near = (a: { r: number; g: number; b: number }, b: typeof a) =>
    Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) < 12;
  return { at, near, width: info.width, height: info.height };
}

/**
 * GET /u/{key}/og.png (docs/product.md#connect-profile-editor): the card in its design as link
 * previews show it, answered as the page is, and made again only when the card or its profile
 * changes.
 */
describe.each(databaseKinds)('the share image on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function profileWithHandle() {
    const owner = await t.subscribedOwner({
      card: { lastName: 'Lovelace', workTitle: 'Analyst', workOrganization: 'Engines Ltd' },
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

  // The drawing does not depend on the database: it runs once.
  it.runIf(kind === databaseKinds[0])(
    'draws every script the product serves in its own letters, none as an empty box',
    async () => {
      const { handle, put } = await profileWithHandle();
      const drawn = async (name: string) => {
        t.clock.advance(1_000);
        expect((await put({ name })).statusCode).toBe(200);
        return (await image(`/u/${handle}/og.png`)).rawPayload;
      };
      const samples = Object.values(SCRIPTS);
      const name = samples.join(' ');
      const all = await drawn(name);
      // satori's own check: it asks for more fonts for a word with a letter none it has draws.
      const noPhotos = { read: async () => null } as unknown as FileStorage;
      const svg = await renderShareSvg(noPhotos, { ...publicProfile, name, title: name });
      expect(svg.undrawn).toEqual([]);
      // A script drawn without its font is the same empty box as a letter no font has: the
      // image would not change with its letters replaced by those.
      for (const [script, sample] of Object.entries(SCRIPTS)) {
        const boxes = [...sample].map(() => NO_GLYPH).join('');
        const without = await drawn(name.replace(sample, boxes));
        expect(without.equals(all), `${script} (${sample}) is drawn as boxes`).toBe(false);
      }
    },
  );

  it.runIf(kind === databaseKinds[0])(
    'fits a 54-letter surname inside the image, beside a photo that stays round',
    async () => {
      const { handle, headers, put } = await profileWithHandle();
      const photo = await uploadTinyPng(t, headers, 'profile-images');
      t.clock.advance(1_000);
      expect((await put({ name: LONG_NAME, imageUrl: photo })).statusCode).toBe(200);
      const png = (await image(`/u/${handle}/og.png`)).rawPayload;
      const { at, near, width, height } = await pixels(png);
      const page = at(0, 0);
      // Nothing is drawn in the right margin (96 px): the name wraps and shrinks, not runs off.
      for (let x = width - 90; x < width; x += 1) {
        for (let y = 0; y < height; y += 2) {
          expect(near(at(x, y), page), `a mark at ${x},${y} in the margin`).toBe(true);
        }
      }
      // The photo: as wide as it is high, and round (its corners are not photo).
      const photoXs: number[] = [];
      const photoYs: number[] = [];
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width / 2; x += 1) {
          if (near(at(x, y), PHOTO)) {
            photoXs.push(x);
            photoYs.push(y);
          }
        }
      }
      const [left, right] = [Math.min(...photoXs), Math.max(...photoXs)];
      const [top, bottom] = [Math.min(...photoYs), Math.max(...photoYs)];
      expect(right - left).toBeGreaterThan(240);
      expect(Math.abs(right - left - (bottom - top))).toBeLessThanOrEqual(2);
      expect(near(at(left + 20, top + 20), PHOTO)).toBe(false);
      expect(near(at((left + right) >> 1, (top + bottom) >> 1), PHOTO)).toBe(true);
    },
  );

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
