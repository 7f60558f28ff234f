import { describe, expect, it } from 'vitest';
import { CARD_CONFIGURATION_FIELDS, type CardConfiguration } from '#shared/schemas/cards';
import { activeContent, parseHtml } from '#tests/support/parse-html';
import { buildEmailSignature, type SignaturePhoto } from './build-signature';

const SAVE_URL = 'https://cards.example/u/ada?src=email';
const PHOTO: SignaturePhoto = {
  url: 'https://cards.example/uploads/profile-images/0b6f7f3e-5a4c-4f39-9a37-2f7f3e5a4c4f.png',
  width: 80,
  height: 60,
};

function configuration(fields: Partial<CardConfiguration> = {}): CardConfiguration {
  const empty = Object.fromEntries(CARD_CONFIGURATION_FIELDS.map((field) => [field, null]));
  return { ...empty, uuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7', ...fields } as CardConfiguration;
}

const ADA = configuration({
  firstName: 'Ada',
  lastName: 'Lovelace',
  workTitle: 'Analyst',
  workOrganization: 'Analytical Engines',
  cellPhone: '+44 20 7946 0958',
  workPhone: '(020) 7946-0000 ext. 12',
  email: 'ada@engines.example',
  workUrl: 'https://engines.example/',
});

/** The text of each line of the details table, as a reader sees it. */
function linesOf(document: Document): string[] {
  return [...document.querySelectorAll('td td')].map((cell) => cell.textContent ?? '');
}

describe('buildEmailSignature', () => {
  it('lays out name, title · company, phones, e-mail, website and Save my contact', () => {
    const { html, text } = buildEmailSignature({
      config: ADA,
      photo: PHOTO,
      saveContactUrl: SAVE_URL,
    });
    const document = parseHtml(html);
    expect(linesOf(document)).toEqual([
      'Ada Lovelace',
      'Analyst · Analytical Engines',
      'Mobile: +44 20 7946 0958',
      'Office: (020) 7946-0000 ext. 12',
      'ada@engines.example',
      'engines.example',
      'Save my contact',
    ]);
    const hrefs = [...document.querySelectorAll('a')].map((a) => [a.textContent, a.href]);
    expect(hrefs).toEqual([
      ['+44 20 7946 0958', 'tel:+442079460958'],
      ['(020) 7946-0000 ext. 12', 'tel:02079460000;ext=12'],
      ['ada@engines.example', 'mailto:ada@engines.example'],
      ['engines.example', 'https://engines.example/'],
      ['Save my contact', SAVE_URL],
    ]);
    expect(text).toBe(
      [
        'Ada Lovelace',
        'Analyst · Analytical Engines',
        'Mobile: +44 20 7946 0958',
        'Office: (020) 7946-0000 ext. 12',
        'ada@engines.example',
        'https://engines.example/',
        `Save my contact: ${SAVE_URL}`,
      ].join('\n'),
    );
  });

  it('shows the photo by absolute URL with width and height attributes (Outlook ignores CSS sizes)', () => {
    const document = parseHtml(
      buildEmailSignature({ config: ADA, photo: PHOTO, saveContactUrl: SAVE_URL }).html,
    );
    const images = document.querySelectorAll('img');
    expect(images).toHaveLength(1);
    const image = images[0]!;
    expect(image.getAttribute('src')).toBe(PHOTO.url);
    expect(image.getAttribute('width')).toBe('80');
    expect(image.getAttribute('height')).toBe('60');
    expect(image.getAttribute('alt')).toBe('Ada Lovelace');

    const without = parseHtml(
      buildEmailSignature({ config: ADA, photo: null, saveContactUrl: SAVE_URL }).html,
    );
    expect(without.querySelectorAll('img')).toHaveLength(0);
  });

  it('uses only what mail clients keep: tables, inline styles, Arial; no style blocks, classes, flex or grid', () => {
    const { html } = buildEmailSignature({ config: ADA, photo: PHOTO, saveContactUrl: SAVE_URL });
    const document = parseHtml(html);
    expect(document.querySelectorAll('style, link, script, div, [class], [id]')).toHaveLength(0);
    expect(html).not.toMatch(/display:\s*(flex|grid)|position:|var\(|@media/);
    expect(document.querySelector('table')!.getAttribute('style')).toContain(
      'font-family:Arial,Helvetica,sans-serif',
    );
    for (const cell of document.querySelectorAll('td')) {
      expect(cell.getAttribute('style')).toBeTruthy();
    }
  });

  it('leaves out empty fields, a website that is not http(s), and links only dialable phones', () => {
    const { html, text } = buildEmailSignature({
      config: configuration({
        firstName: 'Grace',
        workOrganization: 'Navy',
        cellPhone: 'ask reception',
        workUrl: 'javascript:alert(1)',
        workEmail: 'grace@navy.example',
      }),
      photo: null,
      saveContactUrl: SAVE_URL,
    });
    const document = parseHtml(html);
    expect(linesOf(document)).toEqual([
      'Grace',
      'Navy',
      'Mobile: ask reception',
      'grace@navy.example',
      'Save my contact',
    ]);
    expect([...document.querySelectorAll('a')].map((a) => a.href)).toEqual([
      'mailto:grace@navy.example',
      SAVE_URL,
    ]);
    expect(text).not.toContain('javascript');
    expect(activeContent(document)).toEqual([]);
  });

  it('keeps a newline in a field from starting a line of its own', () => {
    const { text } = buildEmailSignature({
      config: configuration({ firstName: 'Eve\nSave my contact: https://evil.example' }),
      photo: null,
      saveContactUrl: SAVE_URL,
    });
    expect(text.split('\n')).toEqual([
      'Eve Save my contact: https://evil.example',
      `Save my contact: ${SAVE_URL}`,
    ]);
  });

  it.each([
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'><svg onload=alert(1)>",
  ])('escapes %s in every field: it reads back as text, never as markup', (attack) => {
    const config = configuration(
      Object.fromEntries(CARD_CONFIGURATION_FIELDS.map((field) => [field, attack])),
    );
    const { html, text } = buildEmailSignature({
      config,
      photo: PHOTO,
      saveContactUrl: SAVE_URL,
    });
    const document = parseHtml(html);
    expect(activeContent(document)).toEqual([]);
    expect(document.querySelectorAll('script, svg')).toHaveLength(0);
    // The only image is the photo, named by the (escaped) name.
    const images = [...document.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([PHOTO.url]);
    expect(images[0]!.getAttribute('alt')).toBe(`${attack} ${attack}`);
    expect(linesOf(document)).toEqual([
      `${attack} ${attack}`,
      `${attack} · ${attack}`,
      `Mobile: ${attack}`,
      `Office: ${attack}`,
      attack,
      'Save my contact',
    ]);
    // Nothing hostile became a link: only the Save my contact link is left.
    expect([...document.querySelectorAll('a')].map((a) => a.href)).toEqual([SAVE_URL]);
    expect(text.split('\n')).toEqual([
      `${attack} ${attack}`,
      `${attack} · ${attack}`,
      `Mobile: ${attack}`,
      `Office: ${attack}`,
      attack,
      `Save my contact: ${SAVE_URL}`,
    ]);
  });

  it('escapes a website that is http(s) but carries markup, in its link and its text', () => {
    const attack = 'https://engines.example/"><img src=x onerror=alert(1)>';
    const document = parseHtml(
      buildEmailSignature({
        config: configuration({ workUrl: attack }),
        photo: null,
        saveContactUrl: SAVE_URL,
      }).html,
    );
    expect(activeContent(document)).toEqual([]);
    expect(document.querySelectorAll('img')).toHaveLength(0);
    const website = document.querySelector('a')!;
    expect(website.textContent).toBe('engines.example/"><img src=x onerror=alert(1)>');
    expect(new URL(website.href).hostname).toBe('engines.example');
  });
});
