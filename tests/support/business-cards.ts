import sharp from 'sharp';

/**
 * Business cards made at test time: drawn as SVG in the fonts this machine has (fontconfig:
 * DejaVu and Liberation on Debian), rasterised by sharp, then "photographed": laid on a table,
 * turned a few degrees, lit unevenly, blurred, speckled with noise and saved as JPEG. Nothing
 * binary is committed; the same seed draws the same card.
 */

/** What a card says, and what a scan of it should read. */
export interface CardPerson {
  firstName: string;
  lastName: string;
  title: string;
  company: string;
  email: string;
  /** The phone printed first, and the number a scan should answer (E.164). */
  phone: { printed: string; e164: string; label?: string };
  /** Further lines that must not be read as the phone (a fax, say). */
  otherPhones?: string[];
  website?: string;
  address?: string[];
  /** The country whose Accept-Language a phone in national form needs. */
  country?: string;
}

export type CardLayout = 'top-left' | 'centred' | 'logo-block' | 'two-columns' | 'dark';

export interface CardStyle {
  layout: CardLayout;
  font: string;
  /** The card's width in pixels as photographed: its text height follows. */
  width: number;
  /** Degrees, a slight turn of the card in the photo. */
  angle: number;
  /** Gaussian blur sigma (0: none). */
  blur: number;
  /** Noise amplitude, 0 to 255. */
  noise: number;
  jpegQuality: number;
}

export const CARD_PEOPLE: CardPerson[] = [
  {
    firstName: 'Jane',
    lastName: 'Doe',
    title: 'Senior Sales Manager',
    company: 'Acme Robotics Inc.',
    email: 'jane.doe@acme-robotics.com',
    phone: { printed: '+1 415 555 0132', e164: '+14155550132', label: 'Mobile' },
    otherPhones: ['Fax +1 415 555 0199'],
    website: 'www.acme-robotics.com',
    address: ['500 Market Street', 'San Francisco, CA 94105'],
  },
  {
    firstName: 'Katrin',
    lastName: 'Schneider',
    title: 'Head of Marketing',
    company: 'Nordlicht Software GmbH',
    email: 'k.schneider@nordlicht-software.de',
    phone: { printed: '+49 171 2345678', e164: '+491712345678', label: 'M' },
    otherPhones: ['F +49 30 12345679'],
    website: 'nordlicht-software.de',
    address: ['Friedrichstrasse 123', '10117 Berlin'],
  },
  {
    firstName: 'Oliver',
    lastName: 'Bennett',
    title: 'Director of Engineering',
    company: 'Bennett & Hale Ltd',
    email: 'oliver@bennetthale.co.uk',
    phone: { printed: '020 7946 0958', e164: '+442079460958', label: 'T' },
    website: 'www.bennetthale.co.uk',
    address: ['221 Baker Street', 'London NW1 6XE'],
    country: 'GB',
  },
  {
    firstName: 'Camille',
    lastName: 'Laurent',
    title: 'Chief Marketing Officer',
    company: 'Lumiere Conseil SARL',
    email: 'camille.laurent@lumiere-conseil.fr',
    phone: { printed: '+33 1 42 68 53 00', e164: '+33142685300', label: 'Tel' },
    address: ['12 rue de Rivoli', '75004 Paris'],
  },
  {
    firstName: 'Sanne',
    lastName: 'de Vries',
    title: 'Product Manager',
    company: 'Tulip Data B.V.',
    email: 's.devries@tulipdata.nl',
    phone: { printed: '+31 20 794 1234', e164: '+31207941234' },
    website: 'https://tulipdata.nl',
  },
  {
    firstName: 'Liam',
    lastName: 'Walker',
    title: 'Account Executive',
    company: 'Southern Cross Pty Ltd',
    email: 'liam.walker@southerncross.com.au',
    phone: { printed: '+61 412 345 678', e164: '+61412345678', label: 'Mob' },
    otherPhones: ['Fax +61 2 9374 4001'],
    address: ['88 George Street', 'Sydney NSW 2000'],
  },
  {
    firstName: 'Kenji',
    lastName: 'Tanaka',
    title: 'CEO',
    company: 'Sakura Systems K.K.',
    email: 'k.tanaka@sakura-systems.jp',
    phone: { printed: '+81 3-1234-5678', e164: '+81312345678' },
    website: 'www.sakura-systems.jp',
  },
  {
    firstName: 'Lena',
    lastName: 'Keller',
    title: 'Software Engineer',
    company: 'Alpenblick AG',
    email: 'lena.keller@alpenblick.ch',
    phone: { printed: '+41 44 668 18 00', e164: '+41446681800', label: 'Phone' },
    address: ['Bahnhofstrasse 10', '8001 Zurich'],
  },
  {
    firstName: 'Priya',
    lastName: 'Patel',
    title: 'VP Business Development',
    company: 'Brightwave',
    email: 'priya@brightwave.io',
    phone: { printed: '(604) 555-0199', e164: '+16045550199', label: 'Cell' },
    website: 'brightwave.io',
    country: 'CA',
  },
  {
    firstName: 'Javier',
    lastName: 'Morales',
    title: 'Regional Sales Director',
    company: 'Soluciones Iberia S.A.',
    email: 'jmorales@solucionesiberia.es',
    phone: { printed: '+34 912 345 678', e164: '+34912345678' },
    website: 'www.solucionesiberia.es',
    address: ['Calle de Alcala 50', '28014 Madrid'],
  },
  {
    firstName: 'Giulia',
    lastName: 'Romano',
    title: 'Marketing Director',
    company: 'Vela Design S.r.l.',
    email: 'giulia.romano@veladesign.it',
    phone: { printed: '+39 02 1234 5678', e164: '+390212345678', label: 'T' },
    website: 'www.veladesign.it',
  },
  {
    firstName: 'Marcus',
    lastName: 'Johnson',
    title: 'Customer Success Lead',
    company: 'Harbor Freight Logistics LLC',
    email: 'marcus.johnson@harborlogistics.com',
    phone: { printed: '(212) 555-0187', e164: '+12125550187', label: 'Office' },
    otherPhones: ['Fax (212) 555-0100'],
    address: ['75 Broad Street, Suite 900', 'New York, NY 10004'],
    country: 'US',
  },
];

