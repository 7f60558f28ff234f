import { COPY } from '#shared/copy';
import * as ar from '#shared/copy/locales/ar/index';
import * as de from '#shared/copy/locales/de/index';
import * as es from '#shared/copy/locales/es/index';
import * as fr from '#shared/copy/locales/fr/index';
import * as it from '#shared/copy/locales/it/index';
import * as ja from '#shared/copy/locales/ja/index';
import * as nl from '#shared/copy/locales/nl/index';
import * as ptBR from '#shared/copy/locales/pt-br/index';
import type { Language } from '#shared/i18n/languages';

/**
 * A catalogue's shape without English's own words: `COPY`'s constants are typed as their
 * literal English text, which no other language's sentence could match.
 */
type Words<T> = T extends string
  ? string
  : T extends (...args: never) => unknown
    ? T
    : T extends object
      ? { readonly [K in keyof T]: Words<T[K]> }
      : T;

/** The whole catalogue in one language, as `COPY` is English's. */
export type Copy = Words<typeof COPY>;

/**
 * Every language's catalogue, for what the server says to a reader it knows the language of:
 * a public page, a mail, an error (docs/decisions/074). Only the server holds them all; a
 * build of the web app carries one. A sentence a catalogue lacks reads in English, which the
 * catalogue test (tests/repository/copy-languages.test.ts) does not let happen.
 */
const COPIES: Record<Language, Copy> = {
  en: COPY,
  de: { ...COPY, ...de },
  fr: { ...COPY, ...fr },
  es: { ...COPY, ...es },
  'pt-BR': { ...COPY, ...ptBR },
  it: { ...COPY, ...it },
  nl: { ...COPY, ...nl },
  ja: { ...COPY, ...ja },
  ar: { ...COPY, ...ar },
};

export function copyIn(language: Language): Copy {
  return COPIES[language];
}
