// src/shared/copy/sentences/forms-values.ts in Spanish.
import { icu } from './language';

export const requiredMessage = icu<[field: string]>('{field} es obligatorio', 'field');
export const fieldTooLongMessage = icu<[max: number, field: string]>(
  '{field} debe tener como máximo {max, plural, one {# carácter} other {# caracteres}}',
  'max',
  'field',
);
export const tooLongMessage = icu<[max: number]>(
  '{max, plural, one {Máximo # carácter} other {Máximo # caracteres}}',
  'max',
);
export const singleLineMessage = icu<[field: string]>(
  '{field} debe ser una sola línea de texto',
  'field',
);
export const tooManyButtonsMessage = icu<[max: number]>(
  '{max, plural, one {Máximo # botón} other {Máximo # botones}}',
  'max',
);
