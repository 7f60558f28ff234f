import { describe, expect, it } from 'vitest';
import { textOfQrBytes } from './qr-bytes';
import { cardAddress, cardFields, QR_TEXT_MAX, readQrText, type QrReading } from './qr-text';
import { emptyScanFields, splitFullName, type ScanFields } from './scan-fields';

const ORIGINS = ['https://app.example', 'http://127.0.0.1:3500'];
const lines = (...all: string[]) => all.join('\r\n');

/** The fields a contact QR code filled; fails when it was read as anything else. */
function contact(text: string): ScanFields {
  const reading = readQrText(text, ORIGINS);
  if (reading.kind !== 'contact') throw new Error(`read as ${reading.kind}`);
  return reading.fields;
}

const fields = (values: Partial<ScanFields>): ScanFields => ({ ...emptyScanFields(), ...values });

describe('vCards as phones and apps write them', () => {
  it('Apple Contacts (3.0): work e-mail, mobile before work and fax, grouped items', () => {
    const card = lines(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'PRODID:-//Apple Inc.//iPhone OS 17.4//EN',
      'N:Appleseed;John;Quincy;Mr.;',
      'FN:John Appleseed',
      'ORG:Apple Inc.;Product Marketing',
      'TITLE:Product Manager',
      'EMAIL;type=INTERNET;type=HOME;type=pref:john.home@example.com',
      'EMAIL;type=INTERNET;type=WORK:john@apple.example',
      'TEL;type=WORK;type=VOICE:+1 408 555 0100',
      'TEL;type=CELL;type=VOICE;type=pref:+1 (408) 555-0123',
      'TEL;type=WORK;type=FAX:+1 408 555 0199',
      'item1.ADR;type=WORK;type=pref:;;1 Apple Park Way;Cupertino;CA;95014;United States',
      'item1.X-ABADR:us',
      'item2.URL;type=pref:https://www.apple.example',
      'item2.X-ABLabel:_$!<HomePage>!$_',
      'NOTE:Met at WWDC\\, booth 12\\nLikes cycling',
      'END:VCARD',
    );
    expect(contact(card)).toEqual({
      firstName: 'John',
      lastName: 'Appleseed',
      email: 'john@apple.example',
      phone: '+1 (408) 555-0123',
      company: 'Apple Inc.',
      title: 'Product Manager',
      note: [
        'Website: https://www.apple.example',
        'Address: 1 Apple Park Way, 95014 Cupertino, CA, United States',
        'Phone: +1 408 555 0100',
        'Email: john.home@example.com',
        'Met at WWDC, booth 12',
        'Likes cycling',
      ].join('\n'),
    });
  });

  it('Google Contacts (3.0): escaped colon in a URL, categories ignored', () => {
    const card = lines(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Sundar Example',
      'N:Example;Sundar;;;',
      'EMAIL;TYPE=INTERNET;TYPE=WORK:sundar@google.example',
      'TEL;TYPE=CELL:+1 650-253-0000',
      'ADR;TYPE=WORK:;;1600 Amphitheatre Pkwy;Mountain View;CA;94043;US',
      'ORG:Google',
      'TITLE:CEO',
      'URL:https\\://about.google.example',
      'CATEGORIES:myContacts',
      'END:VCARD',
    );
    expect(contact(card)).toEqual({
      firstName: 'Sundar',
      lastName: 'Example',
      email: 'sundar@google.example',
      phone: '+1 650-253-0000',
      company: 'Google',
      title: 'CEO',
      note: 'Website: https://about.google.example\nAddress: 1600 Amphitheatre Pkwy, 94043 Mountain View, CA, US',
    });
  });

  it('Outlook (2.1): bare types, quoted-printable in Windows-1252, soft line breaks', () => {
    const card = lines(
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;LANGUAGE=de;CHARSET=Windows-1252:Müller;Jürgen',
      'FN;CHARSET=Windows-1252;ENCODING=QUOTED-PRINTABLE:J=FCrgen M=FCller',
      'ORG;CHARSET=Windows-1252;ENCODING=QUOTED-PRINTABLE:B=E4ckerei Gr=F6=DFe GmbH;Vertrieb',
      'TITLE:Vertriebsleiter',
      'TEL;WORK;VOICE:+49 30 1234567',
      'TEL;CELL;VOICE:+49 171 2345678',
      'TEL;WORK;FAX:+49 30 1234568',
      'ADR;WORK;ENCODING=QUOTED-PRINTABLE;CHARSET=Windows-1252:;;Hauptstra=DFe 5=0D=0A2. OG;Berlin;;10115;Deutschland',
      'EMAIL;PREF;INTERNET:juergen.mueller@baeckerei.example',
      'NOTE;ENCODING=QUOTED-PRINTABLE:Termin n=C3=A4chste Woche=0D=0A=',
      'bitte anrufen',
      'END:VCARD',
    );
    expect(contact(card)).toEqual({
      firstName: 'Jürgen',
      lastName: 'Müller',
      email: 'juergen.mueller@baeckerei.example',
      phone: '+49 171 2345678',
      company: 'Bäckerei Größe GmbH',
      title: 'Vertriebsleiter',
      note: [
        'Address: Hauptstraße 5, 2. OG, 10115 Berlin, Deutschland',
        'Phone: +49 30 1234567',
        'Termin nächste Woche',
        'bitte anrufen',
      ].join('\n'),
    });
  });

  it('Android (2.1): UTF-8 quoted-printable names and a note broken over two lines', () => {
    const card = lines(
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E5=B1=B1=E7=94=B0;=E5=A4=AA=E9=83=8E;;;',
      'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E5=B1=B1=E7=94=B0=20=E5=A4=AA=E9=83=8E',
      'TEL;CELL:090-1234-5678',
      'EMAIL;HOME:taro@example.jp',
      'NOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:=E6=9D=B1=E4=BA=AC=E3=83=93=E3=83=83=E3=82=B0=',
      '=E3=82=B5=E3=82=A4=E3=83=88',
      'END:VCARD',
    );
    expect(contact(card)).toEqual(
      fields({
        firstName: '太郎',
        lastName: '山田',
        email: 'taro@example.jp',
        phone: '090-1234-5678',
        note: '東京ビッグサイト',
      }),
    );
  });

  it('vCard 4.0 (HiHello-style): tel: URIs with an extension, PREF=1, quoted types, URLs', () => {
    const card = lines(
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:Dr. Amara Okafor',
      'N:Okafor;Amara;;Dr.;',
      'ORG:HiHello Labs',
      'TITLE:Head of Partnerships',
      'TEL;VALUE=uri;TYPE="voice,home":tel:+1-555-555-0111',
      'TEL;VALUE=uri;TYPE="voice,cell";PREF=1:tel:+1-555-555-0147;ext=12',
      'EMAIL;TYPE=work:amara@hihello.example',
      'URL;TYPE=work:https://hihello.example/amara',
      'URL:https://www.linkedin.com/in/amara',
      'X-SOCIALPROFILE;TYPE=twitter:https://twitter.com/amara',
      "NOTE:Let's meet again\\, soon",
      'PHOTO;MEDIATYPE=image/jpeg:https://cdn.example/p.jpg',
      'END:VCARD',
    );
    expect(contact(card)).toEqual({
      firstName: 'Amara',
      lastName: 'Okafor',
      email: 'amara@hihello.example',
      phone: '+1-555-555-0147 ext. 12',
      company: 'HiHello Labs',
      title: 'Head of Partnerships',
      note: [
        'Website: https://hihello.example/amara',
        'Website: https://www.linkedin.com/in/amara',
        'Phone: +1-555-555-0111',
        "Let's meet again, soon",
      ].join('\n'),
    });
  });

  it('Popl-style (3.0): an escaped comma in the company, a folded note, LF line ends', () => {
    const card = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Rivera;Jordan',
      'FN:Jordan Rivera',
      'ORG:Popl Demo Co\\, Inc.',
      'TITLE:Account Executive',
      'EMAIL:jordan@popl.example',
      'TEL;TYPE=cell:5551234567',
      'URL:https://popl.example/jordan',
      'NOTE:This note was folded by the writer at seventy-fi',
      ' ve octets\\, as the standard asks.',
      'END:VCARD',
    ].join('\n');
    expect(contact(card)).toEqual({
      firstName: 'Jordan',
      lastName: 'Rivera',
      email: 'jordan@popl.example',
      phone: '5551234567',
      company: 'Popl Demo Co, Inc.',
      title: 'Account Executive',
      note: 'Website: https://popl.example/jordan\nThis note was folded by the writer at seventy-five octets, as the standard asks.',
    });
  });

  it('a 2.1 folded line keeps the space it starts with', () => {
    const card = lines(
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N:Lovelace;Ada',
      'TITLE:Analyst of the',
      ' Engine',
      'END:VCARD',
    );
    expect(contact(card).title).toBe('Analyst of the Engine');
  });

  it('two given names and a family name with a particle, as N writes them', () => {
    const card = lines(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:van Beethoven;Ludwig,Maria;;;',
      'FN:Ludwig Maria van Beethoven',
      'END:VCARD',
    );
    expect(contact(card)).toMatchObject({ firstName: 'Ludwig Maria', lastName: 'van Beethoven' });
  });

  it('no N: the FN is split; a company card with no person names no one', () => {
    const person = lines('BEGIN:VCARD', 'VERSION:3.0', 'FN:Grace Brewster Hopper', 'END:VCARD');
    expect(contact(person)).toMatchObject({ firstName: 'Grace Brewster', lastName: 'Hopper' });
    const company = lines(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:;;;;',
      'FN:Acme Robotics',
      'ORG:Acme Robotics',
      'X-ABShowAs:COMPANY',
      'TEL;TYPE=MAIN:+1 555 0100',
      'END:VCARD',
    );
    expect(contact(company)).toEqual(fields({ company: 'Acme Robotics', phone: '+1 555 0100' }));
  });

  it('only a fax or a pager: no phone; mailto: e-mails; the title falls back to the role', () => {
    const card = lines(
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:Old School',
      'TEL;TYPE=fax:+1 555 0001',
      'TEL;TYPE=pager:+1 555 0002',
      'EMAIL:mailto:old@school.example',
      'ROLE:Procurement',
      'END:VCARD',
    );
    expect(contact(card)).toMatchObject({
      phone: '',
      email: 'old@school.example',
      title: 'Procurement',
      note: '',
    });
  });

  it('reads the first card of several and ignores inline photos', () => {
    const card = lines(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:First Person',
      'PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD',
      ' /2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAx',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Second Person',
      'END:VCARD',
    );
    expect(contact(card)).toEqual(fields({ firstName: 'First', lastName: 'Person' }));
  });
});

