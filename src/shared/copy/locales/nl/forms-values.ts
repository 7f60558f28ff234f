// src/shared/copy/sentences/forms-values.ts in Dutch.
import { icu } from './language';

export const requiredMessage = icu<[field: string]>('{field} is verplicht', 'field');
export const fieldTooLongMessage = icu<[max: number, field: string]>(
  '{field} mag maximaal {max, plural, one {# teken} other {# tekens}} lang zijn',
  'max',
  'field',
);
export const tooLongMessage = icu<[max: number]>(
  '{max, plural, one {Maximaal # teken} other {Maximaal # tekens}}',
  'max',
);
export const singleLineMessage = icu<[field: string]>('{field} moet één regel tekst zijn', 'field');
export const tooManyButtonsMessage = icu<[max: number]>(
  '{max, plural, one {Maximaal # knop} other {Maximaal # knoppen}}',
  'max',
);
