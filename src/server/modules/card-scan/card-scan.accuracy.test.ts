import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanResult } from '#shared/schemas/capture';
import {
  CARD_PEOPLE,
  cardStyle,
  photographCard,
  type CardPerson,
} from '#tests/support/business-cards';
import { multipartFile } from '#tests/support/multipart';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';

/**
 * Ten business cards made in the test (six fonts, five layouts, four sizes, turned 2 to 5 degrees,
 * blurred, noisy, JPEG with a PNG and a WebP among them, phone numbers of ten countries) scanned
 * through POST /api/leads/scan two at a time, as the server reads them. Read once, checked by
 * every assertion below; the per-field accuracy is printed.
 */
const CARDS = 10;
const FORMATS: Record<number, 'png' | 'webp'> = { 3: 'png', 7: 'webp' };
const FIELDS = ['email', 'phone', 'name', 'title', 'company', 'website'] as const;
type Field = (typeof FIELDS)[number];

/** Whether each field of a scan is exactly what the card says. */
function exact(person: CardPerson, scan: ScanResult): Record<Field, boolean> {
  const { fields } = scan;
  return {
    email: fields.email === person.email,
    phone: parsePhoneNumberFromString(fields.phone)?.number === person.phone.e164,
    name: fields.firstName === person.firstName && fields.lastName === person.lastName,
    title: fields.title === person.title,
    company: fields.company === person.company,
    website: fields.website === (person.website ?? '').toLowerCase(),
  };
}

describe('scanning ten photographed cards', () => {
  let t: TestApp;
  const results: Array<{ person: CardPerson; scan: ScanResult; exact: Record<Field, boolean> }> =
    [];

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const user = await t.createUser();
    const headers = bearer((await t.login(user.email, user.password)).accessToken);
    const scanOne = async (index: number) => {
      const person = CARD_PEOPLE[index]!;
      const format = FORMATS[index] ?? 'jpeg';
      const photo = await photographCard(person, cardStyle(index), index, format);
      const file = multipartFile('file', `card-${index}.${format}`, `image/${format}`, photo);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/leads/scan${person.country ? `?country=${person.country}` : ''}`,
        headers: { ...headers, ...file.headers },
        payload: file.payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      const scan = ScanResult.parse(response.json());
      results[index] = { person, scan, exact: exact(person, scan) };
    };
    // Two at a time, as the server's two OCR workers take them.
    for (let index = 0; index < CARDS; index += 2) {
      await Promise.all([scanOne(index), scanOne(index + 1)]);
    }
    const rows = FIELDS.map(
      (field) => `${field}: ${results.filter((result) => result.exact[field]).length}/${CARDS}`,
    );
    console.log(`Card scan accuracy over ${CARDS} cards: ${rows.join(', ')}`);
    for (const { person, scan, exact: right } of results) {
      const wrong = FIELDS.filter((field) => !right[field]);
      if (wrong.length) console.log(`${person.email}: ${wrong.join(', ')}\n${scan.text}`);
    }
  }, 180_000);
  afterAll(() => t.close());

  const count = (field: Field) => results.filter((result) => result.exact[field]).length;

  it('reads at least 9 of 10 e-mail addresses exactly', () => {
    expect(count('email')).toBeGreaterThanOrEqual(9);
  });

  it('reads at least 9 of 10 phone numbers exactly, never a fax', () => {
    expect(count('phone')).toBeGreaterThanOrEqual(9);
    for (const { person, scan } of results) {
      for (const fax of person.otherPhones ?? []) {
        const digits = fax.replace(/\D/g, '');
        expect(scan.fields.phone.replace(/\D/g, '')).not.toBe(digits);
      }
    }
  });

  it('reads most names, titles, companies and websites exactly', () => {
    expect(count('name')).toBeGreaterThanOrEqual(8);
    expect(count('title')).toBeGreaterThanOrEqual(8);
    expect(count('company')).toBeGreaterThanOrEqual(8);
    expect(count('website')).toBeGreaterThanOrEqual(8);
  });

  it('answers the text read and a confidence for every card', () => {
    for (const { person, scan } of results) {
      expect(scan.text).toContain(person.lastName);
      expect(scan.confidence).toBeGreaterThan(0);
      expect(scan.confidence).toBeLessThanOrEqual(100);
    }
  });
});
