import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardProfiles, cards } from '#server/db/schema';
import { lockedByTeamMessage, COPY } from '#shared/copy';
import { callAs, teamWithAssignedCard } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

/**
 * The team template's design (docs/product.md#teams): a company's colours, font and look, each part
 * lockable.
 */
describe.each(databaseKinds)("the team template's design on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = callAs(t);
  });
  afterAll(() => t.close());

  const BRAND = {
    values: {
      company: 'Northwind Studio',
      preset: 'ocean',
      accent: '#0F766E',
      font: 'inter',
      buttonStyle: 'outline',
      layout: 'left',
    },
    locked: ['preset', 'accent', 'font'],
  };

  /** A team whose member holds one team card with a profile and a handle, and one pooled card. */
  async function teamWithProfile(handle: string) {
    const team = await teamWithAssignedCard(t, { subscribed: true });
    const profile = (body: object) =>
      call('PUT', `/api/cards/${team.heldId}/profile`, team.member.headers, body);
    const named = await profile({ aliasSlug: handle, design: { preset: 'midnight' } });
    expect(named.statusCode, named.body).toBe(200);
    return { ...team, profile };
  }
  const designOf = async (cardId: number) =>
    (
      await t.deps.database.db.select().from(cardProfiles).where(eq(cardProfiles.cardId, cardId))
    )[0]!;

  it("puts the company's design on every member's page, and refuses a change of a locked part with 403", async () => {
    const { admin, teamId, heldId, profile } = await teamWithProfile('brand-member');
    const saved = await call('PUT', `/api/teams/${teamId}/template`, admin.headers, BRAND);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      values: { ...BRAND.values, accent: '#0f766e' },
      changedCards: 1,
    });
    expect(await designOf(heldId)).toMatchObject({
      theme: 'light',
      design: {
        preset: 'ocean',
        accent: '#0f766e',
        font: 'inter',
        buttonStyle: 'outline',
        layout: 'left',
      },
    });
    const page = await t.app.inject({ method: 'GET', url: '/u/brand-member' });
    expect(page.body).toContain('data-preset="ocean"');
    expect(page.body).toContain('--cc-accent:#0f766e');
    expect(page.body).toMatch(/rel="preload"[^>]*inter/i);

    // A locked part is the template's; the member's design keeps it and changes the rest.
    const accent = await profile({
      design: { preset: 'ocean', accent: '#be123c', font: 'inter' },
    });
    expect(accent.statusCode).toBe(403);
    expect(accent.json().message).toBe(lockedByTeamMessage('Northwind', ['Accent colour']));
    const everything = await profile({ design: { preset: 'dark' } });
    expect(everything.statusCode).toBe(403);
    expect(everything.json().message).toBe(
      lockedByTeamMessage('Northwind', ['Profile design', 'Accent colour', 'Font']),
    );
    // The original theme alone would change the preset: refused too.
    expect((await profile({ theme: 'dark' })).statusCode).toBe(403);
    const own = await profile({
      design: {
        preset: 'ocean',
        accent: '#0f766e',
        font: 'inter',
        buttonStyle: 'pill',
        layout: 'centered',
      },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().design).toMatchObject({ buttonStyle: 'pill', layout: 'centered' });
    expect((await designOf(heldId)).design).toMatchObject({ preset: 'ocean', accent: '#0f766e' });

    // Saved again, the template leaves the member's unlocked choices alone.
    const again = await call('PUT', `/api/teams/${teamId}/template`, admin.headers, BRAND);
    expect(again.json().changedCards).toBe(0);
    expect((await designOf(heldId)).design).toMatchObject({
      buttonStyle: 'pill',
      layout: 'centered',
    });
  });

  it('gives a new profile and a pooled card’s page the template’s design', async () => {
    const { admin, member, memberId, teamId, pooledId } = await teamWithProfile('brand-new');
    const [pooled] = await t.deps.database.db.select().from(cards).where(eq(cards.id, pooledId));
    // Read (and cached) before the template sets a design: the save drops it.
    const before = await t.app.inject({ method: 'GET', url: `/u/${pooled!.uuid}` });
    expect(before.body).toContain('data-preset="dark"');
    t.clock.advance(1_000);
    await call('PUT', `/api/teams/${teamId}/template`, admin.headers, BRAND);
    const page = await t.app.inject({ method: 'GET', url: `/u/${pooled!.uuid}` });
    expect(page.headers.etag).not.toBe(before.headers.etag);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-preset="ocean"');
    expect(page.body).toContain('--cc-accent:#0f766e');

    await call('POST', `/api/teams/${teamId}/cards/${pooledId}/assign`, admin.headers, {
      memberId,
    });
    const read = await call('GET', `/api/cards/${pooledId}/profile`, member.headers);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      theme: 'light',
      design: { preset: 'ocean', accent: '#0f766e', font: 'inter', layout: 'left' },
    });
  });

  it('moves a profile to the preset of a template theme of the other base', async () => {
    const { admin, teamId, heldId } = await teamWithProfile('brand-theme');
    expect((await designOf(heldId)).design.preset).toBe('midnight');
    const light = { values: { theme: 'light' }, locked: ['theme'] };
    expect(
      (await call('POST', `/api/teams/${teamId}/template/preview`, admin.headers, light)).json(),
    ).toEqual({ changingCards: 1 });
    await call('PUT', `/api/teams/${teamId}/template`, admin.headers, light);
    expect(await designOf(heldId)).toMatchObject({ theme: 'light', design: { preset: 'light' } });
    expect(
      (await call('POST', `/api/teams/${teamId}/template/preview`, admin.headers, light)).json(),
    ).toEqual({ changingCards: 0 });
  });

  it('refuses a bad design in the template with 400 and keeps the stored one', async () => {
    const { admin, teamId } = await teamWithProfile('brand-bad');
    await call('PUT', `/api/teams/${teamId}/template`, admin.headers, BRAND);
    const refusals: Array<[object, string]> = [
      [{ accent: 'red;background:url(x)' }, COPY.accentColourFormat],
      [{ preset: 'neon' }, COPY.designPresetUnknown],
      [{ font: 'comic-sans' }, COPY.designFontUnknown],
      [{ buttonStyle: 'round' }, COPY.designButtonStyleUnknown],
      [{ layout: 'grid' }, COPY.designLayoutUnknown],
      [{ theme: 'dark' }, COPY.templateThemeContradictsPreset],
    ];
    for (const [change, message] of refusals) {
      const response = await call('PUT', `/api/teams/${teamId}/template`, admin.headers, {
        ...BRAND,
        values: { ...BRAND.values, ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const stored = await call('GET', `/api/teams/${teamId}/template`, admin.headers);
    expect(stored.json().values).toEqual({ ...BRAND.values, accent: '#0f766e' });
  });
});
