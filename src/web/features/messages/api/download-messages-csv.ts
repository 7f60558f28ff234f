import { MessagesCsv } from '#shared/schemas/messages';
import { api } from '#web/lib/api';

/** The CSV comes through the API client (bearer token, refresh), then is saved as a file. */
export async function downloadMessagesCsv(): Promise<void> {
  const csv = await api.get('messages/export.csv', MessagesCsv);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'catalyst-connect-messages.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
