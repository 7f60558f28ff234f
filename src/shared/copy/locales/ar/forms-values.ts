// src/shared/copy/sentences/forms-values.ts in Arabic.
import { icu } from './language';

export const requiredMessage = icu<[field: string]>('{field} مطلوب', 'field');
export const fieldTooLongMessage = icu<[max: number, field: string]>(
  'يجب ألا يتجاوز {field} {max, plural, one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  'max',
  'field',
);
export const tooLongMessage = icu<[max: number]>(
  '{max, plural, one {الحد الأقصى حرف واحد} two {الحد الأقصى حرفان} few {الحد الأقصى # أحرف} many {الحد الأقصى # حرفًا} other {الحد الأقصى # حرف}}',
  'max',
);
export const singleLineMessage = icu<[field: string]>(
  'يجب أن يكون {field} سطرًا واحدًا من النص',
  'field',
);
export const tooManyButtonsMessage = icu<[max: number]>(
  '{max, plural, one {زر واحد كحد أقصى} two {زران كحد أقصى} few {# أزرار كحد أقصى} many {# زرًا كحد أقصى} other {# زر كحد أقصى}}',
  'max',
);