describe('broken and hostile vCards', () => {
  it('reads a card cut short (no END), without VERSION, with blank and junk lines', () => {
    const card = [
      '  BEGIN:VCARD',
      '',
      'this line is not a property',
      'N:Curie;Marie',
      ':no name',
      'EMAIL:marie@radium.example',
      'TEL;TYPE=CELL:+33 1 23 45 67',
    ].join('\r\n');
    expect(contact(card)).toEqual(
      fields({
        firstName: 'Marie',
        lastName: 'Curie',
        email: 'marie@radium.example',
        phone: '+33 1 23 45 67',
      }),
    );
  });

  it('keeps markup as text, drops control characters and direction overrides', () => {
    const card = lines(
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:<img src=x onerror=alert(1)>;<script>alert(1)</script>',
      'ORG:Evil\u0000 Corp\u0007\u009b',
      'TITLE:\u202eresU nimdA',
      'TEL:+1 555\t0100\u000b',
      'NOTE:line one\\nline\u0001 two\\n\\n\\n\\nline three',
      'END:VCARD',
    );
    expect(contact(card)).toEqual({
      firstName: '<script>alert(1)</script>',
      lastName: '<img src=x onerror=alert(1)>',
      email: '',
      phone: '+1 555 0100',
      company: 'Evil Corp',
      title: 'resU nimdA',
      note: 'line one\nline two\n\nline three',
    });
  });

  it("caps every field at what the API stores, a QR's text at what a QR holds", () => {
    const long = 'x'.repeat(1200);
    const card = lines(
      'BEGIN:VCARD',
      'VERSION:3.0',
      `N:${long};${long}`,
      `EMAIL:${long}@example.com`,
      `TEL:${'1'.repeat(100)}`,
      `ORG:${long}`,
      `TITLE:${long}`,
      'END:VCARD',
    );
    const read = contact(card);
    expect(read.firstName).toHaveLength(100);
    expect(read.lastName).toHaveLength(100);
    expect(read.email).toHaveLength(254);
    expect(read.phone).toHaveLength(40);
    expect(read.company).toHaveLength(100);
    expect(read.title).toHaveLength(100);
    const text = readQrText('y'.repeat(QR_TEXT_MAX * 10), ORIGINS);
    expect(text.kind === 'text' && text.fields.note).toHaveLength(2000);
  });

  it('never cuts a character in half at a cap', () => {
    const read = contact(lines('BEGIN:VCARD', `TITLE:${'a'.repeat(99)}😀😀`, 'END:VCARD'));
    expect(read.title).toBe('a'.repeat(99));
  });

  it('a malformed quoted-printable value and an unknown charset still read', () => {
    const card = lines(
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;ENCODING=QUOTED-PRINTABLE;CHARSET=X-UNKNOWN:Caf=E9=ZZ;Ren=C3=A9',
      'END:VCARD',
    );
    // Not UTF-8 (=E9 alone): read as Windows-1252; '=ZZ' is not an escape and stays.
    expect(contact(card)).toMatchObject({ lastName: 'Café=ZZ', firstName: 'RenÃ©' });
  });
});

