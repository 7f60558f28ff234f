import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPY } from '#shared/copy';
import { contrastRatio } from '#shared/design/contrast';
import { DESIGN_PRESETS } from '#shared/design/presets';
import { DesignPreset } from '#shared/schemas/profile-design';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

describe.each(databaseKinds)('profile design on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const put = (id: number, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/cards/${id}/profile`, headers, payload });
  const page = (key: string) => t.app.inject({ method: 'GET', url: `/u/${key}` });

  it('lists the presets to anyone, each with its colours, font and button style', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/design-presets' });
    expect(response.statusCode).toBe(200);
    const presets = response.json() as unknown[];
    expect(presets.length).toBeGreaterThanOrEqual(8);
    for (const preset of presets) expect(() => DesignPreset.parse(preset)).not.toThrow();
    expect(presets.map((preset) => (preset as { id: string }).id)).toEqual(
      DESIGN_PRESETS.map((preset) => preset.id),
    );
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/design-presets',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('starts as the original dark; a design sets the theme to its base, and the original theme picks its preset', async () => {
    const { card, headers } = await t.subscribedOwner();
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${card.id}/profile`,
      headers,
    });
    expect(first.json()).toMatchObject({
      theme: 'dark',
      design: {
        preset: 'dark',
        accent: null,
        font: 'system',
        buttonStyle: 'pill',
        layout: 'centered',
      },
    });
    const sand = await put(card.id, headers, {
      design: {
        preset: 'sand',
        accent: '#1D4ED8',
        font: 'inter',
        buttonStyle: 'outline',
        layout: 'left',
      },
    });
    expect(sand.statusCode).toBe(200);
    expect(sand.json()).toMatchObject({
      theme: 'light',
      design: {
        preset: 'sand',
        accent: '#1d4ed8',
        accentUsed: '#1d4ed8',
        font: 'inter',
        buttonStyle: 'outline',
        layout: 'left',
      },
    });
    // the original client changes the theme: its preset, the owner's other choices kept.
    const dark = await put(card.id, headers, { theme: 'dark' });
    expect(dark.json()).toMatchObject({
      theme: 'dark',
      design: { preset: 'dark', accent: '#1d4ed8', font: 'inter', buttonStyle: 'outline' },
    });
    // A preset alone brings its own look back.
    const forest = await put(card.id, headers, { design: { preset: 'forest' } });
    expect(forest.json()).toMatchObject({
      theme: 'dark',
      design: { preset: 'forest', accent: null, font: 'lora', buttonStyle: 'outline' },
    });
  });

  it('answers the readable shade of an accent too faint as text, and draws the page with it', async () => {
    const { card, headers } = await t.subscribedOwner();
    const response = await put(card.id, headers, {
      aliasSlug: `yellow-${card.id}`,
      design: { preset: 'light', accent: '#ffe14d' },
    });
    expect(response.statusCode).toBe(200);
    const { accentUsed } = response.json().design as { accentUsed: string };
    expect(accentUsed).not.toBe('#ffe14d');
    expect(contrastRatio(accentUsed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const html = (await page(`yellow-${card.id}`)).body;
    expect(html).toContain(`--cc-accent-text:${accentUsed}`);
    expect(html).toContain('--cc-accent:#ffe14d');
    expect(html).toContain('--cc-on-accent:#000000');
  });

  it.each([
    [{ preset: 'neon' }, COPY.designPresetUnknown],
    [{ preset: 'dark', accent: 'orange' }, COPY.accentColourFormat],
    [{ preset: 'dark', accent: '#fff' }, COPY.accentColourFormat],
    [
      { preset: 'dark', accent: '#ffffff;}</style><script>alert(1)</script>' },
      COPY.accentColourFormat,
    ],
    [
      { preset: 'dark', accent: 'red;background:url(https://evil.example)' },
      COPY.accentColourFormat,
    ],
    [{ preset: 'dark', font: 'comic-sans' }, COPY.designFontUnknown],
    [{ preset: 'dark', font: "inter'; } body { display:none" }, COPY.designFontUnknown],
    [{ preset: 'dark', buttonStyle: 'bevel' }, COPY.designButtonStyleUnknown],
    [{ preset: 'dark', layout: 'diagonal' }, COPY.designLayoutUnknown],
    [{ accent: '#123456' }, COPY.designPresetUnknown],
  ])('refuses the design %j with 400 and its reason, changing nothing', async (design, message) => {
    const { card, headers } = await t.subscribedOwner();
    await put(card.id, headers, { design: { preset: 'ocean' } });
    const response = await put(card.id, headers, { design });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${card.id}/profile`,
      headers,
    });
    expect(stored.json().design).toMatchObject({ preset: 'ocean', accent: null });
  });

  it('refuses a design field it does not know with 400', async () => {
    const { card, headers } = await t.subscribedOwner();
    const response = await put(card.id, headers, { design: { preset: 'dark', css: 'x' } });
    expect(response.statusCode).toBe(400);
  });

  it('needs the owner: another owner’s card is 404, no session 401', async () => {
    const { card } = await t.subscribedOwner();
    const other = await t.subscribedOwner();
    const design = { design: { preset: 'rose' } };
    expect((await put(card.id, other.headers, design)).statusCode).toBe(404);
    expect((await put(card.id, {}, design)).statusCode).toBe(401);
  });

  it('gives the page its font from this origin, preloaded, cached a year, and nothing for the system font', async () => {
    const { card, headers } = await t.subscribedOwner();
    await put(card.id, headers, { aliasSlug: `fonts-${card.id}`, design: { preset: 'midnight' } });
    const html = (await page(`fonts-${card.id}`)).body;
    const preload = html.match(
      /<link rel="preload" href="(\/fonts\/inter-latin-wght-normal\.[0-9a-f]{12}\.woff2)" as="font" type="font\/woff2" crossorigin>/,
    );
    expect(preload).not.toBeNull();
    expect(html).toContain("font-family:'Inter Variable'");
    expect(html).toContain('font-display:swap');
    expect(html).not.toContain('Roboto');
    const font = await t.app.inject({ method: 'GET', url: preload![1]! });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');

    await put(card.id, headers, { design: { preset: 'dark' } });
    const plain = (await page(`fonts-${card.id}`)).body;
    expect(plain).not.toContain('/fonts/');
    expect(plain).not.toContain('@font-face');
  });

  it('serves no other file under /fonts', async () => {
    for (const url of [
      '/fonts/inter-latin-wght-normal.woff2',
      '/fonts/..%2F..%2Fpackage.json',
      '/fonts/%2e%2e/%2e%2e/package.json',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const faces = await t.app.inject({ method: 'GET', url: '/fonts/faces.css' });
    expect(faces.statusCode).toBe(200);
    for (const family of [
      'Inter',
      'Roboto',
      'Lora',
      'Montserrat',
      'Playfair Display',
      'Source Sans 3',
    ]) {
      expect(faces.body).toContain(`font-family:'${family} Variable'`);
    }
  });
});
