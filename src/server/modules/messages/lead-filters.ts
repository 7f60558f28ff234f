import { eq, like, ne, type SQL } from 'drizzle-orm';
import { messages } from '#server/db/schema';
import type { MessageListQuery } from '#shared/schemas/messages';
import { foldForSearch } from '#shared/search-text';

/** `q` as a LIKE pattern that finds it anywhere, its own % and _ taken literally. */
function containing(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The filters of a lead list: a search over name, e-mail and company that ignores case and
 * accents (the stored search_text, read within the owner's or team's rows), one status, one card.
 * Archived leads are listed only when asked for (archiving takes a lead out of the way); the
 * CSV has them all.
 */
export function leadFilters(query: MessageListQuery, { archived = false } = {}): SQL[] {
  const filters: SQL[] = [];
  if (query.cardId) filters.push(eq(messages.cardId, query.cardId));
  if (query.status) filters.push(eq(messages.status, query.status));
  else if (!archived) filters.push(ne(messages.status, 'archived'));
  if (query.q) filters.push(like(messages.searchText, containing(foldForSearch(query.q))));
  return filters;
}
