import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '#server/db/schema';
import { ownerWithHandle } from '#tests/support/console-fixtures';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

describe.each(databaseKinds)('a visitor message saved as a contact on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function received(values: Partial<typeof leads.$inferInsert> = {}) {
    const owner = await ownerWithHandle(t);
    const [row] = await t.deps.database.db
      .insert(leads)
      .values({
        cardId: owner.card.id,
        ownerId: owner.user.id,
        name: 'Ada King Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0958',
        message: 'Loved your talk.\nCoffee next week?',
        createdAt: new Date('2026-11-20T10:00:00Z'),
        ...values,
      })
      .returning();
    return { owner, message: row! };
  }

  it("answers the visitor's vCard: name, e-mail, phone and the message as a dated note", async () => {
    const { owner, message } = await received();
    const response = await t.app.inject({
      url: `/api/messages/${message.id}/vcard`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="AdaKing-Lovelace.vcf"',
    );
    const lines = response.body.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Lovelace;Ada King;;;',
        'FN:Ada King Lovelace',
        'EMAIL;TYPE=INTERNET,PREF:ada@example.com',
        'TEL;TYPE=CELL,VOICE:+44 20 7946 0958',
        'END:VCARD',
      ]),
    );
    const unfolded = response.body.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'NOTE:Met through Catalyst Connect (Grace Hopper) on 2026-11-20:\\nLoved your talk.\\nCoffee next week?',
    );
  });

  it('carries the company and job title the lead form asked for, escaped', async () => {
    const { owner, message } = await received({
      company: 'Babbage; Co\nEND:VCARD',
      title: 'Analyst, first',
    });
    const response = await t.app.inject({
      url: `/api/messages/${message.id}/vcard`,
      headers: owner.headers,
    });
    const lines = response.body.split('\r\n');
    expect(lines).toContain('ORG:Babbage\\; Co\\nEND:VCARD');
    expect(lines).toContain('TITLE:Analyst\\, first');
    expect(lines.filter((line) => line === 'END:VCARD')).toHaveLength(1);
  });

  it('keeps a hostile visitor inside their values (no injected properties)', async () => {
    const { owner, message } = await received({
      name: 'Eve\r\nEMAIL:evil@example.com',
      message: 'hi\nEND:VCARD\nBEGIN:VCARD\nFN:Injected',
    });
    const response = await t.app.inject({
      url: `/api/messages/${message.id}/vcard`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    const properties = response.body
      .replace(/\r\n /g, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(/[:;]/)[0]);
    expect(properties).toEqual(['BEGIN', 'VERSION', 'N', 'FN', 'EMAIL', 'TEL', 'NOTE', 'END']);
  });

  it("answers 401 without a session and 404 for another owner's or an unknown message", async () => {
    const { message } = await received();
    const other = await ownerWithHandle(t);
    expect((await t.app.inject({ url: `/api/messages/${message.id}/vcard` })).statusCode).toBe(401);
    for (const id of [message.id, randomUUID(), 'not-a-uuid']) {
      const response = await t.app.inject({
        url: `/api/messages/${id}/vcard`,
        headers: other.headers,
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
