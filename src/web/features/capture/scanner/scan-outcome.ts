import { COPY } from '#shared/copy';
import type { ScanResult } from '#shared/schemas/capture';
import { ApiError, SessionEndedError } from '#web/lib/api-client';
import { cleanScanFields, noteOf, type ScanFields } from './scan-fields';

/**
 * What the scan panel hands the capture form's applyScan: the fields it read, `scan` or
 * `badge`, and a paper card's photo, which the capture queue keeps and uploads with the lead.
 */
export type { ScanOutcome } from '../capture-form-state';

/** What OCR read off a paper card as the form's fields; its website and address in the note. */
export function photoScanFields(result: ScanResult): ScanFields {
  const { website, address, ...read } = result.fields;
  return cleanScanFields({
    ...read,
    note: noteOf({ websites: website ? [website] : [], address }),
  });
}

/**
 * What the panel says when a photo could not be read, and whether the photo stays with the lead
 * (the owner types the details, and the photo is uploaded with it when the network is back).
 * Null when the session ended (the app leaves for the sign-in; the form keeps nothing to say).
 */
export function photoScanFailure(
  error: unknown,
  online: boolean,
): { message: string; keepPhoto: boolean } | null {
  if (error instanceof SessionEndedError) return null;
  const status = error instanceof ApiError ? error.status : -1;
  // No answer at all (offline, the hall's network, the phone's own limit passed).
  if (!online || status === 0) return { message: COPY.scanOfflinePhotoKept, keepPhoto: true };
  // The server's OCR took over 20 s or its queue is full: busy, not a bad photo.
  if (status === 503) return { message: COPY.scanBusyPhotoKept, keepPhoto: true };
  // The server refused the photo itself (not an image, too large): the queue could not upload
  // it either, so it is not kept; the server says why.
  if ((status === 413 || status === 415) && error instanceof ApiError) {
    return { message: error.message, keepPhoto: false };
  }
  return { message: COPY.scanFailedPhotoKept, keepPhoto: true };
}