describe('MeCards from badge printers and phones', () => {
  it('reads every field, Last,First and its escapes', () => {
    const text =
      'MECARD:N:Doe,Jane;ORG:Acme Robotics;TITLE:CTO;TEL:+15551230000;TEL:+15551239999;' +
      'EMAIL:jane@acme.example;URL:https\\://acme.example;ADR:1 Main St\\, Springfield;' +
      'NOTE:Ratio 3\\:1\\; priority high;;';
    expect(contact(text)).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@acme.example',
      phone: '+15551230000',
      company: 'Acme Robotics',
      title: 'CTO',
      note: [
        'Website: https://acme.example',
        'Address: 1 Main St, Springfield',
        'Phone: +15551239999',
        'Ratio 3:1; priority high',
      ].join('\n'),
    });
  });

  it('a name without the comma, lower-case prefix, reading (SOUND) and birthday ignored', () => {
    const text = 'mecard:N:Taro Yamada;SOUND:yamada taro;TEL:03-1234-5678;BDAY:19700101;;';
    expect(contact(text)).toEqual(
      fields({ firstName: 'Taro', lastName: 'Yamada', phone: '03-1234-5678' }),
    );
  });

  it('an escaped comma inside the family name', () => {
    expect(contact('MECARD:N:Smith\\, Jr.,John;;')).toMatchObject({
      firstName: 'John',
      lastName: 'Smith, Jr.',
    });
  });

  it('a cut-short MeCard (no closing ;;) and a field without a value', () => {
    expect(contact('MECARD:N:Ng,Andrew;EMAIL:;TEL:+65 6123 4567')).toEqual(
      fields({ firstName: 'Andrew', lastName: 'Ng', phone: '+65 6123 4567' }),
    );
  });

  it('BIZCARD: first and last name, mobile before the work number, never the fax', () => {
    const text =
      'BIZCARD:N:Sean;X:Owen;T:Software Engineer;C:Google;A:76 9th Avenue, New York;' +
      'B:+12125551212;M:+12125559999;F:+12125550000;E:sean@google.example;;';
    expect(contact(text)).toEqual({
      firstName: 'Sean',
      lastName: 'Owen',
      email: 'sean@google.example',
      phone: '+12125559999',
      company: 'Google',
      title: 'Software Engineer',
      note: 'Address: 76 9th Avenue, New York\nPhone: +12125551212',
    });
  });
});

