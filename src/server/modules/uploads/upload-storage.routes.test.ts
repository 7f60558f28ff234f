import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { s3Storage } from '#server/adapters/storage/s3-storage';
import { cardProfiles, cards, uploads, users } from '#server/db/schema';
import { uploadQuotaMessage } from '#shared/copy';
import { freshIp } from '#tests/security/helpers';
import { multipartFile } from '#tests/support/multipart';
import type { OwnerWithCard } from '#tests/support/owners';
import { startS3StandIn, type S3StandIn } from '#tests/support/s3-stand-in';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { ORPHAN_UPLOAD_AGE_MS, sweepOrphanUploads } from './unreferenced-uploads';

/** A PNG of random pixels: re-encoding cannot shrink it, so its stored size is predictable. */
function noisePng(edge = 64): Promise<Buffer> {
  return sharp(randomBytes(edge * edge * 3), { raw: { width: edge, height: edge, channels: 3 } })
    .png()
    .toBuffer();
}

const HOUR_MS = 3_600_000;

function uploadAs(t: TestApp, owner: OwnerWithCard, image: Buffer, bucket = 'profile-images') {
  const form = multipartFile('file', 'a.png', 'image/png', image);
  return t.app.inject({
    method: 'POST',
    url: `/api/uploads/${bucket}`,
    // A fresh address each time: the 30-a-minute guard per IP is not what is tested here.
    remoteAddress: freshIp(),
    headers: { ...owner.headers, ...form.headers },
    payload: form.payload,
  });
}

