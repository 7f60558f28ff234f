import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '#server/db/schema';
import type { SubscriptionStatus } from '#shared/schemas/auth';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

/**
 * Links as people type them, links that follow the card's (docs/product.md#links), and the rows a
 * visitor acts on (call, text, e-mail, WhatsApp, booking, directions, website), counted by `ping`.
 */
describe.each(databaseKinds)('links and contact rows on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      APP_URL: 'https://app.example',
      SHOP_URL: 'https://shop.example/',
    });
  });
  afterAll(() => t.close());

  /** Ada's card with every way to reach her filled in. */
  const owner = (status: SubscriptionStatus | null = 'active') =>
    t.ownerWithCard({
      user: { stripeSubscriptionStatus: status },
      card: {
        lastName: 'Lovelace',
        cellPhone: '+44 20 7946 0018',
        email: 'ada@example.com',
        workAddressStreet: '12 St James Square',
        workAddressCity: 'London',
        workAddressPostalCode: 'SW1Y 4JH',
        websiteUrl: 'https://ada.example',
      },
    });
  const putConfiguration = (id: number, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/cards/${id}/configuration`, headers, payload });
  const putProfile = (id: number, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/cards/${id}/profile`, headers, payload });

  it('stores links as people type them as full https URLs, on the card and on the profile', async () => {
    const { card, headers } = await owner();
    const saved = await putConfiguration(card.id, headers, {
      linkedInUrl: 'linkedin.com/in/ada',
      instagramUrl: '@ada.lovelace',
      twitterUrl: '@ada',
      tiktokUrl: '@ada',
      githubUrl: 'ada',
      youtubeUrl: '@ada',
      bookingUrl: 'calendly.com/ada/30min',
      whatsappPhone: '+44 7700 900123',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      linkedInUrl: 'https://linkedin.com/in/ada',
      instagramUrl: 'https://www.instagram.com/ada.lovelace',
      twitterUrl: 'https://x.com/ada',
      tiktokUrl: 'https://www.tiktok.com/@ada',
      githubUrl: 'https://github.com/ada',
      youtubeUrl: 'https://www.youtube.com/@ada',
      bookingUrl: 'https://calendly.com/ada/30min',
      whatsappPhone: '+44 7700 900123',
    });
    const profile = await putProfile(card.id, headers, { githubUrl: '@analytical-engine' });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().githubUrl).toBe('https://github.com/analytical-engine');
  });

  it('refuses what is still not an http(s) link or a phone number (400), and stores nothing', async () => {
    const { card, headers } = await owner();
    for (const payload of [
      { websiteUrl: 'javascript:alert(1)' },
      { instagramUrl: 'data:text/html,hi' },
      { githubUrl: 'not a handle' },
      { whatsappPhone: 'call me' },
    ]) {
      const response = await putConfiguration(card.id, headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const profile = await putProfile(card.id, headers, { tiktokUrl: 'javascript:alert(1)' });
    expect(profile.statusCode).toBe(400);
    const stored = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}`, headers });
    expect(stored.json().CardConfiguration).toMatchObject({
      websiteUrl: 'https://ada.example',
      instagramUrl: null,
      githubUrl: null,
      whatsappPhone: null,
    });
  });

  it("follows the card's links unless the profile has its own, and says which the page uses", async () => {
    const { card, headers } = await owner();
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${card.id}/profile`,
      headers,
    });
    expect(first.json()).toMatchObject({
      websiteUrl: 'https://ada.example',
      linkSources: { websiteUrl: 'card', githubUrl: null },
    });
    // A later edit on the card reaches the profile and its page.
    await putConfiguration(card.id, headers, { websiteUrl: 'ada.dev', githubUrl: '@ada' });
    const followed = await t.app.inject({
      method: 'GET',
      url: `/api/card-profiles/public/${card.uuid}`,
    });
    expect(followed.json()).toMatchObject({
      websiteUrl: 'https://ada.dev',
      githubUrl: 'https://github.com/ada',
    });
    // The profile's own wins; clearing it follows the card again.
    const own = await putProfile(card.id, headers, { websiteUrl: 'engines.example' });
    expect(own.json()).toMatchObject({
      websiteUrl: 'https://engines.example',
      linkSources: { websiteUrl: 'profile', githubUrl: 'card' },
    });
    const cleared = await putProfile(card.id, headers, { websiteUrl: '' });
    expect(cleared.json()).toMatchObject({
      websiteUrl: 'https://ada.dev',
      linkSources: { websiteUrl: 'card' },
    });
  });

  it('shows the rows a visitor acts on, with and without the subscription, and counts a followed one', async () => {
    for (const status of ['active', null] as const) {
      const { card, headers } = await owner(status);
      if (status === 'active') {
        await putConfiguration(card.id, headers, { whatsappPhone: '+44 7700 900123' });
      } else {
        await t.deps.database.db
          .update(cards)
          .set({ whatsappPhone: '+44 7700 900123' })
          .where(eq(cards.id, card.id));
      }
      const page = await t.app.inject({ method: 'GET', url: `/u/${card.uuid}` });
      expect(page.statusCode).toBe(200);
      const html = page.body;
      expect(html).toContain('href="tel:+442079460018"');
      expect(html).toContain('href="sms:+442079460018"');
      expect(html).toContain('href="mailto:ada@example.com"');
      expect(html).toContain('href="https://wa.me/447700900123"');
      expect(html).toContain(
        'href="https://www.google.com/maps/search/?api=1&amp;query=12%20St%20James%20Square%2C%20SW1Y%204JH%20London"',
      );
      expect(html).toContain('href="https://ada.example"');
      // Without script, 'Share' is not offered: the page's script reveals it.
      expect(html).toMatch(/<button type="button" data-share=""[^>]* hidden=""/);
    }
    const { card } = await owner();
    const click = await t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${card.uuid}/click?link=phone`,
      headers: { 'content-type': 'text/ping' },
      payload: 'PING',
    });
    expect(click.statusCode).toBe(204);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${card.uuid}/click?link=fax`,
      headers: { 'content-type': 'text/ping' },
      payload: 'PING',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("leads a visitor with an unknown link to the shop, not to the owners' sign-in", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/u/nobody-has-this-one' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('href="https://shop.example/"');
    expect(response.body).not.toContain('href="/"');
  });
});
