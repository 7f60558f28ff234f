import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardProfiles, cards, users } from '#server/db/schema';
import { multipartFile } from '#tests/support/multipart';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { buildVCard, vcardFileName } from './build-vcard';
import { foldLine } from './vcard-format';
import { VCARD_PHOTO_MAX_BYTES, vcardPhoto } from './vcard-photo';

type Property = {
  name: string;
  getFirstValue(): unknown;
  getParameter(name: string): unknown;
  toJSON(): unknown[];
};

/**
 * A large, detailed photo: 1600×1200 of random 4-px blocks, so even at the vCard's 400 px every
 * pixel differs from its neighbours (an ordinary photo compresses far better).
 */
async function noisyPhoto(): Promise<Buffer> {
  const [width, height] = [400, 300];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .resize(width * 4, height * 4, { kernel: 'nearest' })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** Every content line, unfolded (RFC 6350 §3.2), as name (with parameters) and value. */
function contentLines(body: string): Array<{ name: string; value: string }> {
  return body
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return { name: line.slice(0, colon), value: line.slice(colon + 1) };
    });
}

/** The URL lines and their labels, unfolded, in order. */
function urlLines(body: string): string[] {
  return body
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter((line) => /^(item\d+\.)?(URL|X-ABLabel)[;:]/i.test(line));
}

function parse(body: string) {
  const component = new ICAL.Component(ICAL.parse(body) as unknown as unknown[]);
  const props = component.getAllProperties() as unknown as Property[];
  const all = (name: string) => props.filter((p) => p.name === name);
  return { props, all, first: (name: string) => all(name)[0]?.getFirstValue() };
}