describe.each(databaseKinds)('upload quota, replaced images and the orphan sweep on %s', (kind) => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    // 0.1 MB and 4 files: small enough to reach with a few 12 KB images.
    t = await createTestApp(kind, { UPLOAD_QUOTA_MB: '0.1', UPLOAD_QUOTA_FILES: '4' });
    png = await noisePng();
  });
  afterAll(() => t.close());

  const upload = (owner: OwnerWithCard, image = png) => uploadAs(t, owner, image);
  const uploadUrl = async (owner: OwnerWithCard, image = png) => {
    const response = await upload(owner, image);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { url: string }).url;
  };
  const rowsOf = (ownerId: string) =>
    t.deps.database.db.select().from(uploads).where(eq(uploads.ownerId, ownerId));
  const fileOf = (url: string) =>
    path.join(t.uploadsDir, new URL(url).pathname.replace(/^\/uploads\//, ''));
  const storedFiles = () =>
    readdirSync(t.uploadsDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      .length;
  const putConfiguration = (owner: OwnerWithCard, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/cards/${owner.card.id}/configuration`,
      headers: owner.headers,
      payload: body,
    });
  const putProfile = (owner: OwnerWithCard, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/cards/${owner.card.id}/profile`,
      headers: owner.headers,
      payload: body,
    });

  it('records each upload (owner, bucket, key, url, stored bytes, time)', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const url = await uploadUrl(owner);
    const [row] = await rowsOf(owner.user.id);
    const key = url.split('/').at(-1);
    expect(row).toMatchObject({ ownerId: owner.user.id, bucket: 'profile-images', key, url });
    expect(row!.bytes).toBe(statSync(fileOf(url)).size);
    expect(row!.createdAt.getTime()).toBe(t.clock.now().getTime());
  });

  it('refuses the upload over the file count with 413 and a message saying how to free space', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const tiny = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    for (let i = 0; i < 4; i += 1) await uploadUrl(owner, tiny);
    const files = storedFiles();
    const refused = await upload(owner, tiny);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      code: expect.stringMatching(/^[a-z]+(_[a-z]+)*$/),
      message: uploadQuotaMessage(t.config.uploadQuota),
    });
    expect(refused.json().message).toMatch(/0\.1 MB and 4 files.*Remove images you no longer use/);
    expect(await rowsOf(owner.user.id)).toHaveLength(4);
    expect(storedFiles()).toBe(files);
    // The quota is the owner's: another owner still uploads.
    await uploadUrl(await t.subscribedOwner({ remoteAddress: freshIp() }), tiny);
  });

  it('refuses the upload that would pass the byte quota, counting stored (re-encoded) bytes', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    // About 49 KB each once stored: two fit in 0.1 MB (104 857 bytes), a third does not.
    const big = await noisePng(128);
    await uploadUrl(owner, big);
    await uploadUrl(owner, big);
    const refused = await upload(owner, big);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      code: expect.stringMatching(/^[a-z]+(_[a-z]+)*$/),
      message: uploadQuotaMessage(t.config.uploadQuota),
    });
    const rows = await rowsOf(owner.user.id);
    expect(rows).toHaveLength(2);
    const used = rows.reduce((sum, row) => sum + row.bytes, 0);
    expect(used).toBeLessThanOrEqual(t.config.uploadQuota.bytes);
    expect(used + rows[0]!.bytes).toBeGreaterThan(t.config.uploadQuota.bytes);
    // A small image still fits in what is left.
    await uploadUrl(owner, await noisePng(16));
  });

  it('undoes the reservation when the file cannot be stored', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const put = vi
      .spyOn(t.deps.storage, 'put')
      .mockRejectedValueOnce(new Error('ENOSPC: no space left on device'));
    try {
      const failed = await upload(owner);
      expect(failed.statusCode).toBe(500);
      expect(await rowsOf(owner.user.id)).toHaveLength(0);
    } finally {
      put.mockRestore();
    }
    await uploadUrl(owner);
    expect(await rowsOf(owner.user.id)).toHaveLength(1);
  });

  it('frees a card image replaced or cleared, unless something else still shows it', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const first = await uploadUrl(owner);
    const second = await uploadUrl(owner);
    expect((await putConfiguration(owner, { profileImageUrl: first })).statusCode).toBe(200);
    expect((await putConfiguration(owner, { profileImageUrl: second })).statusCode).toBe(200);
    expect(existsSync(fileOf(first))).toBe(false);
    expect((await rowsOf(owner.user.id)).map((row) => row.url)).toEqual([second]);

    // The same image as company logo too: clearing the profile image keeps it.
    await putConfiguration(owner, { companyImageUrl: second });
    await putConfiguration(owner, { profileImageUrl: null });
    expect(existsSync(fileOf(second))).toBe(true);
    await putConfiguration(owner, { companyImageUrl: null });
    expect(existsSync(fileOf(second))).toBe(false);
    expect(await rowsOf(owner.user.id)).toHaveLength(0);
  });

  it('frees a profile image replaced, but not one the card itself still shows', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const shared = await uploadUrl(owner);
    const own = await uploadUrl(owner);
    await putConfiguration(owner, { profileImageUrl: shared });
    expect((await putProfile(owner, { imageUrl: shared })).statusCode).toBe(200);
    expect((await putProfile(owner, { imageUrl: own })).statusCode).toBe(200);
    expect(existsSync(fileOf(shared))).toBe(true);
    expect((await putProfile(owner, { imageUrl: null })).statusCode).toBe(200);
    expect(existsSync(fileOf(own))).toBe(false);
    expect((await rowsOf(owner.user.id)).map((row) => row.url)).toEqual([shared]);
  });

  it('still saves a replacement when freeing the old image fails; the sweep frees it later', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const old = await uploadUrl(owner);
    const replacement = await uploadUrl(owner);
    await putConfiguration(owner, { profileImageUrl: old });
    const remove = vi.spyOn(t.deps.storage, 'delete').mockRejectedValue(new Error('EIO'));
    try {
      const saved = await putConfiguration(owner, { profileImageUrl: replacement });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ profileImageUrl: replacement });
    } finally {
      remove.mockRestore();
    }
    expect(existsSync(fileOf(old))).toBe(true);
    expect((await rowsOf(owner.user.id)).map((row) => row.url).sort()).toEqual(
      [old, replacement].sort(),
    );
    t.clock.advance(ORPHAN_UPLOAD_AGE_MS + HOUR_MS);
    await sweepOrphanUploads(t.deps);
    expect(existsSync(fileOf(old))).toBe(false);
    expect((await rowsOf(owner.user.id)).map((row) => row.url)).toEqual([replacement]);
  });

  it('a full quota is freed by replacing an image: the next upload passes', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const urls: string[] = [];
    for (;;) {
      const response = await upload(owner);
      if (response.statusCode === 413) break;
      urls.push(response.json().url);
    }
    await putConfiguration(owner, { profileImageUrl: urls[0] });
    await putConfiguration(owner, { profileImageUrl: urls[1] });
    expect((await upload(owner)).statusCode).toBe(200);
  });

  it('sweeps uploads nothing references after 24 hours; referenced and younger ones stay', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const onCard = await uploadUrl(owner);
    const onCompany = await uploadUrl(owner);
    const onProfile = await uploadUrl(owner);
    const orphan = await uploadUrl(owner);
    await putConfiguration(owner, { profileImageUrl: onCard, companyImageUrl: onCompany });
    // Reading the profile creates its row (from the card: it shows onCard too at first).
    await t.app.inject({
      method: 'GET',
      url: `/api/cards/${owner.card.id}/profile`,
      headers: owner.headers,
    });
    await t.deps.database.db
      .update(cardProfiles)
      .set({ imageUrl: onProfile })
      .where(eq(cardProfiles.cardId, owner.card.id));
    const other = await t.subscribedOwner({ remoteAddress: freshIp() });
    const onUser = await uploadUrl(other);
    await t.deps.database.db
      .update(users)
      .set({ imageUrl: onUser })
      .where(eq(users.id, other.user.id));

    t.clock.advance(ORPHAN_UPLOAD_AGE_MS - HOUR_MS);
    // The access token has long expired by now: sign in again.
    const again = {
      ...other,
      headers: bearer((await t.login(other.user.email, other.user.password)).accessToken),
    };
    const young = await uploadUrl(again);
    // Not 24 hours old yet: the orphan stays.
    await sweepOrphanUploads(t.deps);
    expect(existsSync(fileOf(orphan))).toBe(true);

    t.clock.advance(2 * HOUR_MS);
    const report = await sweepOrphanUploads(t.deps);
    expect(report.failed).toBe(0);
    expect(existsSync(fileOf(orphan))).toBe(false);
    for (const kept of [onCard, onCompany, onProfile, onUser, young]) {
      expect(existsSync(fileOf(kept)), kept).toBe(true);
    }
    const remaining = [...(await rowsOf(owner.user.id)), ...(await rowsOf(other.user.id))].map(
      (r) => r.url,
    );
    expect(remaining.sort()).toEqual([onCard, onCompany, onProfile, onUser, young].sort());
    // Deleting the card leaves its images unreferenced: they go at the next sweep.
    await t.deps.database.db.delete(cards).where(eq(cards.id, owner.card.id));
    await sweepOrphanUploads(t.deps);
    expect(existsSync(fileOf(onCard))).toBe(false);
    expect(existsSync(fileOf(onProfile))).toBe(false);
    expect(await rowsOf(owner.user.id)).toHaveLength(0);
  });

  it('keeps the row of a file the storage fails to delete, and deletes it at the next sweep', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const orphan = await uploadUrl(owner);
    t.clock.advance(ORPHAN_UPLOAD_AGE_MS + HOUR_MS);
    const remove = vi
      .spyOn(t.deps.storage, 'delete')
      .mockRejectedValue(new Error('storage unavailable'));
    try {
      const attempt = await sweepOrphanUploads(t.deps);
      expect(attempt.failed).toBeGreaterThanOrEqual(1);
      expect(await rowsOf(owner.user.id)).toHaveLength(1);
      expect(existsSync(fileOf(orphan))).toBe(true);
    } finally {
      remove.mockRestore();
    }
    await sweepOrphanUploads(t.deps);
    expect(await rowsOf(owner.user.id)).toHaveLength(0);
    expect(existsSync(fileOf(orphan))).toBe(false);
  });
});

