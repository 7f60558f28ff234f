// The language of this catalogue and its `icu` (src/shared/copy/sentences/language.ts).
import { icuIn } from '#shared/copy/icu';
import type { Language } from '#shared/i18n/languages';

export const LANGUAGE: Language = 'es';
export const icu = icuIn(LANGUAGE);
