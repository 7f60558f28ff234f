// The card editor's sentences with a value: the upload quota, the QR code's contrast, the
// accent colour's readable shade.
import { icu } from './language';

/** An upload over the account's quota: what the quota is, and how to make room. */
export const uploadLimitReachedMessage = icu<[megabytes: number, files: number]>(
  'Upload limit reached: your images may take {megabytes} MB and {files, plural, one {{files} file} other {{files} files}} in all. Remove images you no longer use from your cards and profiles, then try again (images nothing uses are deleted within a day).',
  'megabytes',
  'files',
);
/** A QR code's colours too close to scan; `ratio` is written with two decimals. */
export const qrColoursTooCloseMessage = icu<[ratio: string]>(
  'These colours are too close to scan reliably: their contrast is {ratio}:1 and QR codes need at least 4.5:1. Make the foreground darker or the background lighter.',
  'ratio',
);
/**
 * Under the editor's colour picker when the page shows the accent in a readable shade: where the
 * chosen colour itself would be too faint as text on the design's background.
 */
export const accentAdjustedMessage = icu<[chosen: string, used: string]>(
  'Text in your accent colour shows as {used}: {chosen} would be hard to read on this background.',
  'chosen',
  'used',
);
