// The language of this catalogue, and its `icu` (docs/decisions/074). Each language's copy of
// this module (src/shared/copy/locales/{tag}/language.ts) names its own: a build of the web app
// in one language reads that language's modules in place of these.
import { icuIn, type SentenceValue } from '#shared/copy/icu';
import type { Language } from '#shared/i18n/languages';

export const LANGUAGE: Language = 'en';
const sentenceIn = icuIn(LANGUAGE);
/**
 * Marked free of side effects, so a bundle drops the sentences its screens never show: a call
 * the bundler cannot prove pure is kept, with every module of sentences it sits in.
 */
export const icu = /*#__NO_SIDE_EFFECTS__*/ <Args extends SentenceValue[]>(
  pattern: string,
  ...names: { [K in keyof Args]: string }
) => sentenceIn<Args>(pattern, ...names);