describe('Catalyst cards and any other text', () => {
  it("a card's addresses on this app: handle, uuid, code; case, query and slash ignored", () => {
    const uuid = '3f2b8c1e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
    const cases: [string, QrReading][] = [
      [
        'https://app.example/u/grace-hopper?src=qr',
        {
          kind: 'card',
          lookup: { key: 'grace-hopper' },
          url: 'https://app.example/u/grace-hopper',
        },
      ],
      [
        `https://APP.example/u/${uuid.toUpperCase()}/`,
        { kind: 'card', lookup: { key: uuid }, url: `https://app.example/u/${uuid}` },
      ],
      [
        'HTTPS://APP.EXAMPLE/c/AB12CD34?src=nfc#top',
        { kind: 'card', lookup: { code: 'ab12cd34' }, url: 'https://app.example/c/ab12cd34' },
      ],
      [
        '  http://127.0.0.1:3500/c/zz00zz00\n',
        { kind: 'card', lookup: { code: 'zz00zz00' }, url: 'http://127.0.0.1:3500/c/zz00zz00' },
      ],
    ];
    for (const [text, expected] of cases) expect(readQrText(text, ORIGINS), text).toEqual(expected);
  });

  it('addresses that are not a card of this app are text for the note', () => {
    for (const text of [
      'https://other.example/u/grace-hopper',
      'https://app.example.evil.example/u/grace-hopper',
      'https://app.example/u/grace-hopper/og.png',
      'https://app.example/c/short',
      'https://app.example/u/a',
      'https://app.example/cards/1/share',
      'javascript:alert(1)//https://app.example/u/grace',
      'ftp://app.example/u/grace-hopper',
    ]) {
      expect(cardAddress(text, ORIGINS), text).toBeNull();
      expect(readQrText(text, ORIGINS), text).toEqual({
        kind: 'text',
        fields: fields({ note: text }),
      });
    }
  });

  it('plain text goes into the note, its lines kept and its controls dropped', () => {
    expect(readQrText('Booth 42\r\nAsk for\u0000 Sam\u001b[31m', ORIGINS)).toEqual({
      kind: 'text',
      fields: fields({ note: 'Booth 42\nAsk for Sam[31m' }),
    });
    expect(readQrText('WIFI:S:HallNet;T:WPA;P:secret;;', ORIGINS)).toMatchObject({
      kind: 'text',
      fields: { note: 'WIFI:S:HallNet;T:WPA;P:secret;;' },
    });
  });

  it("a card's public contact fills the form; its address and website go into the note", () => {
    const filled = cardFields(
      {
        name: 'Grace Hopper',
        company: 'US Navy',
        title: 'Rear Admiral',
        websiteUrl: 'https://navy.example',
        contact: {
          phone: '+1 202 555 0142',
          email: 'grace@navy.example',
          address: '1 Pentagon, 22202 Arlington, VA',
        },
      },
      'https://app.example/c/ab12cd34',
    );
    expect(filled).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@navy.example',
      phone: '+1 202 555 0142',
      company: 'US Navy',
      title: 'Rear Admiral',
      note: [
        'Card: https://app.example/c/ab12cd34',
        'Website: https://navy.example',
        'Address: 1 Pentagon, 22202 Arlington, VA',
      ].join('\n'),
    });
    const bare = cardFields(
      {
        name: 'Prince',
        company: '',
        title: '',
        websiteUrl: null,
        contact: { phone: null, email: null, address: null },
      },
      'https://app.example/u/prince',
    );
    expect(bare).toEqual(
      fields({ firstName: 'Prince', note: 'Card: https://app.example/u/prince' }),
    );
  });
});

