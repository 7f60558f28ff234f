import { vcardFileName } from './build-vcard';
import { VCardBuilder } from './vcard-format';

/** What a visitor left through the contact form, as far as their contact card needs. */
export interface VisitorContact {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** What the lead form asked beyond the four fields, when given. */
  company?: string | null;
  title?: string | null;
  receivedAt: Date;
  /** The card the message came through, for the note. */
  cardName: string;
}

/**
 * The visitor of a message as a vCard 3.0 the owner saves to their address book: name, e-mail,
 * phone, company and title, and a note with the date and the message. Every value is escaped like the cards' own
 * (a visitor's text is hostile: no line of it can become a property).
 */
export function buildVisitorVCard(visitor: VisitorContact): { body: string; fileName: string } {
  const parts = visitor.name.trim().split(/\s+/);
  const first = parts.length > 1 ? parts.slice(0, -1).join(' ') : (parts[0] ?? '');
  const last = parts.length > 1 ? (parts.at(-1) ?? '') : '';
  const received = visitor.receivedAt.toISOString().slice(0, 10);
  const body = new VCardBuilder()
    .structured('N', [last, first, '', '', ''])
    .text('FN', visitor.name || visitor.email)
    .text('EMAIL', visitor.email, ';TYPE=INTERNET,PREF')
    .text('TEL', visitor.phone, ';TYPE=CELL,VOICE')
    .structured('ORG', [visitor.company])
    .text('TITLE', visitor.title)
    .text(
      'NOTE',
      `Met through Catalyst Connect (${visitor.cardName}) on ${received}:\n${visitor.message}`,
    )
    .toString();
  return { body, fileName: vcardFileName({ firstName: first, lastName: last }) };
}
