// src/shared/copy/sentences/forms-values.ts in Portuguese (Brazil).
import { icu } from './language';

export const requiredMessage = icu<[field: string]>('{field} é obrigatório', 'field');
export const fieldTooLongMessage = icu<[max: number, field: string]>(
  '{field} deve ter no máximo {max, plural, one {# caractere} other {# caracteres}}',
  'max',
  'field',
);
export const tooLongMessage = icu<[max: number]>(
  '{max, plural, one {Máximo de # caractere} other {Máximo de # caracteres}}',
  'max',
);
export const singleLineMessage = icu<[field: string]>(
  '{field} deve ter uma única linha de texto',
  'field',
);
export const tooManyButtonsMessage = icu<[max: number]>(
  '{max, plural, one {No máximo # botão} other {No máximo # botões}}',
  'max',
);
