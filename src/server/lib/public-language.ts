// The language a public answer (page, contact file) is asked in, and how its cache entry and
// its Vary header say so.
import { firstSpoken, type Language, matchLanguage } from '#shared/i18n/languages';
import { acceptedLanguageTags } from './accept-language';
import { rememberedByHeader } from './header-memo';

/** The language an Accept-Language header asks for, 'none' when it speaks none of ours. */
const spokenIn = rememberedByHeader<Language | 'none'>(
  (header) => firstSpoken(acceptedLanguageTags(header)) ?? 'none',
);

/**
 * The language a visitor asks a public answer in: `?lang=`, then Accept-Language (q-values,
 * regions; `*` or nothing spoken is no answer); null when neither, and the owner's choice for
 * the page then decides (pickLanguage). A header is parsed once, then remembered: the read it
 * precedes is answered from memory in microseconds.
 */
export function askedLanguage(
  query: unknown,
  acceptLanguage: string | string[] | undefined,
): Language | null {
  const asked = linkedLanguage(query);
  if (asked || !acceptLanguage) return asked;
  const spoken = spokenIn(acceptLanguage);
  return spoken === 'none' ? null : spoken;
}

/** The language an address names (`?lang=`), if it is one the product speaks. */
export function linkedLanguage(query: unknown): Language | null {
  return typeof query === 'string' ? matchLanguage(query) : null;
}

/**
 * A page's or a contact file's entry per language asked (`*`: none, the owner's choice), so
 * the languages are kept apart; a change of the card drops them all, as they share its tags.
 * A page asked by its address (`?lang=`, `linked`) is an entry of its own: its canonical link
 * names that address, where the page a browser's header chose names the plain one.
 */
export function languageKey(key: string, asked: Language | null, linked = false): string {
  return `${key}|${asked ?? '*'}${linked ? '|linked' : ''}`;
}

/**
 * A `Vary` header's value with `field` added, keeping what it already names (another part of
 * the app may vary the answer too) and never naming a field twice.
 */
export function varyWith(current: unknown, field: string): string {
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean);
  const named = fields.some((each) => each === '*' || each.toLowerCase() === field.toLowerCase());
  return (named ? fields : [...fields, field]).join(', ');
}
