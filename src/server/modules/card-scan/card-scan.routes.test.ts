import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, uploads } from '#server/db/schema';
import { createOcrPool } from '#server/lib/ocr-pool';
import { COPY } from '#shared/copy';
import { ScanResult } from '#shared/schemas/capture';
import { CARD_PEOPLE, cardStyle, photographCard } from '#tests/support/business-cards';
import { blackPng } from '#tests/support/long-png';
import { multipartFile } from '#tests/support/multipart';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { SCANS_PER_MINUTE } from './scan-card';

// Scanning a paper card (docs/product.md#capture): POST /api/leads/scan.

/** Oliver Bennett's card: a logo, a serif font, turned 4.8°, a British number without +44. */
const BENNETT = 2;

async function signedIn(t: TestApp) {
  const user = await t.createUser();
  return bearer((await t.login(user.email, user.password)).accessToken);
}

const scan = (
  t: TestApp,
  headers: Record<string, string>,
  file: ReturnType<typeof multipartFile>,
  url = '/api/leads/scan',
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...file.headers },
    payload: file.payload,
  });

describe.each(databaseKinds)('POST /api/leads/scan on %s', (kind) => {
  let t: TestApp;
  let photo: Buffer;
  beforeAll(async () => {
    t = await createTestApp(kind);
    photo = await photographCard(CARD_PEOPLE[BENNETT]!, cardStyle(BENNETT), BENNETT);
  });
  afterAll(() => t.close());

  it('reads the card and answers its fields and text, storing nothing', async () => {
    const headers = await signedIn(t);
    const response = await scan(
      t,
      { ...headers, 'accept-language': 'en-GB,en;q=0.9' },
      {
        ...multipartFile('file', 'IMG_0001.jpg', 'image/jpeg', photo),
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = ScanResult.parse(response.json());
    expect(body.fields).toEqual({
      firstName: 'Oliver',
      lastName: 'Bennett',
      email: 'oliver@bennetthale.co.uk',
      // Printed as 020 7946 0958: the browser's region (en-GB) placed it.
      phone: '+44 20 7946 0958',
      company: 'Bennett & Hale Ltd',
      title: 'Director of Engineering',
      website: 'www.bennetthale.co.uk',
      address: '221 Baker Street, London NW1 6XE',
    });
    expect(body.text).toContain('Oliver Bennett');
    expect(body.text).toContain('020 7946 0958');
    expect(body.confidence).toBeGreaterThan(60);
    expect(body.confidence).toBeLessThanOrEqual(100);
    // Nothing stored: no lead, no upload row, no file.
    expect(await t.deps.database.db.select().from(leads)).toEqual([]);
    expect(await t.deps.database.db.select().from(uploads)).toEqual([]);
    expect(readdirSync(t.uploadsDir)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const response = await scan(t, {}, multipartFile('file', 'a.jpg', 'image/jpeg', photo));
    expect(response.statusCode).toBe(401);
  });

  it('answers 413 for a photo over 10 MB', async () => {
    const headers = await signedIn(t);
    const big = Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024, 1)]);
    const response = await scan(t, headers, multipartFile('file', 'big.jpg', 'image/jpeg', big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'image_too_large', message: COPY.imageTooLarge });
  });

  it('answers 415 for what is no JPEG, PNG or WebP photo, whatever its name says', async () => {
    const headers = await signedIn(t);
    const text = Buffer.from('Jane Doe\nSales Manager\njane@acme.com\n');
    const named = await scan(t, headers, multipartFile('file', 'card.jpg', 'image/jpeg', text));
    expect(named.statusCode).toBe(415);
    expect(named.json()).toEqual({ code: 'scan_not_an_image', message: COPY.scanNotAnImage });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const animated = await scan(t, headers, multipartFile('file', 'card.gif', 'image/gif', gif));
    expect(animated.statusCode).toBe(415);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/leads/scan',
      headers,
      payload: { file: photo.toString('base64') },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({
      code: 'send_image_as_multipart',
      message: COPY.sendImageAsMultipart,
    });
  });

  it('answers 400 for a broken or empty multipart body', async () => {
    const headers = await signedIn(t);
    const { payload, headers: multipart } = multipartFile('file', 'a.jpg', 'image/jpeg', photo);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/leads/scan',
      headers: { ...headers, ...multipart },
      // The closing boundary never comes.
      payload: payload.subarray(0, payload.length - 40),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ code: 'invalid_multipart', message: COPY.invalidMultipart });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/leads/scan',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: 'unable_to_find_file', message: COPY.unableToFindFile });
  });

  it('refuses from the header what no card needs (422), before decoding it', async () => {
    const headers = await signedIn(t);
    const started = Date.now();
    const response = await scan(
      t,
      headers,
      multipartFile('file', 'long.png', 'image/png', blackPng(1, 49_000_000)),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'image_out_of_bounds',
      message: COPY.imageOutOfBounds,
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers 429 past 30 scans a minute per owner, and another owner scans on', async () => {
    const headers = await signedIn(t);
    const notAPhoto = multipartFile('file', 'a.jpg', 'image/jpeg', Buffer.from('not a photo'));
    for (let i = 0; i < SCANS_PER_MINUTE; i += 1) {
      expect((await scan(t, headers, notAPhoto)).statusCode).toBe(415);
    }
    const refused = await scan(t, headers, notAPhoto);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'scan_too_many', message: COPY.scanTooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await scan(t, await signedIn(t), notAPhoto)).statusCode).toBe(415);
    t.clock.advance(61_000);
    expect((await scan(t, headers, notAPhoto)).statusCode).toBe(415);
  });

  it('answers 400 for a country that is no two-letter code', async () => {
    const headers = await signedIn(t);
    const response = await scan(
      t,
      headers,
      multipartFile('file', 'a.jpg', 'image/jpeg', photo),
      '/api/leads/scan?country=GBR',
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/leads/scan when the OCR cannot keep up', () => {
  it('answers 503 when the card takes longer than the time limit, and ends that work', async () => {
    const ocr = createOcrPool({ workers: 1, timeoutMs: 1 });
    const t = await createTestApp('pglite', {}, { ocr });
    try {
      const photo = await photographCard(CARD_PEOPLE[0]!, cardStyle(0), 0);
      const response = await scan(
        t,
        await signedIn(t),
        multipartFile('file', 'a.jpg', 'image/jpeg', photo),
      );
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'scan_too_slow', message: COPY.scanTooSlow });
      expect(ocr.load()).toEqual({ running: 0, waiting: 0 });
    } finally {
      await t.close();
    }
  });

  it('answers 503 at once when the queue is full', async () => {
    const ocr = createOcrPool({ workers: 1, queueLimit: 0 });
    const t = await createTestApp('pglite', {}, { ocr });
    const headers = await signedIn(t);
    const photo = await photographCard(CARD_PEOPLE[1]!, cardStyle(1), 1);
    const file = multipartFile('file', 'a.jpg', 'image/jpeg', photo);
    const first = scan(t, headers, file);
    try {
      await expect.poll(() => ocr.load().running, { timeout: 10_000 }).toBe(1);
      const second = await scan(t, await signedIn(t), file);
      expect(second.statusCode).toBe(503);
      expect(second.json()).toEqual({ code: 'scan_busy', message: COPY.scanBusy });
    } finally {
      // Closing ends the scan in flight: it is answered, not left hanging.
      await ocr.close();
      expect((await first).statusCode).toBe(503);
      await t.close();
    }
  });
});
