import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPY } from '#shared/copy';
import { blackPng } from '#tests/support/long-png';
import { multipartFile } from '#tests/support/multipart';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';

/** A real photo-like JPEG carrying EXIF (camera, artist, GPS) that must not survive. */
async function jpegWithExif(width = 2000, height = 1500) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Spy 3000', Artist: 'Ada Lovelace' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

describe('image uploads', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const user = await t.createUser();
    headers = bearer((await t.login(user.email, user.password)).accessToken);
  });
  afterAll(() => t.close());

  const upload = (bucket: string, file: ReturnType<typeof multipartFile>, auth = headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/uploads/${bucket}`,
      headers: { ...auth, ...file.headers },
      payload: file.payload,
    });

  const storedFile = (url: string) => {
    const { pathname } = new URL(url);
    return readFile(path.join(t.uploadsDir, pathname.replace(/^\/uploads\//, '')));
  };

  it('re-encodes a JPEG: metadata gone, long side at most 1024 px, random name', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(
      'profile-images',
      multipartFile('file', 'me.jpg', 'image/jpeg', original),
    );
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/uploads\/profile-images\/[0-9a-f-]{36}\.jpg$/);
    const stored = await storedFile(url);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 768 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Spy 3000'))).toBe(false);
    expect(stored.includes(Buffer.from('Ada Lovelace'))).toBe(false);

    // And the app serves it, cacheable for a year.
    const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
  });

  it('keeps a PNG a PNG in the company-images bucket; a GIF becomes a PNG', async () => {
    const png = await sharp({
      create: { width: 300, height: 120, channels: 4, background: '#112233' },
    })
      .png()
      .toBuffer();
    const response = await upload(
      'company-images',
      multipartFile('file', 'logo.png', 'image/png', png),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/\/uploads\/company-images\/[0-9a-f-]{36}\.png$/);
    expect((await sharp(await storedFile(response.json().url)).metadata()).width).toBe(300);

    const gif = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#ff0000' },
    })
      .gif()
      .toBuffer();
    const gifResponse = await upload(
      'profile-images',
      multipartFile('file', 'a.gif', 'image/gif', gif),
    );
    expect(gifResponse.json().url).toMatch(/\.png$/);
  });

  it('decides the type from the bytes: HTML named .png and SVG with script answer 415', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const fake = await upload(
      'profile-images',
      multipartFile('file', 'innocent.png', 'image/png', html),
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({
      code: 'unsupported_image_type',
      message: 'Only PNG, JPEG, GIF or WebP images can be uploaded',
    });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(
      (await upload('profile-images', multipartFile('file', 'x.svg', 'image/svg+xml', svg)))
        .statusCode,
    ).toBe(415);
  });

  it('answers 413 for a file over 10 MB', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 1);
    const response = await upload(
      'profile-images',
      multipartFile('file', 'big.jpg', 'image/jpeg', big),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'image_too_large',
      message: 'Images can be at most 10 MB',
    });
  });

  it('refuses an image with an absurd pixel count (422)', async () => {
    // A tiny PNG whose header claims 30 000 x 30 000: decoding it would take gigabytes.
    const bomb = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(30_000, 16);
    bomb.writeUInt32BE(30_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const response = await upload(
      'profile-images',
      multipartFile('file', 'bomb.png', 'image/png', bomb),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'image_out_of_bounds',
      message: COPY.imageOutOfBounds,
    });
  });

  it.each(['profile-images', 'company-images', 'cover-images'])(
    'refuses on %s from the header, at once, what no card needs: 1 x 49 000 000, 10 001 x 1, 21:1',
    async (bucket) => {
      const images: Array<[string, Buffer]> = [
        // About 95 KB, under 50 megapixels, yet minutes of work and gigabytes once decoded.
        ['long', blackPng(1, 49_000_000)],
        ['wide', blackPng(10_001, 1)],
        ['narrow', blackPng(2100, 100)],
        ['too many pixels', blackPng(5001, 5001)],
      ];
      for (const [name, bytes] of images) {
        const started = Date.now();
        const response = await upload(
          bucket,
          multipartFile('file', 'long.png', 'image/png', bytes),
        );
        expect(Date.now() - started, name).toBeLessThan(2000);
        expect(response.statusCode, name).toBe(422);
        expect(response.json(), name).toEqual({
          code: 'image_out_of_bounds',
          message: COPY.imageOutOfBounds,
        });
      }
    },
  );

  it('still accepts an image at the bounds: 10 000 x 500 (20:1) and 5000 x 5000', async () => {
    for (const bytes of [blackPng(10_000, 500), blackPng(5000, 5000)]) {
      const response = await upload(
        'profile-images',
        multipartFile('file', 'edge.png', 'image/png', bytes),
      );
      expect(response.statusCode).toBe(200);
    }
  });

  it('answers 401 without a token, 400 without a file, 404 for another bucket', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(
      (await upload('profile-images', multipartFile('file', 'a.png', 'image/png', png), {}))
        .statusCode,
    ).toBe(401);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/profile-images',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(empty.statusCode).toBe(400);
    expect(
      (await upload('secrets', multipartFile('file', 'a.png', 'image/png', png))).statusCode,
    ).toBe(404);
  });
});
