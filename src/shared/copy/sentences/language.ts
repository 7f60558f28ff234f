// The language of this catalogue, and its `icu` (docs/decisions/074). Each language's copy of
// this module (src/shared/copy/locales/{tag}/language.ts) names its own: a build of the web app
// in one language reads that language's modules in place of these.
import { icuIn } from '#shared/copy/icu';
import type { Language } from '#shared/i18n/languages';

export const LANGUAGE: Language = 'en';
export const icu = icuIn(LANGUAGE);