describe.each(databaseKinds)('orphan sweep with S3 storage (local stand-in) on %s', (kind) => {
  let t: TestApp;
  let s3: S3StandIn;
  beforeAll(async () => {
    s3 = await startS3StandIn();
    t = await createTestApp(
      kind,
      {},
      {
        storage: s3Storage({
          bucket: 'cc-sweep',
          region: 'us-east-1',
          endpoint: s3.endpoint,
          accessKeyId: 'AKIDTEST',
          secretAccessKey: 'secret',
          forcePathStyle: true,
          publicUrl: 'https://cdn.example/',
        }),
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('deletes the orphan objects from the bucket and keeps the referenced one', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const png = await noisePng(16);
    const urls: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await uploadAs(t, owner, png, 'company-images');
      expect(response.statusCode, response.body).toBe(200);
      urls.push(response.json().url);
    }
    const objectKey = (url: string) => `/cc-sweep${new URL(url).pathname}`;
    expect(urls.every((url) => s3.objects.has(objectKey(url)))).toBe(true);
    await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${owner.card.id}/configuration`,
      headers: owner.headers,
      payload: { companyImageUrl: urls[0] },
    });
    t.clock.advance(ORPHAN_UPLOAD_AGE_MS + HOUR_MS);
    const report = await sweepOrphanUploads(t.deps);
    expect(report.deleted).toBe(2);
    expect(s3.objects.has(objectKey(urls[0]!))).toBe(true);
    expect(s3.objects.has(objectKey(urls[1]!))).toBe(false);
    expect(s3.objects.has(objectKey(urls[2]!))).toBe(false);
    const deletes = s3.requests.filter((r) => r.method === 'DELETE').map((r) => r.url);
    expect(deletes.sort()).toEqual([objectKey(urls[1]!), objectKey(urls[2]!)].sort());
  });
});
