/**
 * The languages the product speaks (docs/decisions/074): BCP 47 tags, English the source of
 * every sentence. A page's language is chosen by `pickLanguage`; the catalogues of the others
 * are src/shared/copy/locales/{tag}/.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt-BR', 'it', 'nl', 'ja', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name, as a language menu lists it (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  it: 'Italiano',
  nl: 'Nederlands',
  ja: '日本語',
  ar: 'العربية',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Arabic reads right to left; the page mirrors (`dir="rtl"`). */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The language a BCP 47 tag asks for, by its primary subtag and any region: `de-AT` is German,
 * `pt` and `pt-PT` read the Brazilian catalogue (closer than English), `zh` is none. Case is
 * ignored, as the tags' own rule says.
 */
export function matchLanguage(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (!primary || primary === '*') return null;
  if (primary === 'pt') return 'pt-BR';
  return LANGUAGES.find((language) => language.toLowerCase() === primary) ?? null;
}

/** The first of a visitor's preferred tags (best first) that the product speaks, else null. */
export function firstSpoken(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const language = matchLanguage(tag);
    if (language) return language;
  }
  return null;
}

/**
 * Which language a page is shown in: `?lang=` first, then the visitor's `Accept-Language`
 * (already in preference order; `*` or nothing spoken means the next rule), then the owner's
 * choice for the page, else English.
 */
export function pickLanguage(choices: {
  query?: unknown;
  preferred?: readonly string[];
  ownerDefault?: string | null;
}): Language {
  if (typeof choices.query === 'string') {
    const asked = matchLanguage(choices.query);
    if (asked) return asked;
  }
  return (
    firstSpoken(choices.preferred ?? []) ??
    (isLanguage(choices.ownerDefault) ? choices.ownerDefault : DEFAULT_LANGUAGE)
  );
}
