// src/shared/copy/sentences/forms-values.ts in French.
import { icu } from './language';

export const requiredMessage = icu<[field: string]>('{field} est obligatoire', 'field');
export const fieldTooLongMessage = icu<[max: number, field: string]>(
  '{field} ne doit pas dépasser {max, plural, one {# caractère} other {# caractères}}',
  'max',
  'field',
);
export const tooLongMessage = icu<[max: number]>(
  '{max, plural, one {# caractère au maximum} other {# caractères au maximum}}',
  'max',
);
export const singleLineMessage = icu<[field: string]>(
  '{field} doit tenir sur une seule ligne',
  'field',
);
export const tooManyButtonsMessage = icu<[max: number]>(
  '{max, plural, one {# bouton au maximum} other {# boutons au maximum}}',
  'max',
);
