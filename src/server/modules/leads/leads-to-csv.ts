import type { Lead } from '#shared/schemas/leads';
import {
  csvFile,
  LEAD_CAPTURE_COLUMNS,
  LEAD_CONTACT_COLUMNS,
  LEAD_DETAIL_COLUMNS,
  leadCaptureCells,
  leadContactCells,
  leadDetailCells,
} from './lead-csv';

/**
 * The owner's leads as CSV. New columns go at the end (docs/product.md#messages): readers take
 * them by position.
 */
export function leadsToCsv(list: Lead[], eventNames: ReadonlyMap<string, string>): string {
  return csvFile(
    [
      'Received',
      'Card',
      ...LEAD_CONTACT_COLUMNS,
      ...LEAD_DETAIL_COLUMNS,
      'Read',
      ...LEAD_CAPTURE_COLUMNS,
    ],
    list.map((m) => [
      m.createdAt,
      m.cardName,
      ...leadContactCells(m),
      ...leadDetailCells(m),
      m.readAt ? 'yes' : 'no',
      ...leadCaptureCells(m, eventNames),
    ]),
  );
}
