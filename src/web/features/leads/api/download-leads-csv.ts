import { downloadFile } from '#web/lib/save-file';

/** The owner's leads as CSV, through the API client (bearer token, refresh), saved as a file. */
export function downloadLeadsCsv(): Promise<void> {
  return downloadFile('messages/export.csv', 'catalyst-connect-messages.csv');
}