describe('full names', () => {
  it.each([
    ['Jane Doe', 'Jane', 'Doe'],
    ['  Jane   Q.  Doe ', 'Jane Q.', 'Doe'],
    ['Dr. Jane Doe', 'Jane', 'Doe'],
    ['Jane Doe, PhD', 'Jane', 'Doe'],
    ['Jane Doe Jr.', 'Jane', 'Doe'],
    ['Doe, Jane', 'Jane', 'Doe'],
    ['Ludwig van Beethoven', 'Ludwig', 'van Beethoven'],
    ['Juan de la Cruz', 'Juan', 'de la Cruz'],
    ['Cher', 'Cher', ''],
    ['Dr.', 'Dr.', ''],
    ['', '', ''],
  ])('%j is %j / %j', (full, firstName, lastName) => {
    expect(splitFullName(full)).toEqual({ firstName, lastName });
  });
});

describe("a QR code's bytes", () => {
  const bytes = (text: string) => Array.from(new TextEncoder().encode(text));

  it('UTF-8 as UTF-8, a byte-order mark dropped', () => {
    expect(textOfQrBytes(bytes('N:Müller;Jürgen'), '')).toBe('N:Müller;Jürgen');
    expect(textOfQrBytes([0xef, 0xbb, 0xbf, ...bytes('BEGIN:VCARD')], '')).toBe('BEGIN:VCARD');
  });

  it('Latin-1 bytes (not UTF-8) as Windows-1252, where jsQR answers an empty string', () => {
    expect(textOfQrBytes([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72], '')).toBe('Müller');
  });

  it("a Kanji-mode code's text as its decoder read it", () => {
    expect(textOfQrBytes([0x88, 0x9f, 0x88, 0xa0], '亜唖')).toBe('亜唖');
  });
});
