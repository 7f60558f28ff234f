import { z } from 'zod';
import { PROFILE_LINK_FIELDS, WHATSAPP_FIELD, type ProfileLinkField } from '../cards/link-fields';
import { COPY, maxLengthMessage } from '../copy';
import { hasControlCharacters } from '../text';
import type { CardConfigurationField } from './cards';
import { clearable } from './common';
import { linkUrl, WebUrl } from './web-url';

/**
 * Text up to `max` characters. Single-line fields refuse control characters (CR/LF would be an
 * injection vector in vCards and mail); multi-line ones allow line breaks and tabs.
 */
function text(max: number, multiLine = false) {
  return clearable(
    z
      .string()
      .trim()
      .max(max, maxLengthMessage(max))
      .refine(
        (value) => !hasControlCharacters(value, multiLine),
        multiLine ? COPY.invalidCharacters : COPY.singleLineOfText,
      ),
  );
}
const singleLine = (max: number) => text(max);
const multiLine = (max: number) => text(max, true);

const email = clearable(
  z
    .string()
    .trim()
    .max(254, maxLengthMessage(254))
    .pipe(z.email({ error: COPY.invalidEmail })),
);

/** Digits with the usual separators, an optional leading + and an optional extension. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().\-/]{2,24}(\s*(x|ext\.?)\s*[0-9]{1,6})?$/i;
const phone = clearable(z.string().trim().regex(PHONE_PATTERN, COPY.invalidPhone));

/** Every URL field: a web address as typed (web-url.ts, the one rule for them). */
const url = clearable(WebUrl);

/** A link field's URL: `linkedin.com/in/ada` or `@ada` as typed (docs/product.md#links), or cleared. */
const linkField = (field: ProfileLinkField) => clearable(linkUrl(field));

/** Every link field's rule: URLs as typed, and the WhatsApp number as a phone number. */
export const linkFieldSchemas = Object.fromEntries(
  PROFILE_LINK_FIELDS.map((field) => [field, field === WHATSAPP_FIELD ? phone : linkField(field)]),
) as Record<ProfileLinkField, ReturnType<typeof linkField> | typeof phone>;

/**
 * Validation of every CardConfiguration field (docs/product.md#validation); the server re-checks
 * image URLs.
 */
export const cardConfigurationFieldSchemas = {
  firstName: singleLine(100),
  lastName: singleLine(100),
  workOrganization: singleLine(200),
  workTitle: singleLine(200),
  workRole: singleLine(200),
  workUrl: url,
  email,
  workEmail: email,
  alternateEmail: email,
  cellPhone: phone,
  workPhone: phone,
  workFax: phone,
  alternatePhone: phone,
  workAddressStreet: singleLine(200),
  workAddressCity: singleLine(100),
  workAddressState: singleLine(100),
  workAddressPostalCode: singleLine(20),
  ...linkFieldSchemas,
  note: multiLine(2000),
  companySlogan: singleLine(200),
  profileImageUrl: url,
  companyImageUrl: url,
} satisfies Record<CardConfigurationField, z.ZodType>;

/** PUT /api/cards/{id}/configuration: any subset of the fields; unknown fields are dropped. */
export const UpdateCardConfigurationBody = z
  .object(cardConfigurationFieldSchemas)
  .partial()
  .refine((body) => Object.keys(body).length > 0, COPY.nothingToUpdate);
export type UpdateCardConfigurationBody = z.infer<typeof UpdateCardConfigurationBody>;
export type UpdateCardConfigurationInput = z.input<typeof UpdateCardConfigurationBody>;
