import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '#server/db/schema';
import { multipartFile } from '../support/multipart';
import type { OwnerWithCard } from '../support/owners';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { tinyPng } from '../support/tiny-png';
import { errorMessage, freshIp, send } from './helpers';

// Hostile uploads (part 6 of the suite, beside hostile-bodies.test.ts).

const SCRIPT = '<script>alert(document.cookie)</script>';

/** Bytes that are not an image we take, each under an image's name and type. */
const NOT_IMAGES: Array<[string, Buffer]> = [
  ['HTML', Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`)],
  ['HTML without doctype', Buffer.from(`<html>${SCRIPT}</html>`)],
  ['SVG with script', Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`)],
  [
    'SVG with XML prolog and onload',
    Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  ],
  ['JavaScript', Buffer.from('alert(document.cookie)')],
  ['PHP', Buffer.from('<?php system($_GET["c"]); ?>')],
  ['PDF', Buffer.from('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF')],
  ['ZIP', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, ...Array(20).fill(0)])],
  ['ELF executable', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, ...Array(40).fill(0)])],
];

/** Patches the declared dimensions of small real images, as decompression bombs do. */
async function pixelBombs(): Promise<Array<[string, Buffer]>> {
  const base = (format: 'png' | 'jpeg' | 'webp') => {
    const image = sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } });
    return image[format]().toBuffer();
  };
  const png = await base('png');
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  const jpeg = await base('jpeg');
  const sof = jpeg.findIndex((byte, i) => byte === 0xff && [0xc0, 0xc2].includes(jpeg[i + 1]!));
  jpeg.writeUInt16BE(30_000, sof + 5);
  jpeg.writeUInt16BE(30_000, sof + 7);
  const webp = await base('webp');
  const frame = webp.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
  webp.writeUInt16LE(16_383, frame + 3);
  webp.writeUInt16LE(16_383, frame + 5);
  // A real, fully decodable 56-megapixel PNG of one colour: about 180 KB on the wire.
  const flat = await sharp({
    create: { width: 7500, height: 7500, channels: 3, background: '#ffffff' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return [
    ['PNG declaring 30000 x 30000', png],
    ['JPEG declaring 30000 x 30000', jpeg],
    ['WebP declaring 16383 x 16383', webp],
    ['real 7500 x 7500 PNG', flat],
  ];
}

describe.each(databaseKinds)('hostile uploads on %s', (kind) => {
  let t: TestApp;
  let owner: OwnerWithCard;
  let png: Buffer;
  let bombs: Array<[string, Buffer]>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    png = await tinyPng(16, 16);
    bombs = await pixelBombs();
  });
  afterAll(() => t.close());

  const upload = (filename: string, type: string, bytes: Buffer, bucket = 'profile-images') => {
    const form = multipartFile('file', filename, type, bytes);
    // A fresh address each time: the 30-a-minute upload guard is not what is tested here.
    const request = { method: 'POST' as const, url: `/api/uploads/${bucket}`, ...form };
    return send(t, { ...request, remoteAddress: freshIp() }, owner.headers);
  };
  /** Every file the storage holds, relative to its root. */
  const storedFiles = () =>
    readdirSync(t.uploadsDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(t.uploadsDir, path.join(entry.parentPath, entry.name)));

  it.each(NOT_IMAGES)(
    'refuses %s named as a PNG or JPEG with 415, storing nothing',
    async (_, bytes) => {
      const before = storedFiles();
      for (const [name, type] of [
        ['avatar.png', 'image/png'],
        ['avatar.jpg', 'image/jpeg'],
        ['avatar.svg', 'image/svg+xml'],
      ]) {
        const response = await upload(name!, type!, bytes);
        expect(response.statusCode, name).toBe(415);
        errorMessage(response);
      }
      expect(storedFiles()).toEqual(before);
    },
  );

  it('refuses an image header followed by a page (GIF89a + HTML) with a 4xx', async () => {
    const before = storedFiles();
    const response = await upload('a.gif', 'image/gif', Buffer.from(`GIF89a${SCRIPT}`));
    expect([415, 422]).toContain(response.statusCode);
    errorMessage(response);
    expect(storedFiles()).toEqual(before);
  });

  it('re-encodes a polyglot (a real PNG with a page appended): the page does not survive', async () => {
    const polyglot = Buffer.concat([png, Buffer.from(`<html>${SCRIPT}</html>`)]);
    const response = await upload('../../../../tmp/evil.html', 'text/html', polyglot);
    expect(response.statusCode).toBe(200);
    const { url } = response.json() as { url: string };
    // A random name in the bucket, whatever the client called the file.
    expect(url).toMatch(/\/uploads\/profile-images\/[0-9a-f-]{36}\.png$/);
    expect(
      storedFiles().every((file) => /^(profile|company)-images\/[0-9a-f-]{36}\.\w+$/.test(file)),
    ).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/sandbox/);
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(16);
  });

  it('answers 413 with a message to a 50 MB file, and keeps nothing of it', async () => {
    const before = storedFiles();
    const huge = Buffer.concat([png, Buffer.alloc(50 * 1024 * 1024, 0x41)]);
    const response = await upload('huge.png', 'image/png', huge);
    expect(response.statusCode).toBe(413);
    errorMessage(response);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses pixel bombs with 413 or 422 and goes on serving', async () => {
    const before = storedFiles();
    for (const [name, bytes] of bombs) {
      const started = performance.now();
      const response = await upload('bomb.png', 'image/png', bytes);
      expect([413, 422], name).toContain(response.statusCode);
      expect(errorMessage(response), name).toMatch(/pixels|could not be read|large/);
      // Refused from the header, not after decoding gigabytes.
      expect(performance.now() - started, name).toBeLessThan(5_000);
    }
    expect(storedFiles()).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await upload('fine.png', 'image/png', png, 'company-images')).statusCode).toBe(200);
  });

  it('answers 4xx, never 5xx, to broken multipart bodies', async () => {
    const bodies: Array<[string, string | Buffer]> = [
      ['multipart/form-data', '--x\r\n'],
      ['multipart/form-data; boundary=x', 'garbage without boundaries'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--x--\r\n',
      ],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n' +
          'A'.repeat(64),
      ],
      ['application/json', '{"file":"iVBORw0KGgo="}'],
      ['image/png', png],
    ];
    for (const [type, payload] of bodies) {
      const response = await send(
        t,
        { method: 'POST', url: '/api/uploads/profile-images', payload, remoteAddress: freshIp() },
        { ...owner.headers, 'content-type': type },
      );
      expect(response.statusCode, `${type}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${type}: ${response.body}`).toBeLessThan(500);
      errorMessage(response);
    }
  });
});

