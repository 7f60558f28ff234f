// The language of this catalogue and its `icu` (src/shared/copy/sentences/language.ts).
import { icuIn, type SentenceValue } from '#shared/copy/icu';
import type { Language } from '#shared/i18n/languages';

export const LANGUAGE: Language = 'ar';
const sentenceIn = icuIn(LANGUAGE);
/** Free of side effects, as English's, so a bundle drops the sentences its screens never show. */
export const icu = /*#__NO_SIDE_EFFECTS__*/ <Args extends SentenceValue[]>(
  pattern: string,
  ...names: { [K in keyof Args]: string }
) => sentenceIn<Args>(pattern, ...names);
