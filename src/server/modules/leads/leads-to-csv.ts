import type { Lead } from '#shared/schemas/leads';
import {
  csvFile,
  LEAD_CONTACT_COLUMNS,
  LEAD_DETAIL_COLUMNS,
  leadContactCells,
  leadDetailCells,
} from './lead-csv';

/** The owner's leads as CSV. */
export function leadsToCsv(list: Lead[]): string {
  return csvFile(
    ['Received', 'Card', ...LEAD_CONTACT_COLUMNS, ...LEAD_DETAIL_COLUMNS, 'Read'],
    list.map((m) => [
      m.createdAt,
      m.cardName,
      ...leadContactCells(m),
      ...leadDetailCells(m),
      m.readAt ? 'yes' : 'no',
    ]),
  );
}