describe.each(databaseKinds)('upload quota under parallel uploads on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { UPLOAD_QUOTA_MB: '0.1', UPLOAD_QUOTA_FILES: '5' });
  });
  afterAll(() => t.close());

  /** 40 uploads of `image` by one owner at once, each from its own address. */
  async function flood(owner: OwnerWithCard, image: Buffer) {
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => {
        const form = multipartFile('file', 'a.png', 'image/png', image);
        const request = { method: 'POST' as const, url: '/api/uploads/profile-images', ...form };
        return send(t, { ...request, remoteAddress: freshIp() }, owner.headers);
      }),
    );
    const rows = await t.deps.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.ownerId, owner.user.id));
    const files = readdirSync(t.uploadsDir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && rows.some((row) => row.key === entry.name),
    );
    return { statuses: responses.map((r) => r.statusCode), rows, files };
  }

  it('never lets 40 parallel uploads by one owner pass the file count', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const { statuses, rows, files } = await flood(owner, await tinyPng(4, 4));
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 413)).toHaveLength(35);
    expect(rows).toHaveLength(5);
    expect(files).toHaveLength(5);
  });

  it('never lets 40 parallel uploads by one owner pass the byte quota', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    // Random pixels do not compress: about 49 KB stored each, so two fit in 0.1 MB.
    const noise = await sharp(randomBytes(128 * 128 * 3), {
      raw: { width: 128, height: 128, channels: 3 },
    })
      .png()
      .toBuffer();
    const { statuses, rows, files } = await flood(owner, noise);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 413)).toHaveLength(38);
    expect(rows.reduce((sum, row) => sum + row.bytes, 0)).toBeLessThanOrEqual(
      t.config.uploadQuota.bytes,
    );
    expect(files).toHaveLength(2);
  });
});
