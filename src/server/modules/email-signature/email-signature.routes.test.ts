import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, users } from '#server/db/schema';
import { shareUrl } from '#shared/cards/share-url';
import { CARD_CONFIGURATION_FIELDS } from '#shared/schemas/cards';
import { activeContent, parseHtml } from '#tests/support/parse-html';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

const APP_URL = 'https://cards.example';

describe.each(databaseKinds)('GET /api/cards/{id}/email-signature on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL });
  });
  afterAll(() => t.close());

  const signature = (id: number | string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/cards/${id}/email-signature`, headers });

  /** Where the signature's 'Save my contact' link points, read from the parsed HTML. */
  function saveContactHref(html: string): string | null {
    const links = [...parseHtml(html).querySelectorAll('a')];
    return links.find((a) => a.textContent === 'Save my contact')?.getAttribute('href') ?? null;
  }

  it("answers 401 without a token, and 404 for another owner's card or one that does not exist", async () => {
    const mine = await t.subscribedOwner();
    const theirs = await t.subscribedOwner({
      card: { firstName: 'Secret', email: 'secret@x.example' },
    });
    expect((await signature(mine.card.id)).statusCode).toBe(401);
    for (const id of [theirs.card.id, 99_999_999]) {
      const response = await signature(id, mine.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'card_not_found', message: 'Card not found' });
      expect(response.body).not.toContain('Secret');
    }
    expect((await signature(theirs.card.id, theirs.headers)).statusCode).toBe(200);
  });

  it("links Save my contact to the card's permanent /c/{code}?src=email address, through renames and lapses", async () => {
    const { user, card, headers } = await t.subscribedOwner();
    const handle = `ada-${randomUUID().slice(0, 8)}`;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}/profile`,
      headers,
      payload: { aliasSlug: handle, name: 'Ada' },
    });
    expect(saved.statusCode).toBe(200);

    const subscribed = await signature(card.id, headers);
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.headers['cache-control']).toBe('no-store');
    // Decision 031 changes this on purpose: a signature is sent once and kept, so it carries the
    // address no rename or lapse breaks, not the handle (decision 031).
    const codeUrl = `${APP_URL}/c/${card.code}?src=email`;
    expect(card.code).toMatch(/^[0-9a-z]{8}$/);
    expect(codeUrl).toBe(
      shareUrl(APP_URL, { uuid: card.uuid, code: card.code, handle, active: true }, 'email'),
    );
    expect(saveContactHref(subscribed.json().html)).toBe(codeUrl);
    expect(subscribed.json().text).toContain(`Save my contact: ${codeUrl}`);

    // The subscription lapses: the same address, which now opens the card's free page.
    await t.deps.database.db
      .update(users)
      .set({ stripeSubscriptionStatus: 'canceled' })
      .where(eq(users.id, user.id));
    const lapsed = (await signature(card.id, headers)).json();
    expect(saveContactHref(lapsed.html)).toBe(codeUrl);
    expect(lapsed.text.split('\n').at(-1)).toBe(`Save my contact: ${codeUrl}`);
  });

  it('uses the permanent address for a subscribed owner without a handle', async () => {
    const { card, headers } = await t.subscribedOwner();
    const { html } = (await signature(card.id, headers)).json();
    expect(saveContactHref(html)).toBe(`${APP_URL}/c/${card.code}?src=email`);
  });

  it("shows the card's own uploaded photo by absolute URL, 80 px on its longer side", async () => {
    const wide = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#0ea5e9' },
    })
      .png()
      .toBuffer();
    const photoUrl = await t.deps.storage.put(
      'profile-images',
      `${randomUUID()}.png`,
      wide,
      'image/png',
    );
    expect(photoUrl.startsWith(`${APP_URL}/uploads/profile-images/`)).toBe(true);
    const { card, headers } = await t.ownerWithCard({
      card: { lastName: 'Lovelace', profileImageUrl: photoUrl },
    });
    const image = parseHtml((await signature(card.id, headers)).json().html).querySelector('img');
    expect(image?.getAttribute('src')).toBe(photoUrl);
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['80', '60']);
    expect(image?.getAttribute('alt')).toBe('Ada Lovelace');

    // The file is gone, or the URL is not one of ours: no image rather than a broken one.
    const gone = `${APP_URL}/uploads/profile-images/${randomUUID()}.png`;
    for (const profileImageUrl of [gone, 'https://elsewhere.example/tracker.png']) {
      await t.deps.database.db.update(cards).set({ profileImageUrl }).where(eq(cards.id, card.id));
      const html = (await signature(card.id, headers)).json().html as string;
      expect(parseHtml(html).querySelectorAll('img')).toHaveLength(0);
    }
  });

  it.each(['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'])(
    'escapes %s in every stored field: no markup comes of it, and the text reads back exactly',
    async (attack) => {
      const fields = Object.fromEntries(CARD_CONFIGURATION_FIELDS.map((field) => [field, attack]));
      const { card, headers } = await t.ownerWithCard({ card: fields });
      const response = await signature(card.id, headers);
      expect(response.statusCode).toBe(200);
      const { html, text } = response.json() as { html: string; text: string };
      const document = parseHtml(html);
      expect(activeContent(document)).toEqual([]);
      expect(document.querySelectorAll('script, img')).toHaveLength(0);
      const cells = [...document.querySelectorAll('td td')].map((cell) => cell.textContent);
      expect(cells).toEqual([
        `${attack} ${attack}`,
        `${attack} · ${attack}`,
        `Mobile: ${attack}`,
        `Office: ${attack}`,
        attack,
        'Save my contact',
      ]);
      expect([...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
        `${APP_URL}/c/${card.code}?src=email`,
      ]);
      expect(text.split('\n').slice(0, 5)).toEqual([
        `${attack} ${attack}`,
        `${attack} · ${attack}`,
        `Mobile: ${attack}`,
        `Office: ${attack}`,
        attack,
      ]);
    },
  );
});
