import { eq, like, ne, type SQL } from 'drizzle-orm';
import { leads } from '#server/db/schema';
import { foldForSearch } from '#shared/leads/search-text';
import type { LeadListQuery } from '#shared/schemas/leads';

/** `q` as a LIKE pattern that finds it anywhere, its own % and _ taken literally. */
function containing(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The filters of a lead list: a search over name, e-mail and company that ignores case and
 * accents (the stored search_text, read within the owner's or team's rows), one status, one card,
 * one event.
 * Archived leads are listed only when asked for (archiving takes a lead out of the way); the
 * CSV has them all.
 */
export function leadFilters(query: LeadListQuery, { archived = false } = {}): SQL[] {
  const filters: SQL[] = [];
  if (query.cardId) filters.push(eq(leads.cardId, query.cardId));
  if (query.eventId) filters.push(eq(leads.eventId, query.eventId));
  if (query.status) filters.push(eq(leads.status, query.status));
  else if (!archived) filters.push(ne(leads.status, 'archived'));
  if (query.q) filters.push(like(leads.searchText, containing(foldForSearch(query.q))));
  return filters;
}
