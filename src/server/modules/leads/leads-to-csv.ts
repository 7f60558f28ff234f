import type { Lead } from '#shared/schemas/leads';
import { csvFile, LEAD_DETAIL_COLUMNS, leadDetailCells } from './lead-csv';

/** The owner's leads as CSV. */
export function leadsToCsv(list: Lead[]): string {
  return csvFile(
    [
      'Received',
      'Card',
      'Name',
      'Email',
      'Phone',
      'Company',
      'Title',
      'Message',
      ...LEAD_DETAIL_COLUMNS,
      'Read',
    ],
    list.map((m) => [
      m.createdAt,
      m.cardName,
      m.name,
      m.email,
      m.phone,
      m.company ?? '',
      m.title ?? '',
      m.message,
      ...leadDetailCells(m),
      m.readAt ? 'yes' : 'no',
    ]),
  );
}
