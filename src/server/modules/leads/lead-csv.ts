import { sourceLabel } from '#shared/insights/source-labels';
import { LEAD_STATUS_LABELS, type Lead, type LeadFields } from '#shared/schemas/leads';

/**
 * A CSV cell: quoted, quotes doubled, and a cell a spreadsheet would run as a formula
 * (=, +, -, @, tab, CR) prefixed with an apostrophe so it stays text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The person and what they wrote, in both CSVs (the owner's and the team's). */
export const LEAD_CONTACT_COLUMNS = ['Name', 'Email', 'Phone', 'Company', 'Title', 'Message'];

export function leadContactCells(
  lead: Pick<Lead, 'name' | 'email' | 'phone' | 'company' | 'title' | 'message'>,
): string[] {
  return [lead.name, lead.email, lead.phone, lead.company ?? '', lead.title ?? '', lead.message];
}

/** A lead's own columns after its message, in both CSVs (the owner's and the team's). */
export const LEAD_DETAIL_COLUMNS = ['Status', 'Note', 'Consent', 'Consented at', 'Source'];

export function leadDetailCells(lead: LeadFields): string[] {
  return [
    LEAD_STATUS_LABELS[lead.status],
    lead.note ?? '',
    lead.consentText ?? '',
    lead.consentedAt ?? '',
    lead.source ? sourceLabel(lead.source) : '',
  ];
}

/**
 * Where and when a lead met in person was captured: the last columns of both CSVs, added after
 * the others so that a reader of the older columns by position reads them as before.
 */
export const LEAD_CAPTURE_COLUMNS = ['Event', 'Captured at'];

export function leadCaptureCells(
  lead: Pick<LeadFields, 'eventId' | 'capturedAt'>,
  eventNames: ReadonlyMap<string, string>,
): string[] {
  return [(lead.eventId && eventNames.get(lead.eventId)) ?? '', lead.capturedAt ?? ''];
}

/** Rows as a spreadsheet opens them: UTF-8 with a byte-order mark, formulas kept as text. */
export function csvFile(header: string[], rows: string[][]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  // A BOM so Excel reads the file as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
