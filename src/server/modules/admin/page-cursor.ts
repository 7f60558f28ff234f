import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';

/**
 * Lists are read by keyset (after the last row of the page before), so a page costs the same at
 * any depth and rows added meanwhile neither repeat nor vanish. The cursor is the last row's
 * sort key, opaque to clients: base64url of its parts joined by a newline.
 */
export function encodeCursor(parts: readonly (string | number)[]): string {
  return Buffer.from(parts.join('\n'), 'utf8').toString('base64url');
}

/** The parts of a cursor this API made; anything else is a 400, not a silent first page. */
export function decodeCursor(cursor: string, count: number): string[] {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('\n');
  if (parts.length !== count || parts.some((part) => part === '')) {
    throw new AppError('BAD_REQUEST', COPY.invalidValue);
  }
  return parts;
}

/** A cursor holding one row id (audit rows, cards): its number, or a 400. */
export function decodeIdCursor(cursor: string): number {
  const id = Number(decodeCursor(cursor, 1)[0]);
  if (!Number.isSafeInteger(id)) throw new AppError('BAD_REQUEST', COPY.invalidValue);
  return id;
}

/** A page of `size` from `size + 1` rows read: the extra row only says whether more follow. */
export function pageOf<T>(
  rows: T[],
  size: number,
  cursorOf: (last: T) => readonly (string | number)[],
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, size);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > size && last ? encodeCursor(cursorOf(last)) : null };
}

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
