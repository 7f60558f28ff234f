import { LANGUAGE } from '#shared/copy/sentences/language';
import { matchLanguage, type Language } from '#shared/i18n/languages';

/** The language this build of the app speaks (decision 074: one build per language). */
export const APP_LANGUAGE: Language = LANGUAGE;

/**
 * The locale dates, times, numbers and money are written in: the build's language, in the
 * browser's own variant of it when it names one ('en-GB' writes 21 Dec 2026, 'de-CH' 1’200),
 * else the language alone. Never another language's: the words around a date are the build's.
 */
export const APP_LOCALE: string =
  (typeof navigator === 'undefined' ? [] : navigator.languages).find(
    (tag) => matchLanguage(tag) === APP_LANGUAGE,
  ) ?? APP_LANGUAGE;
