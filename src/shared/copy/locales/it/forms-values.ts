// src/shared/copy/sentences/forms-values.ts in Italian.
import { icu } from './language';

export const requiredMessage = icu<[field: string]>('{field} è obbligatorio', 'field');
export const fieldTooLongMessage = icu<[max: number, field: string]>(
  '{field} può contenere al massimo {max, plural, one {# carattere} other {# caratteri}}',
  'max',
  'field',
);
export const tooLongMessage = icu<[max: number]>(
  '{max, plural, one {Massimo # carattere} other {Massimo # caratteri}}',
  'max',
);
export const singleLineMessage = icu<[field: string]>(
  '{field} deve essere una sola riga di testo',
  'field',
);
export const tooManyButtonsMessage = icu<[max: number]>(
  '{max, plural, one {Massimo # pulsante} other {Massimo # pulsanti}}',
  'max',
);
