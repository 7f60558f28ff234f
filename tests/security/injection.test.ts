import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_LINK_FIELDS, WHATSAPP_FIELD } from '#shared/cards/link-fields';
import { CARD_CONFIGURATION_FIELDS } from '#shared/schemas/cards';
import { multipartFile } from '../support/multipart';
import type { OwnerWithCard } from '../support/owners';
import { parseHtml } from '../support/parse-html';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { tinyPng } from '../support/tiny-png';
import { cardSnapshot, errorMessage, freshIp, send } from './helpers';

/** Markup that must come out of the page as text. */
const XSS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</script><script>alert(1)</script>',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<a href="javascript:alert(1)">x</a>',
  '<!--<script>alert(1)//-->',
  '\u2028\u2029</ScRiPt ><img src=x onerror=alert(1)>',
  '<style>*{display:none}</style>',
  '<base href="https://evil.example/">',
];
/** The short ones fit every field (the postal code takes 20 characters). */
const SHORT_XSS = ['"><svg/onload=x>', '</script><b>', "'onfocus=x '"];

/** Script-running URLs, in the spellings browsers still run. */
const DANGEROUS_URLS = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u00a0javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript://https://ok.example/%0aalert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  ' data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
];
/** Card images must be our own uploads: no hot-linking, tracking pixels or traversal. */
const FOREIGN_IMAGES = [
  'https://tracker.example/pixel.png',
  'http://localhost:3000/uploads/profile-images/../../../etc/passwd.png',
];

const CONFIG_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'workOrganization',
  'workTitle',
  'workRole',
  'workAddressStreet',
  'workAddressCity',
  'workAddressState',
  'workAddressPostalCode',
  'note',
  'companySlogan',
] as const;
const CONFIG_URL_FIELDS = CARD_CONFIGURATION_FIELDS.filter((field) => /Url/.test(field));
const IMAGE_FIELDS = new Set(['profileImageUrl', 'companyImageUrl', 'imageUrl']);

/**
 * The page must hold the payloads as text only: no script but the bundle's (nothing hydrates
 * the page, so there is no data block), no event handler attribute, no frame or base element,
 * and only http(s)/mailto/tel links and form targets.
 */
async function expectInert(t: TestApp, key: string, visibleTexts: string[]) {
  const response = await t.app.inject({ method: 'GET', url: `/u/${key}` });
  expect(response.statusCode).toBe(200);
  const html = response.body;
  const doc = parseHtml(html);
  const scripts = [...doc.querySelectorAll('script')];
  for (const script of scripts) {
    const isBundle =
      script.type === 'module' &&
      /^\/[\w./-]+$/.test(script.getAttribute('src') ?? '') &&
      !script.text;
    expect(isBundle, script.outerHTML).toBe(true);
  }
  for (const element of doc.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name, element.outerHTML).not.toMatch(/^on/i);
    }
  }
  expect(doc.querySelectorAll('iframe, frame, object, embed, base, style').length).toBe(0);
  expect(doc.querySelectorAll('meta[http-equiv]').length).toBe(0);
  for (const element of doc.querySelectorAll('a[href], img[src], form[action]')) {
    const url =
      element.getAttribute('href') ??
      element.getAttribute('src') ??
      element.getAttribute('action') ??
      '';
    if (url.startsWith('#')) continue;
    expect(new URL(url, 'https://app.example').protocol, url).toMatch(/^(https?|mailto|tel):$/);
  }
  expect(html).not.toContain('application/json');
  // And the payloads are there, as text a visitor reads.
  for (const script of scripts) script.remove();
  const text = doc.body.textContent ?? '';
  for (const expected of visibleTexts) expect(text).toContain(expected.trim());
}

