import { createHash } from 'node:crypto';
import { MESSAGES } from '#shared/messages';
import { AppError } from './app-error';

/**
 * The version of what an editor reads, as a strong ETag: a hash of the stored values, so it
 * changes exactly when they do (a timestamp would not, under a fixed clock or within one
 * millisecond). The editor sends it back in If-Match with its save (docs/product.md#stale-edits).
 */
export function editVersion(values: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(values)).digest('base64url').slice(0, 27)}"`;
}

/**
 * Refuses a save based on an older version than the stored one (409, no silent last write
 * wins). A client that sends no If-Match, as the API's original contract has it, or `*`, writes
 * as before. Comparison is strong (RFC 9110 13.1.1): a weak validator never matches.
 */
export function assertCurrentVersion(ifMatch: string | undefined, current: string): void {
  if (ifMatch === undefined) return;
  const tags = ifMatch.split(',').map((tag) => tag.trim());
  if (tags.includes('*') || tags.includes(current)) return;
  throw new AppError('CONFLICT', MESSAGES.editedElsewhere);
}
