// src/shared/copy/sentences/forms-values.ts in German.
import { icu } from './language';

export const requiredMessage = icu<[field: string]>('{field} ist erforderlich', 'field');
export const fieldTooLongMessage = icu<[max: number, field: string]>(
  '{field} darf höchstens {max, plural, one {# Zeichen} other {# Zeichen}} lang sein',
  'max',
  'field',
);
export const tooLongMessage = icu<[max: number]>(
  '{max, plural, one {Höchstens # Zeichen} other {Höchstens # Zeichen}}',
  'max',
);
export const singleLineMessage = icu<[field: string]>(
  '{field} darf nur eine Textzeile sein',
  'field',
);
export const tooManyButtonsMessage = icu<[max: number]>(
  '{max, plural, one {Höchstens # Schaltfläche} other {Höchstens # Schaltflächen}}',
  'max',
);