describe.each(databaseKinds)('injection into pages and links on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  /** An image of the owner's own: the only kind a card or profile accepts (decision 033). */
  const uploadImage = async (owner: OwnerWithCard) => {
    const form = multipartFile('file', 'me.png', 'image/png', await tinyPng());
    const uploaded = await send(
      t,
      { method: 'POST', url: '/api/uploads/profile-images', ...form },
      owner.headers,
    );
    return uploaded.json().url as string;
  };
  afterAll(() => t.close());

  const putConfig = (owner: OwnerWithCard, payload: object) =>
    send(
      t,
      { method: 'PUT', url: `/api/cards/${owner.card.id}/configuration`, payload },
      owner.headers,
    );
  const putProfile = (owner: OwnerWithCard, payload: object) =>
    send(t, { method: 'PUT', url: `/api/cards/${owner.card.id}/profile`, payload }, owner.headers);

  /** Every free-text configuration field, each with its own payload. */
  function hostileConfiguration() {
    return Object.fromEntries(
      CONFIG_TEXT_FIELDS.map((field, i) => [
        field,
        field === 'workAddressPostalCode' ? SHORT_XSS[0]! : XSS[i % XSS.length]!,
      ]),
    ) as Record<(typeof CONFIG_TEXT_FIELDS)[number], string>;
  }

  it('renders hostile configuration text inertly, for subscribed and unsubscribed owners', async () => {
    for (const subscribed of [true, false]) {
      const owner = await t.ownerWithCard({
        user: { stripeSubscriptionStatus: subscribed ? 'active' : null },
        remoteAddress: freshIp(),
      });
      const config = hostileConfiguration();
      expect((await putConfig(owner, config)).statusCode).toBe(200);
      // Name, company and title reach both pages; the slogan only the subscribed one.
      const shown = [config.firstName, config.workOrganization, config.workTitle];
      await expectInert(t, owner.card.uuid, subscribed ? [...shown, config.companySlogan] : shown);
    }
  });

  it('renders hostile profile text and button labels inertly, by uuid and by handle', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    expect((await putConfig(owner, hostileConfiguration())).statusCode).toBe(200);
    const handle = `xss-${randomUUID().slice(0, 8)}`;
    const profile = {
      aliasSlug: handle,
      name: XSS[0]!,
      company: XSS[1]!,
      title: XSS[2]!,
      slogan: XSS[3]!,
      buttons: [...XSS, ...SHORT_XSS].map((text) => ({
        uuid: randomUUID(),
        text: text.slice(0, 60),
        url: 'https://ok.example/?q="><script>alert(1)</script>',
      })),
      websiteUrl: 'https://ok.example/"onmouseover="alert(1)',
    };
    const saved = await putProfile(owner, profile);
    expect(saved.statusCode, saved.body).toBe(200);
    const texts = [profile.name, profile.company, profile.title, profile.slogan];
    const labels = profile.buttons.map((b) => b.text);
    await expectInert(t, owner.card.uuid, [...texts, ...labels]);
    await expectInert(t, handle, [...texts, ...labels]);
  });

  it.each([
    ['configuration', CONFIG_URL_FIELDS],
    [
      'profile',
      [
        ...PROFILE_LINK_FIELDS.filter((field) => field !== WHATSAPP_FIELD),
        'imageUrl',
        'buttons[].url',
      ],
    ],
  ])(
    'refuses script URLs in every %s URL field with 400 and stores nothing',
    async (where, fields) => {
      const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
      const put = where === 'profile' ? putProfile : putConfig;
      await send(t, { method: 'GET', url: `/api/cards/${owner.card.id}/profile` }, owner.headers);
      const before = await cardSnapshot(t, owner.card.id);
      const body = (field: string, url: string) => {
        const change = where === 'profile' ? { name: 'Changed' } : { firstName: 'Changed' };
        if (field === 'buttons[].url') {
          return { ...change, buttons: [{ uuid: randomUUID(), text: 'Click', url }] };
        }
        return { ...change, [field]: url };
      };
      for (const field of fields) {
        const values = IMAGE_FIELDS.has(field)
          ? [...DANGEROUS_URLS, ...FOREIGN_IMAGES]
          : DANGEROUS_URLS;
        for (const url of values) {
          const response = await put(owner, body(field, url));
          expect(response.statusCode, `${field} = ${JSON.stringify(url)}`).toBe(400);
          errorMessage(response);
        }
      }
      expect(await cardSnapshot(t, owner.card.id)).toEqual(before);
      // Control: the same requests with a proper URL are stored.
      const uploadedUrl = await uploadImage(owner);
      for (const field of fields) {
        const url = IMAGE_FIELDS.has(field) ? uploadedUrl : 'https://ok.example/page';
        const response = await put(owner, body(field, url));
        expect(response.statusCode, `${field} = ${url}`).toBe(200);
        const stored =
          field === 'buttons[].url' ? response.json().buttons[0].url : response.json()[field];
        expect(stored).toBe(url);
      }
    },
  );
});
