import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cards } from '#server/db/schema';
import type * as ImageWork from '#server/lib/image-work';
import { QR_DOTS, QR_LOGOS } from '#shared/schemas/qr-style';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

const APP_URL = 'https://cards.example';

/** Counts the images drawn (every sharp job goes through imageWork). */
const drawn = vi.hoisted(() => ({ jobs: 0 }));
vi.mock('#server/lib/image-work', async (original) => {
  const actual = await original<typeof ImageWork>();
  return {
    ...actual,
    imageWork: <T>(work: () => Promise<T>, by?: string) => {
      drawn.jobs += 1;
      return actual.imageWork(work, by);
    },
  };
});

/** What a phone's camera would read from the image: jsQR over the decoded pixels. */
async function decode(image: Buffer): Promise<{ text: string | null; width: number }> {
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  return { text: found?.data ?? null, width: info.width };
}

/**
 * A logo like real ones: a gradient, shapes and white lettering running to the edges. (Pure pixel
 * noise is no logo: at 1024 px and more, jsQR finds false finder patterns in it.)
 */
async function companyLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs><rect width="600" height="600" fill="url(#g)"/><circle cx="300" cy="230" r="120" fill="#fde68a"/><rect x="120" y="380" width="360" height="220" rx="150" fill="#0f172a"/><text x="40" y="120" font-size="90" font-family="sans-serif" fill="#ffffff">ACME</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe.each(databaseKinds)('QR code endpoints on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let otherHeaders: Record<string, string>;
  let card: { id: number; uuid: string; code: string };
  let handle: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL });
    const other = await t.createUser();
    const logoUrl = await t.deps.storage.put(
      'company-images',
      `${randomUUID()}.png`,
      await companyLogo(),
      'image/png',
    );
    const photoUrl = await t.deps.storage.put(
      'profile-images',
      `${randomUUID()}.png`,
      await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0ea5e9' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    handle = `jose-${randomUUID().slice(0, 8)}`;
    const owner = await t.subscribedOwner({
      card: {
        firstName: 'José',
        lastName: 'Núñez',
        companyImageUrl: logoUrl,
        profileImageUrl: photoUrl,
      },
      profile: { aliasSlug: handle, name: 'José' },
    });
    card = owner.card;
    headers = owner.headers;
    otherHeaders = bearer((await t.login(other.email, other.password)).accessToken);
  });
  afterAll(() => t.close());

  const putStyle = (payload: object, as = headers, id: number | string = card.id) =>
    t.app.inject({ method: 'PUT', url: `/api/cards/${id}/qr-style`, headers: as, payload });

  it('a new card has the default style: black on white, square, no logo', async () => {
    const response = await t.app.inject({ url: `/api/cards/${card.id}`, headers });
    expect(response.json()).toMatchObject({
      handle,
      qrStyle: { foreground: '#000000', background: '#FFFFFF', dots: 'square', logo: 'none' },
    });
  });

  it('saves a style with the card and answers it, colours normalised', async () => {
    const response = await putStyle({
      foreground: '#1e3a8a',
      background: '#fde68a',
      dots: 'rounded',
      logo: 'company',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      foreground: '#1E3A8A',
      background: '#FDE68A',
      dots: 'rounded',
      logo: 'company',
    });
    const card2 = await t.app.inject({ url: `/api/cards/${card.id}`, headers });
    expect(card2.json().qrStyle).toEqual(response.json());
  });

  it.each([
    [
      { foreground: '#777777', background: '#888888' },
      'These colours are too close to scan reliably: their contrast is 1.26:1',
    ],
    [{ foreground: '#FFFFFF', background: '#111827' }, 'QR codes need dark dots on a light'],
    [{ foreground: '#ffff00', background: '#ffffff' }, 'too close to scan reliably'],
    [{ foreground: 'black', background: '#FFFFFF' }, 'Colours are hex values such as #1F2937'],
    [{ foreground: '#000', background: '#FFFFFF' }, 'Colours are hex values such as #1F2937'],
    [{ dots: 'hearts' }, 'dots must be square, rounded or dots'],
    [{ logo: 'https://evil.example/x.png' }, 'logo must be none, company or profile'],
  ])('refuses %j with 400 and says why, keeping the saved style', async (change, message) => {
    const before = (await t.app.inject({ url: `/api/cards/${card.id}`, headers })).json().qrStyle;
    const response = await putStyle({
      foreground: '#000000',
      background: '#FFFFFF',
      dots: 'square',
      logo: 'none',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    const after = (await t.app.inject({ url: `/api/cards/${card.id}`, headers })).json().qrStyle;
    expect(after).toEqual(before);
  });

  it('refuses a style with a field missing', async () => {
    const response = await putStyle({ foreground: '#000000', background: '#FFFFFF' });
    expect(response.statusCode).toBe(400);
  });

  it("answers 401 without a token and 404 for another owner's card, changing nothing", async () => {
    const style = { foreground: '#000000', background: '#FFFFFF', dots: 'dots', logo: 'none' };
    const before = await t.deps.database.db.select().from(cards).where(eq(cards.id, card.id));
    expect((await putStyle(style, {})).statusCode).toBe(401);
    const theirs = await putStyle(style, otherHeaders);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ code: 'card_not_found', message: 'Card not found' });
    expect((await putStyle(style, headers, 99_999_999)).statusCode).toBe(404);
    const after = await t.deps.database.db.select().from(cards).where(eq(cards.id, card.id));
    expect(after[0]!.qrStyle).toEqual(before[0]!.qrStyle);
    for (const path of ['qr.svg', 'qr.png']) {
      const url = `/api/cards/${card.id}/${path}`;
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: otherHeaders })).statusCode).toBe(404);
    }
  });

  it.each([['255'], ['2049'], ['12.5'], ['big']])(
    'refuses qr.png?size=%s with 400',
    async (size) => {
      const response = await t.app.inject({
        url: `/api/cards/${card.id}/qr.png?size=${size}`,
        headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(
        'size must be a whole number of pixels from 256 to 2048',
      );
    },
  );

  const combinations = QR_DOTS.flatMap((dots) =>
    QR_LOGOS.flatMap((logo) =>
      [
        ['#000000', '#FFFFFF'],
        ['#7C2D12', '#FFEDD5'],
      ].map(([foreground, background]) => ({ dots, logo, foreground, background })),
    ),
  );

  it.each(combinations)('every style decodes to the share URL: %j', async (style) => {
    expect((await putStyle(style)).statusCode).toBe(200);
    const expected = `${APP_URL}/c/${card.code}?src=qr`;
    const png = await t.app.inject({ url: `/api/cards/${card.id}/qr.png?size=512`, headers });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(await decode(png.rawPayload)).toEqual({ text: expected, width: 512 });
    const svg = await t.app.inject({ url: `/api/cards/${card.id}/qr.svg`, headers });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    // Self-contained for print shops: the logo travels inside the file, nothing is fetched.
    expect(svg.body.includes('<image href="data:image/png;base64,')).toBe(style.logo !== 'none');
    expect(svg.body).not.toMatch(/href="https?:/);
    expect((await decode(await sharp(svg.rawPayload).png().toBuffer())).text).toBe(expected);
  });

  it('names the files as the product says, {firstName}-{lastName}-QR, and keeps them private', async () => {
    const png = await t.app.inject({ url: `/api/cards/${card.id}/qr.png?size=256`, headers });
    expect(png.headers['content-disposition']).toBe(
      `attachment; filename="Jose-Nunez-QR.png"; filename*=UTF-8''${encodeURIComponent('José-Núñez-QR.png')}`,
    );
    expect(png.headers['cache-control']).toBe('private, no-store');
    const svg = await t.app.inject({ url: `/api/cards/${card.id}/qr.svg`, headers });
    expect(svg.headers['content-disposition']).toContain('filename="Jose-Nunez-QR.svg"');
  });

  it('draws the largest print size, 2048 px, with a quiet zone of light modules', async () => {
    await putStyle({ foreground: '#000000', background: '#FFFFFF', dots: 'square', logo: 'none' });
    const png = await t.app.inject({ url: `/api/cards/${card.id}/qr.png?size=2048`, headers });
    const { data, info } = await sharp(png.rawPayload)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(2048);
    // The outer band (4 of the symbol's ~41 modules incl. quiet zone) is all background.
    const band = Math.floor((2048 / 41) * 3.5);
    for (let y = 0; y < band; y += 7)
      for (let x = 0; x < 2048; x += 13) expect(data[y * 2048 + x]).toBe(255);
    expect((await decode(png.rawPayload)).text).toBe(`${APP_URL}/c/${card.code}?src=qr`);
  });

  // Decision 031 changed this on purpose: the printed code carries the permanent /c/{code} address,
  // which opens the card's free page after a lapse (it was the uuid address; decision 031).
  it('keeps the permanent address once the subscription is no longer active', async () => {
    const [row] = await t.deps.database.db.select().from(cards).where(eq(cards.id, card.id));
    const { users } = await import('#server/db/schema');
    await t.deps.database.db
      .update(users)
      .set({ stripeSubscriptionStatus: 'canceled' })
      .where(eq(users.id, row!.ownerId!));
    const png = await t.app.inject({ url: `/api/cards/${card.id}/qr.png?size=384`, headers });
    expect((await decode(png.rawPayload)).text).toBe(`${APP_URL}/c/${card.code}?src=qr`);
  });

  it('draws a code once: repeats, even 24 at once, come from the cache until the card changes', async () => {
    await putStyle({ foreground: '#000000', background: '#FFFFFF', dots: 'square', logo: 'none' });
    const url = `/api/cards/${card.id}/qr.png?size=777`;
    const before = drawn.jobs;
    const first = await t.app.inject({ url, headers });
    expect(drawn.jobs).toBe(before + 1);
    const again = await Promise.all(
      Array.from({ length: 24 }, () => t.app.inject({ url, headers })),
    );
    expect(again.map((response) => response.statusCode)).toEqual(Array(24).fill(200));
    expect(again.every((response) => response.rawPayload.equals(first.rawPayload))).toBe(true);
    expect(drawn.jobs).toBe(before + 1);
    // Another size is another image; a new style is a new update time.
    await t.app.inject({ url: `/api/cards/${card.id}/qr.png?size=778`, headers });
    expect(drawn.jobs).toBe(before + 2);
    await putStyle({ foreground: '#1E3A8A', background: '#FFFFFF', dots: 'square', logo: 'none' });
    const restyled = await t.app.inject({ url, headers });
    expect(drawn.jobs).toBe(before + 3);
    expect(restyled.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it('limits each owner to 60 codes a minute of each format, with a message; not per address', async () => {
    const { card: own, headers: busyHeaders } = await t.ownerWithCard({
      card: { firstName: 'Busy', lastName: 'Bee' },
    });
    const answers = [];
    for (let i = 0; i < 120; i += 1) {
      const format = i % 2 ? 'qr.svg' : 'qr.png?size=256';
      answers.push(
        (await t.app.inject({ url: `/api/cards/${own.id}/${format}`, headers: busyHeaders }))
          .statusCode,
      );
    }
    expect(answers).toEqual(Array(120).fill(200));
    for (const format of ['qr.svg', 'qr.png?size=300']) {
      const refused = await t.app.inject({
        url: `/api/cards/${own.id}/${format}`,
        headers: busyHeaders,
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Too many requests\. Please try again in (1 minute|\d+ seconds)\.$/,
      );
    }
    // Another owner, from the same address, still gets theirs.
    const mine = await t.app.inject({ url: `/api/cards/${card.id}/qr.svg`, headers });
    expect(mine.statusCode).toBe(200);
  });
});
