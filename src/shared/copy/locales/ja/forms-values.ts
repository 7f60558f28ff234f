// src/shared/copy/sentences/forms-values.ts in Japanese.
import { icu } from './language';

export const requiredMessage = icu<[field: string]>('{field}は必須です', 'field');
export const fieldTooLongMessage = icu<[max: number, field: string]>(
  '{field}は{max, plural, other {#文字}}以内で入力してください',
  'max',
  'field',
);
export const tooLongMessage = icu<[max: number]>(
  '{max, plural, other {#文字以内で入力してください}}',
  'max',
);
export const singleLineMessage = icu<[field: string]>('{field}は1行で入力してください', 'field');
export const tooManyButtonsMessage = icu<[max: number]>(
  '{max, plural, other {ボタンは最大#個です}}',
  'max',
);