describe('vCard download', () => {
  let t: TestApp;
  let full: { uuid: string };
  let empty: { uuid: string };
  let separators: { uuid: string };
  let blankish: { uuid: string };
  let company: { uuid: string };
  let noisy: { uuid: string };
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const owner = await t.createUser();
    const headers = bearer((await t.login(owner.email, owner.password)).accessToken);
    const upload = async (name: string, type: string, bytes: Buffer) => {
      const form = multipartFile('file', name, type, bytes);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/uploads/profile-images',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
      expect(uploaded.statusCode).toBe(200);
      return uploaded.json<{ url: string }>().url;
    };
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer();
    const photoUrl = await upload('me.png', 'image/png', photo);
    const noisyUrl = await upload('noise.jpg', 'image/jpeg', await noisyPhoto());
    const rows = await t.deps.database.db
      .insert(cards)
      .values([
        {
          ownerId: owner.id,
          shopifyProductTitle: 'Metal',
          firstName: 'Zoë',
          lastName: "O'Brien; Jr",
          workOrganization: 'Acme, Inc.',
          workTitle: 'Chief Engineer',
          workRole: 'Engineering',
          email: 'zoe@example.com',
          workEmail: 'zoe@acme.example',
          alternateEmail: 'zoe.alt@example.com',
          cellPhone: '+1 555 0100',
          workPhone: '+1 555 0101',
          workFax: '+1 555 0102',
          alternatePhone: '+1 555 0103',
          workAddressStreet: '1 Main St, Suite 5',
          workAddressCity: 'Springfield',
          workAddressState: 'IL',
          workAddressPostalCode: '62701',
          workUrl: 'https://acme.example',
          websiteUrl: 'https://zoe.example',
          linkedInUrl: 'https://www.linkedin.com/in/zoe',
          twitterUrl: 'https://x.com/zoe',
          note: 'Line one\nLine two, with comma; and semicolon \\ backslash',
          profileImageUrl: photoUrl,
        },
        // A hostile field trying to add its own EMAIL line.
        {
          ownerId: owner.id,
          shopifyProductTitle: 'Bamboo',
          firstName: 'Eve',
          workTitle: 'Boss\r\nEMAIL:evil@x.example',
        },
        // Unicode line separators (stored before validation refused them, or by an import).
        {
          ownerId: owner.id,
          shopifyProductTitle: 'Paper',
          firstName: 'Li\u2028ne',
          lastName: 'Para\u2029graph',
          workTitle: 'Next\u0085EMAIL:evil@x.example',
          note: 'a\u2028b\u2029c\u0085d',
          workAddressCity: 'Spring\u2028field',
        },
        // Fields of nothing but spaces and separators: each would be an empty property.
        {
          ownerId: owner.id,
          shopifyProductTitle: 'Wood',
          firstName: ' \u0085 ',
          lastName: '\u2028',
          workOrganization: '\u0085 ',
          workTitle: '\u2029',
          email: '   ',
          cellPhone: ' ',
          websiteUrl: '  ',
          note: ' \u2028 ',
          workAddressCity: '\u0085',
        },
        // A company's card: no person's name.
        {
          ownerId: owner.id,
          shopifyProductTitle: 'Metal',
          workOrganization: 'Acme Studio',
          email: 'hello@acme.example',
        },
        {
          ownerId: owner.id,
          shopifyProductTitle: 'Metal',
          firstName: 'Noisy',
          profileImageUrl: noisyUrl,
        },
      ])
      .returning({ uuid: cards.uuid });
    [full, empty, separators, blankish, company, noisy] = rows as [
      { uuid: string },
      { uuid: string },
      { uuid: string },
      { uuid: string },
      { uuid: string },
      { uuid: string },
    ];
  });
  afterAll(() => t.close());

  const download = (uuid: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/vcard/${uuid}/download${query}` });

  it('answers a vCard 3.0 attachment named after the person, with every filled field typed', async () => {
    const response = await download(full.uuid, '?action=vcf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Zoe-OBrienJr.vcf"');
    const card = parse(response.body);
    expect(card.first('version')).toBe('3.0');
    expect(card.first('fn')).toBe("Zoë O'Brien; Jr");
    expect(card.all('n')[0]!.toJSON()[3]).toEqual(["O'Brien; Jr", 'Zoë', '', '', '']);
    expect(card.first('org')).toBe('Acme, Inc.');
    expect(card.first('title')).toBe('Chief Engineer');
    expect(card.first('role')).toBe('Engineering');
    const typed = (name: string) =>
      card.all(name).map((p) => [String(p.getParameter('type')), p.getFirstValue()]);
    expect(typed('email')).toEqual([
      ['INTERNET,PREF', 'zoe@example.com'],
      ['INTERNET,WORK', 'zoe@acme.example'],
      ['INTERNET,HOME', 'zoe.alt@example.com'],
    ]);
    expect(typed('tel')).toEqual([
      ['CELL,VOICE,PREF', '+1 555 0100'],
      ['WORK,VOICE', '+1 555 0101'],
      ['WORK,FAX', '+1 555 0102'],
      ['OTHER,VOICE', '+1 555 0103'],
    ]);
    expect(card.all('adr')[0]!.toJSON()[3]).toEqual([
      '',
      '',
      '1 Main St, Suite 5',
      'Springfield',
      'IL',
      '62701',
      '',
    ]);
    // The social links are labelled URLs (decision 027): Android keeps URL, iOS shows the label.
    expect(urlLines(response.body)).toEqual([
      'URL;TYPE=WORK:https://acme.example',
      'URL:https://zoe.example',
      'item1.URL;TYPE=linkedin:https://www.linkedin.com/in/zoe',
      'item1.X-ABLabel:LinkedIn',
      'item2.URL;TYPE=twitter:https://x.com/zoe',
      'item2.X-ABLabel:Twitter',
    ]);
    expect(card.all('url').map((p) => p.toJSON().slice(1))).toEqual([
      [{ type: 'WORK' }, 'uri', 'https://acme.example'],
      [{}, 'uri', 'https://zoe.example'],
      [{ type: 'linkedin', group: 'item1' }, 'uri', 'https://www.linkedin.com/in/zoe'],
      [{ type: 'twitter', group: 'item2' }, 'uri', 'https://x.com/zoe'],
    ]);
    // Not twice on iPhones: no X-SOCIALPROFILE beside the URLs. (The owner has no subscription,
    // so the lines above hold no Connect profile.)
    expect(card.all('x-socialprofile')).toHaveLength(0);
    expect(card.first('note')).toBe('Line one\nLine two, with comma; and semicolon \\ backslash');
    // The embedded photo is a JPEG of at most 400 px.
    const photo = card.all('photo')[0]!;
    const jpeg = Buffer.from(String(photo.getFirstValue()), 'base64');
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
  });

  it('folds long lines at 75 octets with CRLF and never emits empty properties', async () => {
    const body = (await download(full.uuid)).body;
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(body.endsWith('END:VCARD\r\n')).toBe(true);
    const sparse = (await download(empty.uuid)).body;
    expect(sparse).not.toMatch(/^(TEL|ADR|EMAIL|URL|ORG|NOTE)[^:]*:;*\r?$/m);
    expect(sparse).not.toMatch(/^(TEL|ADR|PHOTO)/m);
  });

  it('keeps CR/LF injection inside one escaped value', async () => {
    const card = parse((await download(empty.uuid)).body);
    expect(card.all('email')).toHaveLength(0);
    expect(card.first('title')).toBe('Boss\nEMAIL:evil@x.example');
  });

  it('strips U+2028, U+2029 and U+0085 from every value', async () => {
    const body = (await download(separators.uuid)).body;
    expect(body).not.toMatch(/[\u2028\u2029\u0085]/);
    const card = parse(body);
    expect(card.first('fn')).toBe('Line Paragraph');
    expect(card.first('n')).toEqual(['Paragraph', 'Line', '', '', '']);
    expect(card.first('title')).toBe('NextEMAIL:evil@x.example');
    expect(card.first('note')).toBe('abcd');
    expect(card.all('email')).toHaveLength(0);
    expect((card.first('adr') as string[])[3]).toBe('Springfield');
  });

  it('never emits an empty property, and names a card without a person as a company', async () => {
    for (const { uuid } of [full, empty, separators, blankish, company, noisy]) {
      const body = (await download(uuid)).body;
      for (const line of contentLines(body)) {
        expect(line.value, `${uuid} ${line.name}`).not.toMatch(/^[\s;,]*$/);
      }
      // vCard 3.0 requires N and FN, once each.
      const card = parse(body);
      expect(card.all('n')).toHaveLength(1);
      expect(card.all('fn')).toHaveLength(1);
    }
    const blank = parse((await download(blankish.uuid)).body);
    expect(blank.first('fn')).toBe('Contact');
    expect(blank.first('n')).toEqual(['Contact', '', '', '', '']);
    expect(blank.props.map((p) => p.name)).toEqual(['version', 'n', 'fn']);

    const acme = parse((await download(company.uuid)).body);
    expect(acme.first('fn')).toBe('Acme Studio');
    expect(acme.first('n')).toEqual(['Acme Studio', '', '', '', '']);
    expect(acme.first('org')).toBe('Acme Studio');
    // Apple Contacts then lists and shows it by the company name.
    expect(acme.first('x-abshowas')).toBe('COMPANY');
    expect(parse((await download(full.uuid)).body).all('x-abshowas')).toHaveLength(0);
  });

  it('keeps the photo under 30 KB even for a large, detailed one', async () => {
    // At the old fixed 400 px and quality 80 this photo is far over the limit.
    const original = await sharp(await noisyPhoto())
      .resize(400, 400, { fit: 'inside' })
      .jpeg({ quality: 80 })
      .toBuffer();
    expect(original.length).toBeGreaterThan(2 * VCARD_PHOTO_MAX_BYTES);

    const card = parse((await download(noisy.uuid)).body);
    const jpeg = Buffer.from(String(card.all('photo')[0]!.getFirstValue()), 'base64');
    expect(jpeg.length).toBeLessThanOrEqual(VCARD_PHOTO_MAX_BYTES);
    expect(VCARD_PHOTO_MAX_BYTES).toBeLessThanOrEqual(30 * 1000);
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    // Made smaller, not dropped: still a photo worth showing.
    expect(meta.width).toBeLessThan(400);
    expect(meta.width).toBeGreaterThanOrEqual(128);
    expect(meta.height! / meta.width!).toBeCloseTo(0.75, 1);
  });

  it('answers 404 for an unknown or malformed uuid', async () => {
    expect((await download('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await download('not-a-uuid')).statusCode).toBe(404);
  });
});

describe.each(databaseKinds)('vCard links: the Connect profile and social links on %s', (kind) => {
  const APP_URL = 'https://cards.example';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL });
  });
  afterAll(() => t.close());

  /** The card through both doors: the owner's Download vCard and the page's Download Contact. */
  async function bothDownloads(uuid: string): Promise<string> {
    const [owner, visitor] = await Promise.all(
      ['?action=vcf', ''].map((query) =>
        t.app.inject({ method: 'GET', url: `/api/vcard/${uuid}/download${query}` }),
      ),
    );
    expect(owner!.statusCode).toBe(200);
    expect(visitor!.statusCode).toBe(200);
    expect(visitor!.body).toBe(owner!.body);
    return owner!.body;
  }

  async function cardOf(
    ownerId: string,
    values: Partial<typeof cards.$inferInsert> = {},
  ): Promise<{ id: number; uuid: string }> {
    const [card] = await t.deps.database.db
      .insert(cards)
      .values({ ownerId, shopifyProductTitle: 'Metal', firstName: 'Zoë', ...values })
      .returning({ id: cards.id, uuid: cards.uuid });
    return card!;
  }

  const socials = {
    websiteUrl: 'https://zoe.example',
    linkedInUrl: 'https://www.linkedin.com/in/zoe',
    instagramUrl: 'https://www.instagram.com/zoe',
    youtubeUrl: 'https://www.youtube.com/@zoe',
  };

  it('links the live Connect profile by its handle, then each social link, labelled', async () => {
    const owner = await t.createUser({ stripeSubscriptionStatus: 'active' });
    const card = await cardOf(owner.id, socials);
    const headers = bearer((await t.login(owner.email, owner.password)).accessToken);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}/profile`,
      headers,
      payload: { aliasSlug: 'zoe-live' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const body = await bothDownloads(card.uuid);
    expect(body).toContain('\r\nVERSION:3.0\r\n');
    expect(urlLines(body)).toEqual([
      'URL:https://zoe.example',
      'item1.URL:https://cards.example/u/zoe-live',
      'item1.X-ABLabel:Catalyst Connect',
      'item2.URL;TYPE=linkedin:https://www.linkedin.com/in/zoe',
      'item2.X-ABLabel:LinkedIn',
      'item3.URL;TYPE=instagram:https://www.instagram.com/zoe',
      'item3.X-ABLabel:Instagram',
      'item4.URL;TYPE=youtube:https://www.youtube.com/@zoe',
      'item4.X-ABLabel:YouTube',
    ]);
    const labels = parse(body)
      .all('x-ablabel')
      .map((p) => p.toJSON());
    expect(labels).toEqual([
      ['x-ablabel', { group: 'item1' }, 'unknown', 'Catalyst Connect'],
      ['x-ablabel', { group: 'item2' }, 'unknown', 'LinkedIn'],
      ['x-ablabel', { group: 'item3' }, 'unknown', 'Instagram'],
      ['x-ablabel', { group: 'item4' }, 'unknown', 'YouTube'],
    ]);

    // The subscription ends: the profile is no longer live, and the contact stops linking it.
    await t.deps.database.db
      .update(users)
      .set({ stripeSubscriptionStatus: 'canceled' })
      .where(eq(users.id, owner.id));
    // On PostgreSQL the change is heard a moment later (the cached vCard is dropped then).
    expect(await t.app.publicCache.settle()).toBe(true);
    const lapsed = await bothDownloads(card.uuid);
    expect(urlLines(lapsed)).toEqual([
      'URL:https://zoe.example',
      'item1.URL;TYPE=linkedin:https://www.linkedin.com/in/zoe',
      'item1.X-ABLabel:LinkedIn',
      'item2.URL;TYPE=instagram:https://www.instagram.com/zoe',
      'item2.X-ABLabel:Instagram',
      'item3.URL;TYPE=youtube:https://www.youtube.com/@zoe',
      'item3.X-ABLabel:YouTube',
    ]);
    expect(lapsed).not.toContain('Catalyst Connect');
  });

  it('has no Connect profile link without an active subscription, even with a handle', async () => {
    for (const status of [null, 'past_due', 'canceled'] as const) {
      const owner = await t.createUser({ stripeSubscriptionStatus: status });
      const card = await cardOf(owner.id, { linkedInUrl: socials.linkedInUrl });
      await t.deps.database.db.insert(cardProfiles).values({
        cardId: card.id,
        name: 'Zoë',
        slogan: 'Hi',
        aliasSlug: `zoe-${status ?? 'none'}`,
      });
      expect(urlLines(await bothDownloads(card.uuid)), String(status)).toEqual([
        'item1.URL;TYPE=linkedin:https://www.linkedin.com/in/zoe',
        'item1.X-ABLabel:LinkedIn',
      ]);
    }
  });

  it("links a live profile without a handle by the card's uuid", async () => {
    const owner = await t.createUser({ stripeSubscriptionStatus: 'active' });
    const card = await cardOf(owner.id);
    expect(urlLines(await bothDownloads(card.uuid))).toEqual([
      `item1.URL:https://cards.example/u/${card.uuid}`,
      'item1.X-ABLabel:Catalyst Connect',
    ]);
  });

  it('keeps a hostile link to one property, or leaves it out', async () => {
    const owner = await t.createUser({ stripeSubscriptionStatus: 'active' });
    const card = await cardOf(owner.id, {
      firstName: 'Eve',
      // Stored before validation, or by an import: none of these could be saved through the API.
      websiteUrl: 'https://evil.example/\r\nEMAIL:evil@x.example',
      linkedInUrl: 'https://evil.example/in/eve\nEMAIL:evil@x.example',
      facebookUrl: 'https://www.facebook.com/eve?a=1,2;TYPE=x:y',
      instagramUrl: 'https://evil.example/\u2028EMAIL:evil@x.example',
      twitterUrl: 'javascript:alert(1)',
      youtubeUrl: 'https://www.youtube.com/@eve\rTEL:+1 555 0199',
      alternateUrl1: 'data:text/html,hi',
    });
    const body = await bothDownloads(card.uuid);
    expect(urlLines(body)).toEqual([
      `item1.URL:https://cards.example/u/${card.uuid}`,
      'item1.X-ABLabel:Catalyst Connect',
      'item2.URL;TYPE=facebook:https://www.facebook.com/eve?a=1,2;TYPE=x:y',
      'item2.X-ABLabel:Facebook',
    ]);
    const parsed = parse(body);
    expect(parsed.props.map((p) => p.name)).toEqual([
      'version',
      'n',
      'fn',
      'url',
      'x-ablabel',
      'url',
      'x-ablabel',
    ]);
    expect(parsed.all('url')[1]!.getFirstValue()).toBe(
      'https://www.facebook.com/eve?a=1,2;TYPE=x:y',
    );
    expect(body).not.toMatch(/evil|javascript|data:|\u2028/);
  });
});

describe('vCard photo', () => {
  it('keeps an ordinary photo at 400 px, and flattens transparency onto white', async () => {
    const transparent = await sharp({
      create: { width: 800, height: 800, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const jpeg = (await vcardPhoto(transparent))!;
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 400, height: 400 });
    expect([data[0], data[1], data[2]].every((channel) => channel! > 245)).toBe(true);
  });

  it('answers null for bytes that are not an image', async () => {
    expect(await vcardPhoto(Buffer.from('not an image'))).toBeNull();
  });
});

describe('vCard formatting', () => {
  it('folds without splitting a multi-byte character', () => {
    const folded = foldLine(`NOTE:${'é'.repeat(100)}`);
    for (const part of folded.split('\r\n'))
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((part, i) => (i === 0 ? part : part.slice(1)))
        .join(''),
    ).toBe(`NOTE:${'é'.repeat(100)}`);
  });

  it('names the file contact.vcf when there is no name', () => {
    expect(vcardFileName({ firstName: null, lastName: '  ' })).toBe('contact.vcf');
    expect(buildVCard({ uuid: 'u' } as never)).toContain('FN:Contact');
  });
});