export const CARD_FONTS = [
  'DejaVu Sans',
  'Liberation Sans',
  'DejaVu Serif',
  'Liberation Serif',
  'DejaVu Sans Condensed',
  'Liberation Sans Narrow',
] as const;

/** The side of the square of grain the noise repeats. */
const GRAIN_TILE = 97;

const LAYOUTS: CardLayout[] = ['top-left', 'centred', 'logo-block', 'two-columns', 'dark'];

/** A small deterministic generator: the same seed, the same card. */
function seeded(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

/** The style of the `index`th card of a set: fonts, layouts, sizes and turns spread over it. */
export function cardStyle(index: number): CardStyle {
  const random = seeded(index * 7919 + 17);
  const sign = index % 2 === 0 ? 1 : -1;
  return {
    layout: LAYOUTS[index % LAYOUTS.length]!,
    font: CARD_FONTS[index % CARD_FONTS.length]!,
    width: [1400, 1700, 2000, 1200][index % 4]!,
    angle: sign * (2 + random() * 3),
    blur: 0.4 + random() * 0.8,
    noise: 10 + Math.round(random() * 14),
    jpegQuality: 62 + Math.round(random() * 20),
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface TextLine {
  text: string;
  x: number;
  y: number;
  size: number;
  weight?: 'bold' | 'normal';
  anchor?: 'start' | 'middle' | 'end';
}

/** The card's lines, placed in a 1050 x 600 box (3.5 x 2 inches at 300 dpi). */
function placeLines(person: CardPerson, layout: CardLayout): TextLine[] {
  const name = `${person.firstName} ${person.lastName}`;
  const phone = person.phone.label
    ? `${person.phone.label}: ${person.phone.printed}`
    : person.phone.printed;
  const contact = [
    phone,
    ...(person.otherPhones ?? []),
    person.email,
    ...(person.website ? [person.website] : []),
  ];
  const address = person.address ?? [];
  const column = (lines: string[], x: number, top: number, size: number, gap: number) =>
    lines.map((text, i) => ({ text, x, y: top + i * gap, size }));
  switch (layout) {
    case 'centred': {
      const lines = [...contact, ...address];
      return [
        { text: person.company, x: 525, y: 90, size: 38, weight: 'bold', anchor: 'middle' },
        { text: name, x: 525, y: 190, size: 54, weight: 'bold', anchor: 'middle' },
        { text: person.title, x: 525, y: 245, size: 32, anchor: 'middle' },
        ...column(lines, 525, 330, 29, 40).map((l) => ({ ...l, anchor: 'middle' as const })),
      ];
    }
    case 'logo-block':
      return [
        { text: name, x: 330, y: 110, size: 50, weight: 'bold' },
        { text: person.title, x: 330, y: 160, size: 30 },
        { text: person.company, x: 330, y: 215, size: 32, weight: 'bold' },
        ...column([...contact, ...address], 330, 300, 28, 40),
      ];
    case 'two-columns':
      return [
        { text: name, x: 60, y: 120, size: 52, weight: 'bold' },
        { text: person.title, x: 60, y: 172, size: 30 },
        { text: person.company, x: 60, y: 470, size: 34, weight: 'bold' },
        ...column(address, 60, 515, 26, 34),
        ...column(contact, 990, 110, 28, 42).map((l) => ({ ...l, anchor: 'end' as const })),
      ];
    case 'dark':
    case 'top-left':
    default:
      return [
        { text: name, x: 60, y: 100, size: 52, weight: 'bold' },
        { text: person.title, x: 60, y: 150, size: 30 },
        { text: person.company, x: 60, y: 215, size: 34, weight: 'bold' },
        ...column([...contact, ...address], 60, 300, 28, 40),
      ];
  }
}

/** The card as SVG, 1050 x 600 user units drawn at `width` pixels. */
export function cardSvg(person: CardPerson, style: CardStyle): string {
  const dark = style.layout === 'dark';
  const ink = dark ? '#f4f4f0' : '#1d2433';
  const lines = placeLines(person, style.layout);
  const initials = person.company
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const logo =
    style.layout === 'logo-block'
      ? `<rect x="50" y="50" width="230" height="230" rx="24" fill="#2b6cb0"/>` +
        `<text x="165" y="195" font-size="110" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>`
      : style.layout === 'top-left'
        ? `<rect x="0" y="560" width="1050" height="40" fill="#c53030"/>`
        : '';
  const text = lines
    .map(
      (line) =>
        `<text x="${line.x}" y="${line.y}" font-size="${line.size}" font-weight="${line.weight ?? 'normal'}" text-anchor="${line.anchor ?? 'start'}">${escapeXml(line.text)}</text>`,
    )
    .join('');
  const height = Math.round((style.width * 600) / 1050);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${style.width}" height="${height}" viewBox="0 0 1050 600">
<rect width="1050" height="600" fill="${dark ? '#1f2a37' : '#fbfaf6'}"/>
<g font-family="${style.font}">${logo}<g fill="${ink}">${text}</g></g></svg>`;
}

/**
 * The card photographed: on a grey-brown table a little larger than it, turned `angle` degrees,
 * lit brighter at one corner, blurred, with noise, saved as JPEG (or PNG/WebP when asked).
 */
export async function photographCard(
  person: CardPerson,
  style: CardStyle,
  seed = 1,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
): Promise<Buffer> {
  const card = await sharp(Buffer.from(cardSvg(person, style)))
    .rotate(style.angle, { background: '#6f6558' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const margin = Math.round(style.width * 0.06);
  const width = card.info.width + 2 * margin;
  const height = card.info.height + 2 * margin;
  // Light falling from the top left: a white-to-black gradient laid softly over the photo.
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#l)"/></svg>`,
  );
  // Sensor noise: a tile of random grain repeated over the photo, laid on softly.
  const random = seeded(seed * 104_729 + 3);
  const tile = Buffer.alloc(GRAIN_TILE * GRAIN_TILE);
  for (let i = 0; i < tile.length; i += 1) {
    tile[i] = Math.max(0, Math.min(255, 128 + (random() + random() - 1) * style.noise * 2));
  }
  const grain = await sharp(tile, { raw: { width: GRAIN_TILE, height: GRAIN_TILE, channels: 1 } })
    .toColourspace('srgb')
    .png()
    .toBuffer();
  const lit = await sharp({ create: { width, height, channels: 3, background: '#6f6558' } })
    .composite([
      { input: card.data, raw: card.info, left: margin, top: margin },
      { input: light, blend: 'over' },
      { input: grain, tile: true, blend: 'soft-light' },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
  const photo = sharp(lit.data, { raw: lit.info });
  if (style.blur >= 0.3) photo.blur(style.blur);
  if (format === 'png') return photo.png().toBuffer();
  if (format === 'webp') return photo.webp({ quality: style.jpegQuality }).toBuffer();
  return photo.jpeg({ quality: style.jpegQuality }).toBuffer();
}
