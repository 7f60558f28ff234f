import { ScanResult } from '#shared/schemas/capture';
import { api } from '#web/lib/api';

/**
 * How long the phone waits for a card to be read: the server gives up on its OCR at 20 s (503),
 * and its answer must still arrive over a slow hall network; the app's usual 10 s is too short.
 */
export const SCAN_CALL_TIMEOUT_MS = 30_000;

/** POST /api/leads/scan: the photo (a JPEG, field `file`) read by OCR; nothing is stored. */
export function scanCardPhoto(photo: Blob, signal?: AbortSignal): Promise<ScanResult> {
  const form = new FormData();
  form.append('file', photo, 'card.jpg');
  return api.post('leads/scan', form, ScanResult, { timeoutMs: SCAN_CALL_TIMEOUT_MS, signal });
}
