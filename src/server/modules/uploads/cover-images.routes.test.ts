import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploads } from '#server/db/schema';
import { COPY } from '#shared/copy';
import { COVER_WIDTHS, coverAtWidth } from '#shared/design/cover-image';
import { uploadTinyPng } from '#tests/support/account-data-fixtures';
import { blackPng } from '#tests/support/long-png';
import { multipartFile } from '#tests/support/multipart';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { ORPHAN_UPLOAD_AGE_MS, sweepOrphanUploads } from './unreferenced-uploads';

/** A wide photo-like JPEG with EXIF (GPS and all) that must not reach the stored cover. */
function wideJpeg(width = 2400, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Artist: 'Ada Lovelace' } })
    .toBuffer();
}

describe.each(databaseKinds)('cover images on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const put = (id: number, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/cards/${id}/profile`, headers, payload });
  const uploadCover = async (headers: Record<string, string>, bytes?: Buffer) => {
    const file = multipartFile('file', 'cover.jpg', 'image/jpeg', bytes ?? (await wideJpeg()));
    return t.app.inject({
      method: 'POST',
      url: '/api/uploads/cover-images',
      headers: { ...headers, ...file.headers },
      payload: file.payload,
    });
  };
  const fileOf = (url: string) =>
    path.join(t.uploadsDir, new URL(url).pathname.replace(/^\/uploads\//, ''));
  const withCover = (coverImageUrl: string | null) => ({
    design: { preset: 'midnight', coverImageUrl },
  });

  it('crops an upload to a 3:1 WebP banner at every width, without its metadata, counted whole', async () => {
    const { user, headers } = await t.subscribedOwner({ profile: { aliasSlug: 'cover-crop' } });
    const response = await uploadCover(headers);
    expect(response.statusCode).toBe(200);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(/\/uploads\/cover-images\/[0-9a-f-]{36}\.webp$/);
    let bytes = 0;
    for (const width of COVER_WIDTHS) {
      const file = await sharp(fileOf(coverAtWidth(url, width))).metadata();
      expect(file).toMatchObject({ format: 'webp', width, height: Math.round(width / 3) });
      expect(file.exif).toBeUndefined();
      bytes += statSync(fileOf(coverAtWidth(url, width))).size;
    }
    const [row] = await t.deps.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.ownerId, user.id));
    expect(row).toMatchObject({ url, bucket: 'cover-images' });
    // The quota counts every width, not the largest alone.
    expect(row!.bytes).toBe(bytes);
    expect(bytes).toBeGreaterThan(statSync(fileOf(url)).size);
  });

  it('refuses at once, from the header, a 1 x 49 000 000 PNG and a 21:1 one; a wide photo still fits', async () => {
    const { headers } = await t.subscribedOwner({ profile: { aliasSlug: 'cover-hostile' } });
    for (const bytes of [blackPng(1, 49_000_000), blackPng(2100, 100)]) {
      const started = Date.now();
      const response = await uploadCover(headers, bytes);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'image_out_of_bounds',
        message: COPY.imageOutOfBounds,
      });
    }
    expect((await uploadCover(headers, await wideJpeg(4000, 2000))).statusCode).toBe(200);
  });

  it('enlarges a small picture to fill the banner, and refuses what is not an image', async () => {
    const { headers } = await t.subscribedOwner({ profile: { aliasSlug: 'cover-small' } });
    const small = await uploadCover(headers, await wideJpeg(300, 300));
    expect(small.statusCode).toBe(200);
    const meta = await sharp(fileOf(small.json().url)).metadata();
    expect(meta).toMatchObject({ width: 1200, height: 400 });
    const file = multipartFile('file', 'cover.jpg', 'image/jpeg', Buffer.from('<svg onload=x>'));
    const notImage = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/cover-images',
      headers: { ...headers, ...file.headers },
      payload: file.payload,
    });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().message).toBe(COPY.unsupportedImageType);
  });

  it('leaves no width behind when storing one fails, and gives the quota back', async () => {
    const { user, headers } = await t.subscribedOwner({ profile: { aliasSlug: 'cover-fails' } });
    const stored: string[] = [];
    const put = t.deps.storage.put.bind(t.deps.storage);
    const failing = vi.spyOn(t.deps.storage, 'put').mockImplementation(async (...args) => {
      if (stored.length === 2) throw new Error('EIO');
      stored.push(args[1]);
      return put(...args);
    });
    try {
      expect((await uploadCover(headers)).statusCode).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(stored).toHaveLength(2);
    for (const key of stored) {
      expect(existsSync(path.join(t.uploadsDir, 'cover-images', key))).toBe(false);
    }
    const rows = await t.deps.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.ownerId, user.id));
    expect(rows).toEqual([]);
  });

  it('needs a session to upload (401)', async () => {
    const file = multipartFile('file', 'cover.jpg', 'image/jpeg', await wideJpeg(600, 200));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/cover-images',
      headers: file.headers,
      payload: file.payload,
    });
    expect(response.statusCode).toBe(401);
  });

  it('shows the owner’s own cover in sizes for the screen, before the name and Download Contact', async () => {
    const { card, headers } = await t.subscribedOwner({ profile: { aliasSlug: 'cover-page' } });
    const { url } = (await uploadCover(headers)).json() as { url: string };
    const saved = await put(card.id, headers, withCover(url));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().design).toMatchObject({ preset: 'midnight', coverImageUrl: url });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${card.id}/profile`,
      headers,
    });
    expect(read.json().design.coverImageUrl).toBe(url);

    const page = await t.app.inject({ method: 'GET', url: '/u/cover-page' });
    expect(page.statusCode).toBe(200);
    const cover = /<img[^>]*data-cover=""[^>]*>/.exec(page.body)?.[0] ?? '';
    for (const width of COVER_WIDTHS) {
      expect(cover).toContain(`${coverAtWidth(url, width).replaceAll('&', '&amp;')} ${width}w`);
    }
    expect(cover).toMatch(/width="1200"/);
    expect(cover).toMatch(/height="400"/);
    expect(cover).toMatch(/sizes="/);
    // Its box is sized before it loads, and the text after it never waits for it.
    expect(cover).not.toMatch(/loading="lazy"/);
    const at = (text: string) => page.body.indexOf(text);
    expect(at('data-cover')).toBeGreaterThan(-1);
    expect(at('data-download-contact')).toBeGreaterThan(at('data-cover'));
    expect(page.body).toMatch(/<h1[^>]*>Ada<\/h1>/);
  });

  it('refuses a cover that is not the owner’s cover upload with 400, keeping the stored one', async () => {
    const owner = await t.subscribedOwner({ profile: { aliasSlug: 'cover-guard' } });
    const other = await t.subscribedOwner({ profile: { aliasSlug: 'cover-other' } });
    const { url: own } = (await uploadCover(owner.headers)).json() as { url: string };
    const { url: theirs } = (await uploadCover(other.headers)).json() as { url: string };
    const photo = await uploadTinyPng(t, owner.headers, 'profile-images');
    expect((await put(owner.card.id, owner.headers, withCover(own))).statusCode).toBe(200);

    const refusals: Array<[unknown, string]> = [
      [theirs, COPY.imageNotYours],
      ['https://tracker.example/pixel.webp', COPY.imagesMustBeUploaded],
      ['javascript:alert(1)', COPY.imagesMustBeUploaded],
      [photo, COPY.coverMustBeCoverUpload],
      [42, COPY.coverImageUrlFormat],
      [`${own}${'x'.repeat(2100)}`, COPY.coverImageUrlFormat],
    ];
    for (const [coverImageUrl, message] of refusals) {
      const response = await put(owner.card.id, owner.headers, {
        design: { preset: 'sand', coverImageUrl },
      });
      expect(response.statusCode, String(coverImageUrl)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${owner.card.id}/profile`,
      headers: owner.headers,
    });
    expect(read.json().design).toMatchObject({ preset: 'midnight', coverImageUrl: own });
    // Another owner cannot put a cover on this card at all.
    const foreign = await put(owner.card.id, other.headers, withCover(theirs));
    expect(foreign.statusCode).toBe(404);
  });

  it('frees every width of a replaced or removed cover, and the sweep keeps the one in use', async () => {
    const {
      user,
      card,
      headers: firstSession,
    } = await t.subscribedOwner({ profile: { aliasSlug: 'cover-swap' } });
    let headers = firstSession;
    const { url: first } = (await uploadCover(headers)).json() as { url: string };
    const { url: second } = (await uploadCover(headers)).json() as { url: string };
    expect((await put(card.id, headers, withCover(first))).statusCode).toBe(200);
    expect((await put(card.id, headers, withCover(second))).statusCode).toBe(200);
    for (const width of COVER_WIDTHS) {
      expect(existsSync(fileOf(coverAtWidth(first, width)))).toBe(false);
      expect(existsSync(fileOf(coverAtWidth(second, width)))).toBe(true);
    }
    t.clock.advance(ORPHAN_UPLOAD_AGE_MS + 3_600_000);
    await sweepOrphanUploads(t.deps);
    expect(existsSync(fileOf(second))).toBe(true);
    headers = bearer((await t.login(user.email, user.password)).accessToken);

    // A save of the theme, or of a design without the cover, keeps it; null removes it.
    const kept = await put(card.id, headers, { theme: 'light' });
    expect(kept.json()).toMatchObject({ theme: 'light', design: { coverImageUrl: second } });
    const designed = await put(card.id, headers, { design: { preset: 'forest' } });
    expect(designed.json().design).toMatchObject({ preset: 'forest', coverImageUrl: second });
    expect((await put(card.id, headers, withCover(null))).statusCode).toBe(200);
    for (const width of COVER_WIDTHS) {
      expect(existsSync(fileOf(coverAtWidth(second, width)))).toBe(false);
    }
    const rows = await t.deps.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.ownerId, user.id));
    expect(rows).toEqual([]);
  });
});
