import { downloadFile } from '#web/lib/save-file';

/**
 * The owner's leads as CSV, through the API client (bearer token, refresh), saved as a file: one
 * event's when the list is filtered by one.
 */
export function downloadLeadsCsv(eventId = ''): Promise<void> {
  const query = eventId ? `?eventId=${encodeURIComponent(eventId)}` : '';
  return downloadFile(`messages/export.csv${query}`, 'catalyst-connect-messages.csv');
}
