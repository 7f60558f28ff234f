import { LeadsCsv } from '#shared/schemas/leads';
import { api } from '#web/lib/api';
import { saveFile } from '#web/lib/save-file';

/** The CSV comes through the API client (bearer token, refresh), then is saved as a file. */
export async function downloadLeadsCsv(): Promise<void> {
  const csv = await api.get('messages/export.csv', LeadsCsv);
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), 'catalyst-connect-messages.csv');
}
