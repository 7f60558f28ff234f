// The forms’ checks with a value: a field left empty, too long, on more than one line. English
// writes a count as the value itself ({max}) rather than `#`, so 5000 reads as it always has.
import { icu } from './language';

export const requiredMessage = icu<[field: string]>('{field} is required', 'field');
/** A field over its length limit, named. */
export const fieldTooLongMessage = icu<[max: number, field: string]>(
  '{field} must be at most {max, plural, one {{max} character} other {{max} characters}}',
  'max',
  'field',
);
/** A field over its length limit, under the field, which its own label names. */
export const tooLongMessage = icu<[max: number]>(
  '{max, plural, one {Must be at most {max} character} other {Must be at most {max} characters}}',
  'max',
);
export const singleLineMessage = icu<[field: string]>(
  '{field} must be a single line of text',
  'field',
);
export const tooManyButtonsMessage = icu<[max: number]>(
  '{max, plural, one {At most {max} button} other {At most {max} buttons}}',
  'max',
);
