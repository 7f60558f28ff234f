import { isCardCode } from '#shared/cards/card-code';
import { isProfileKey } from '#shared/schemas/common';
import { readMeCard } from './mecard';
import { cleanScanFields, noteOf, splitFullName, type ScanFields } from './scan-fields';
import { readVCard } from './vcard';

/**
 * The most a QR code holds (7,089 digits; 2,953 bytes of text): anything longer did not come
 * from one, and is cut before it is parsed, so a hostile code costs no more than a real one.
 */
export const QR_TEXT_MAX = 7089;

/** Where a Catalyst card's contact is read: its handle or uuid (/u/{key}), or its code (/c/{code}). */
export type CardLookup = { key: string } | { code: string };

/** What a decoded QR code is to the capture form. */
export type QrReading =
  /** A vCard or a MeCard: the fields, exactly. */
  | { kind: 'contact'; format: 'vcard' | 'mecard'; fields: ScanFields }
  /** A Catalyst card of this app: its public contact fills the form (cardFields). */
  | { kind: 'card'; lookup: CardLookup; url: string }
  /** Anything else: the text, in the note. */
  | { kind: 'text'; fields: ScanFields };

/**
 * Reads a QR code's text (docs/product.md#capture): a vCard or a MeCard (or BIZCARD) fills the
 * fields; the address of a card on this app (`appOrigins`: the app's origins, its configured
 * address and the one the page is on) is looked up; any other text is the note. Every field is
 * cleaned of control characters and capped to what the API stores (scan-fields.ts).
 */
export function readQrText(decoded: string, appOrigins: readonly string[]): QrReading {
  const text = decoded.slice(0, QR_TEXT_MAX);
  const vcard = readVCard(text);
  if (vcard) return { kind: 'contact', format: 'vcard', fields: cleanScanFields(vcard) };
  const mecard = readMeCard(text);
  if (mecard) return { kind: 'contact', format: 'mecard', fields: cleanScanFields(mecard) };
  const card = cardAddress(text, appOrigins);
  if (card) return { kind: 'card', ...card };
  return { kind: 'text', fields: cleanScanFields({ note: text }) };
}

/** `{origin}/u/{key}` or `{origin}/c/{code}` of one of `appOrigins`, any query or fragment. */
export function cardAddress(
  text: string,
  appOrigins: readonly string[],
): { lookup: CardLookup; url: string } | null {
  const trimmed = text.trim();
  if (/\s/.test(trimmed) || trimmed.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  const origins = new Set(
    appOrigins.flatMap((origin) => {
      try {
        return [new URL(origin).origin];
      } catch {
        return [];
      }
    }),
  );
  if (!/^https?:$/.test(url.protocol) || !origins.has(url.origin)) return null;
  const [, kind, value, ...rest] = url.pathname.split('/');
  if (!value || rest.some(Boolean)) return null;
  const key = decodeURIComponentSafe(value).toLowerCase();
  const address = `${url.origin}/${kind}/${key}`;
  if (kind === 'u' && isProfileKey(key)) return { lookup: { key }, url: address };
  if (kind === 'c' && isCardCode(key)) return { lookup: { code: key }, url: address };
  return null;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** What a Catalyst card's public contact (GET /api/card-profiles/public/...) shows. */
export interface CardContact {
  name: string;
  company: string;
  title: string;
  websiteUrl: string | null;
  contact: { phone: string | null; email: string | null; address: string | null };
}

/** A digital card's public contact as the form's fields; its address and website in the note. */
export function cardFields(card: CardContact, url: string): ScanFields {
  return cleanScanFields({
    ...splitFullName(card.name),
    email: card.contact.email ?? '',
    phone: card.contact.phone ?? '',
    company: card.company,
    title: card.title,
    note: noteOf({
      card: url,
      websites: card.websiteUrl ? [card.websiteUrl] : [],
      address: card.contact.address ?? '',
    }),
  });
}
