import { COPY } from '#shared/copy';
import { AppError } from './app-error';
import { matchesIfMatch, strongEtag } from './etag';

/**
 * The version of what an editor reads, as a strong ETag: a hash of the stored values, so it
 * changes exactly when they do (a timestamp would not, under a fixed clock or within one
 * millisecond). The editor sends it back in If-Match with its save (docs/product.md#stale-edits).
 */
export function editVersion(values: unknown): string {
  return strongEtag(JSON.stringify(values));
}

/**
 * Refuses a save based on an older version than the stored one (409, no silent last write
 * wins). A client that sends no If-Match, as the API's original contract has it, or `*`, writes
 * as before.
 */
export function assertCurrentVersion(ifMatch: string | undefined, current: string): void {
  if (ifMatch === undefined || matchesIfMatch(ifMatch, current)) return;
  throw new AppError('CONFLICT', COPY.editedElsewhere);
}
