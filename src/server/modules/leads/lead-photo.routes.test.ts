import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, uploads } from '#server/db/schema';
import { COPY } from '#shared/copy';
import { freshIp } from '#tests/security/helpers';
import { multipartFile } from '#tests/support/multipart';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { sweepOrphanUploads } from '../uploads/public';

// A lead's card photo (docs/product.md#capture): PUT and GET /api/messages/{id}/photo.

/** A phone's photo of a card: a JPEG carrying EXIF (camera, GPS) that must not survive. */
function cardPhoto(width = 2400, height = 1600) {
  return sharp({ create: { width, height, channels: 3, background: { r: 240, g: 236, b: 228 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Spy 3000' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' },
    })
    .toBuffer();
}

describe.each(databaseKinds)('lead photos on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const owner = () => t.ownerWithCard();
  const capture = async (headers: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers,
      payload: {
        firstName: 'Lin',
        email: 'lin@northwind.example',
        source: 'scan',
        clientId: randomUUID(),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const put = (
    id: string,
    headers: Record<string, string>,
    file: { payload: Buffer; headers: Record<string, string> },
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/messages/${id}/photo`,
      headers: { ...headers, ...file.headers },
      payload: file.payload,
      remoteAddress: freshIp(),
    });
  const jpeg = async () => multipartFile('file', 'card.jpg', 'image/jpeg', await cardPhoto());
  const photoKey = async (id: string) =>
    (await t.deps.database.db.select().from(leads).where(eq(leads.id, id)))[0]?.photoKey ?? null;
  const photoUploads = (ownerId: string) =>
    t.deps.database.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.ownerId, ownerId), eq(uploads.bucket, 'lead-photos')));
  const onDisk = (key: string) => path.join(t.uploadsDir, 'lead-photos', key);

  it('stores the photo re-encoded without EXIF, privately, and serves it to the owner only', async () => {
    const grace = await owner();
    const id = await capture(grace.headers);
    const stored = await put(id, grace.headers, await jpeg());
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ id, hasPhoto: true });
    const key = (await photoKey(id))!;
    expect(key).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    const [upload] = await photoUploads(grace.user.id);
    expect(upload).toMatchObject({
      bucket: 'lead-photos',
      key,
      url: `${t.config.appUrl}/api/messages/${id}/photo?v=${key}`,
    });
    expect(upload!.bytes).toBeGreaterThan(0);

    const served = await t.app.inject({ url: `/api/messages/${id}/photo`, headers: grace.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toMatch(/^private/);
    expect(served.rawPayload.length).toBe(upload!.bytes);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2048, height: 1365 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Spy 3000'))).toBe(false);
    const unchanged = await t.app.inject({
      url: `/api/messages/${id}/photo`,
      headers: { ...grace.headers, 'if-none-match': served.headers.etag as string },
    });
    expect(unchanged.statusCode).toBe(304);

    // The list says the lead has one.
    const listed = await t.app.inject({ url: '/api/messages', headers: grace.headers });
    expect(listed.json().find((lead: { id: string }) => lead.id === id).hasPhoto).toBe(true);

    // No public address reaches it, however it is spelled.
    expect(existsSync(onDisk(key))).toBe(true);
    for (const url of [
      `/uploads/lead-photos/${key}`,
      `/uploads/lead%2Dphotos/${key}`,
      `/uploads/profile-images/../lead-photos/${key}`,
      `/uploads/profile-images/..%2Flead-photos%2F${key}`,
      `/uploads/profile-images/%2E%2E/lead-photos/${key}`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.rawPayload.includes(Buffer.from([0xff, 0xd8]))).toBe(false);
    }
    // Another owner, and no one signed in, get nothing.
    const other = await owner();
    const theirs = await t.app.inject({ url: `/api/messages/${id}/photo`, headers: other.headers });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/messages/${id}/photo` })).statusCode).toBe(401);
  });

  it('replaces a photo: the earlier file is deleted and its quota given back', async () => {
    const grace = await owner();
    const id = await capture(grace.headers);
    expect((await put(id, grace.headers, await jpeg())).statusCode).toBe(200);
    const first = (await photoKey(id))!;
    const png = await sharp({
      create: { width: 600, height: 400, channels: 4, background: '#0000' },
    })
      .png()
      .toBuffer();
    const again = await put(id, grace.headers, multipartFile('file', 'card.png', 'image/png', png));
    expect(again.statusCode, again.body).toBe(200);
    const second = (await photoKey(id))!;
    expect(second).not.toBe(first);
    expect(second).toMatch(/\.jpg$/);
    expect(existsSync(onDisk(first))).toBe(false);
    expect(existsSync(onDisk(second))).toBe(true);
    expect((await photoUploads(grace.user.id)).map((row) => row.key)).toEqual([second]);
    const webp = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#fff' },
    })
      .webp()
      .toBuffer();
    const third = await put(id, grace.headers, multipartFile('file', 'c.webp', 'image/webp', webp));
    expect(third.statusCode).toBe(200);
    expect(await photoUploads(grace.user.id)).toHaveLength(1);
  });

  it('answers 415 for what is no JPEG, PNG or WebP, 413 past 10 MB or the quota, 404 and 401', async () => {
    const grace = await owner();
    const id = await capture(grace.headers);
    const text = multipartFile('file', 'card.jpg', 'image/jpeg', Buffer.from('not an image'));
    const notImage = await put(id, grace.headers, text);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().message).toBe(COPY.unsupportedPhotoType);
    const gif = Buffer.from(
      'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
      'base64',
    );
    const asGif = await put(id, grace.headers, multipartFile('file', 'c.gif', 'image/gif', gif));
    expect(asGif.statusCode).toBe(415);
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/messages/${id}/photo`,
      headers: grace.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);

    const huge = Buffer.concat([await cardPhoto(100, 100), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const tooLarge = await put(
      id,
      grace.headers,
      multipartFile('file', 'c.jpg', 'image/jpeg', huge),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(COPY.imageTooLarge);

    // An owner whose quota is full is refused before anything is stored.
    await t.deps.database.db.insert(uploads).values({
      ownerId: grace.user.id,
      bucket: 'profile-images',
      key: `${randomUUID()}.png`,
      url: `${t.config.appUrl}/uploads/profile-images/${randomUUID()}.png`,
      bytes: t.config.uploadQuota.bytes,
    });
    const full = await put(id, grace.headers, await jpeg());
    expect(full.statusCode).toBe(413);
    expect(await photoKey(id)).toBeNull();
    expect(await photoUploads(grace.user.id)).toEqual([]);

    const other = await owner();
    expect((await put(id, other.headers, await jpeg())).statusCode).toBe(404);
    expect((await put(randomUUID(), grace.headers, await jpeg())).statusCode).toBe(404);
    expect((await put(id, {}, await jpeg())).statusCode).toBe(401);
    const none = await t.app.inject({ url: `/api/messages/${id}/photo`, headers: grace.headers });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(COPY.leadPhotoNotFound);
  });

  it('goes with its lead, with the account, and is no orphan while its lead keeps it', async () => {
    const grace = await owner();
    const kept = await capture(grace.headers);
    const erased = await capture(grace.headers);
    for (const id of [kept, erased]) {
      expect((await put(id, grace.headers, await jpeg())).statusCode).toBe(200);
    }
    const keptKey = (await photoKey(kept))!;
    const erasedKey = (await photoKey(erased))!;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/messages/${erased}`,
      headers: grace.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(onDisk(erasedKey))).toBe(false);
    expect((await photoUploads(grace.user.id)).map((row) => row.key)).toEqual([keptKey]);

    // A day later the sweep leaves a photo its lead points to.
    t.clock.advance(25 * 3_600_000);
    await sweepOrphanUploads(t.deps);
    expect(existsSync(onDisk(keptKey))).toBe(true);
    expect(await photoUploads(grace.user.id)).toHaveLength(1);

    // The export lists it where the owner can read it.
    const { accessToken } = await t.login(grace.user.email, grace.user.password, freshIp());
    const headers = { authorization: `Bearer ${accessToken}` };
    const exported = await t.app.inject({ url: '/api/auth/export', headers });
    expect(exported.statusCode).toBe(200);
    const data = exported.json();
    expect(data.messages.find((m: { id: string }) => m.id === kept).photoUrl).toBe(
      `${t.config.appUrl}/api/messages/${kept}/photo`,
    );
    expect(data.uploads).toContainEqual(
      expect.objectContaining({
        bucket: 'lead-photos',
        url: `${t.config.appUrl}/api/messages/${kept}/photo?v=${keptKey}`,
      }),
    );

    const gone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers,
      payload: { password: grace.user.password },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(existsSync(onDisk(keptKey))).toBe(false);
    expect(await t.deps.database.db.select().from(uploads).where(eq(uploads.key, keptKey))).toEqual(
      [],
    );
  });

  it('sweeps a photo whose lead went another way than DELETE (its team or card deleted)', async () => {
    const grace = await owner();
    const id = await capture(grace.headers);
    expect((await put(id, grace.headers, await jpeg())).statusCode).toBe(200);
    const key = (await photoKey(id))!;
    await t.deps.database.db.delete(leads).where(eq(leads.id, id));
    t.clock.advance(25 * 3_600_000);
    await sweepOrphanUploads(t.deps);
    expect(existsSync(onDisk(key))).toBe(false);
    expect(await photoUploads(grace.user.id)).toEqual([]);
  });
});
