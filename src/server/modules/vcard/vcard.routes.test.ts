import ICAL from 'ical.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '#tests/support/multipart';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { cards } from '#server/db/schema';
import { buildVCard, vcardFileName } from './build-vcard';
import { foldLine } from './vcard-format';

type Property = {
  name: string;
  getFirstValue(): unknown;
  getParameter(name: string): unknown;
  toJSON(): unknown[];
};

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
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const owner = await t.createUser();
    const headers = bearer((await t.login(owner.email, owner.password)).accessToken);
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer();
    const form = multipartFile('file', 'me.png', 'image/png', photo);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/profile-images',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);
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
          profileImageUrl: uploaded.json().url,
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
      ])
      .returning({ uuid: cards.uuid });
    full = rows[0]!;
    empty = rows[1]!;
    separators = rows[2]!;
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
    expect(card.all('url').map((p) => p.getFirstValue())).toEqual([
      'https://acme.example',
      'https://zoe.example',
    ]);
    expect(typed('x-socialprofile')).toEqual([
      ['linkedin', 'https://www.linkedin.com/in/zoe'],
      ['twitter', 'https://x.com/zoe'],
    ]);
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

  it('answers 404 for an unknown or malformed uuid', async () => {
    expect((await download('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await download('not-a-uuid')).statusCode).toBe(404);
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
    expect(buildVCard({ uuid: 'u' } as never, null)).toContain('FN:Contact');
  });
});
