import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, leads } from '#server/db/schema';
import { COPY } from '#shared/copy';
import { ownerWithHandle } from '#tests/support/console-fixtures';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

// Messages as leads to work from (docs/product.md#messages): search, status, a note, archive,
// erase, the CSV.

describe.each(databaseKinds)('the lead list on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function ownerWithLeads() {
    const owner = await ownerWithHandle(t);
    const [second] = await t.deps.database.db
      .insert(cards)
      .values({ ownerId: owner.user.id, shopifyProductTitle: 'Metal', nickname: 'Trade show' })
      .returning();
    const base = { phone: '+1 555 0100', ownerId: owner.user.id, cardId: owner.card.id };
    const rows = await t.deps.database.db
      .insert(leads)
      .values([
        {
          ...base,
          name: 'Zoë Ångström',
          email: 'zoe@acme.example',
          message: 'Hi',
          company: 'Acme',
        },
        { ...base, name: 'Bob 100%', email: 'bob@globex.example', message: 'Call me' },
        {
          ...base,
          cardId: second!.id,
          name: 'Carol',
          email: 'carol@initech.example',
          message: '=HYPERLINK("x")',
          company: 'Initech',
          title: 'CTO',
          consentText: 'I agree that Ada may contact me about her offer.',
          consentedAt: new Date('2026-11-20T10:00:00Z'),
          source: 'qr',
        },
      ])
      .returning();
    return { owner, rows, second: second! };
  }
  const list = async (headers: Record<string, string>, query = '') => {
    const response = await t.app.inject({ url: `/api/messages${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Array<{ name: string }>).map((lead) => lead.name).sort();
  };

  it('finds leads by any part of a name, e-mail or company, by status and by card', async () => {
    const { owner, second } = await ownerWithLeads();
    const headers = owner.headers;
    expect(await list(headers)).toEqual(['Bob 100%', 'Carol', 'Zoë Ångström']);
    expect(await list(headers, '?q=ACME')).toEqual(['Zoë Ångström']);
    expect(await list(headers, '?q=globex')).toEqual(['Bob 100%']);
    expect(await list(headers, `?q=${encodeURIComponent('ngstr')}`)).toEqual(['Zoë Ångström']);
    // A % or _ in the search is a character, not a wildcard.
    expect(await list(headers, `?q=${encodeURIComponent('100%')}`)).toEqual(['Bob 100%']);
    expect(await list(headers, `?q=${encodeURIComponent('%')}`)).toEqual(['Bob 100%']);
    expect(await list(headers, '?q=_')).toEqual([]);
    // Accents and case do not count, whichever side carries them.
    expect(await list(headers, '?q=zoe')).toEqual(['Zoë Ångström']);
    expect(await list(headers, '?q=ANGSTROM')).toEqual(['Zoë Ångström']);
    expect(await list(headers, `?q=${encodeURIComponent('cäröl')}`)).toEqual(['Carol']);
    expect(await list(headers, `?cardId=${second.id}`)).toEqual(['Carol']);
    expect(await list(headers, '?status=new')).toHaveLength(3);
    expect(await list(headers, '?status=contacted')).toEqual([]);
    const refused = await t.app.inject({ url: '/api/messages?status=won', headers });
    expect(refused.statusCode).toBe(400);
  });

  it('finds "garcia" in "María García-López", written in any composition, after a change too', async () => {
    const owner = await ownerWithHandle(t);
    const base = { phone: '1', ownerId: owner.user.id, cardId: owner.card.id, message: 'Hi' };
    const [maria] = await t.deps.database.db
      .insert(leads)
      .values([
        { ...base, name: 'María García-López', email: 'maria@example.com' },
        // The same name with its accents as separate combining marks (NFD), as some phones send.
        { ...base, name: 'Jose\u0301 Nu\u0301n\u0303ez', email: 'jn@example.com' },
        { ...base, name: 'Ölçer', email: 'o@example.com', company: 'Straße ŁÓDŹ' },
      ])
      .returning();
    expect(await list(owner.headers, '?q=garcia')).toEqual(['María García-López']);
    expect(await list(owner.headers, '?q=GARCÍA-LÓPEZ')).toEqual(['María García-López']);
    expect(await list(owner.headers, `?q=${encodeURIComponent('josé núñez')}`)).toEqual([
      'Jose\u0301 Nu\u0301n\u0303ez',
    ]);
    // Ł is a letter of its own, not L with a mark: its capital still folds to ł.
    expect(await list(owner.headers, `?q=${encodeURIComponent('łodz')}`)).toEqual(['Ölçer']);
    expect(await list(owner.headers, '?q=olcer')).toEqual(['Ölçer']);
    // A lead worked on (status, note) is found as before.
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/messages/${maria!.id}`,
      headers: owner.headers,
      payload: { status: 'contacted', note: 'Called' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await list(owner.headers, '?q=maria&status=contacted')).toEqual(['María García-López']);
  });

  it('keeps a status and a note per lead; archived leads leave the list but not the CSV', async () => {
    const { owner, rows } = await ownerWithLeads();
    const patch = (id: string, payload: object, headers = owner.headers) =>
      t.app.inject({ method: 'PATCH', url: `/api/messages/${id}`, headers, payload });
    const carol = rows[2]!;
    const saved = await patch(carol.id, { status: 'qualified', note: '  Demo on Friday  ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      status: 'qualified',
      note: 'Demo on Friday',
      company: 'Initech',
      title: 'CTO',
      source: 'qr',
      consentText: 'I agree that Ada may contact me about her offer.',
      cardName: 'Trade show',
    });
    // An empty note clears it; the status stays.
    expect((await patch(carol.id, { note: '' })).json()).toMatchObject({
      status: 'qualified',
      note: null,
    });
    const empty = await patch(carol.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(COPY.leadChangeRequired);
    const long = await patch(carol.id, { note: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(COPY.leadNoteTooLong);
    expect((await patch(carol.id, { status: 'won' })).statusCode).toBe(400);
    const stranger = await ownerWithHandle(t);
    const foreign = await patch(carol.id, { status: 'archived' }, stranger.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(COPY.messageNotFound);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/messages/${carol.id}`, payload: {} }))
        .statusCode,
    ).toBe(401);

    expect((await patch(carol.id, { status: 'archived' })).statusCode).toBe(200);
    expect(await list(owner.headers)).toEqual(['Bob 100%', 'Zoë Ångström']);
    expect(await list(owner.headers, '?status=archived')).toEqual(['Carol']);

    const csv = await t.app.inject({ url: '/api/messages/export.csv', headers: owner.headers });
    expect(csv.statusCode).toBe(200);
    // Read as bytes: the file starts with UTF-8's byte-order mark, so Excel shows Zoë right.
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"Received","Card","Name","Email","Phone","Company","Title","Message","Status","Note","Consent","Consented at","Source","Read","Event","Captured at"',
    );
    expect(lines).toHaveLength(5);
    const carolLine = lines.find((line) => line.includes('Carol'))!;
    expect(carolLine).toContain('"Initech","CTO","\'=HYPERLINK(""x"")","Archived"');
    expect(carolLine).toContain(
      '"I agree that Ada may contact me about her offer.","2026-11-20T10:00:00.000Z","QR code"',
    );
    expect(csv.body).toContain('Zoë Ångström');
  });

  it('erases a lead on request; another owner, or a second time, finds nothing', async () => {
    const { owner, rows } = await ownerWithLeads();
    const remove = (id: string, headers = owner.headers) =>
      t.app.inject({ method: 'DELETE', url: `/api/messages/${id}`, headers });
    const stranger = await ownerWithHandle(t);
    expect((await remove(rows[0]!.id, stranger.headers)).statusCode).toBe(404);
    expect((await remove(rows[0]!.id)).statusCode).toBe(204);
    expect((await remove(rows[0]!.id)).statusCode).toBe(404);
    expect(await list(owner.headers)).toEqual(['Bob 100%', 'Carol']);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/messages/${rows[1]!.id}` })).statusCode,
    ).toBe(401);
  });

  it('refuses a card id past 32 bits in the list and the CSV with a 400 that says why', async () => {
    const { owner } = await ownerWithLeads();
    for (const url of ['/api/messages', '/api/messages/export.csv']) {
      for (const cardId of ['2147483648', '99999999999', '0', '1.5']) {
        const refused = await t.app.inject({
          url: `${url}?cardId=${cardId}`,
          headers: owner.headers,
        });
        expect(refused.statusCode, `${url} ${cardId}`).toBe(400);
        expect(refused.json().message).toContain(COPY.cardNotFound);
      }
    }
    expect(await list(owner.headers, '?cardId=2147483647')).toEqual([]);
  });
});
