import { z } from 'zod';
import { isCardCode } from '../cards/card-code';
import { isUuid } from '../cards/uuid';
import { COPY } from '../copy';
import { couldBeHandle } from './handle';

/** One problem of a rejected request: `path` names the field (`links.0.url`; '' for the whole body). */
export const ValidationIssue = z.object({ path: z.string(), message: z.string() });
export type ValidationIssue = z.infer<typeof ValidationIssue>;

/**
 * Every error body of the API (docs/product.md#errors; the handler is described in
 * docs/architecture.md#rules-that-hold-everywhere): a stable `code` and a `message` in the
 * request's language (decision 075). A 400 for invalid input also holds `errors`, one entry per
 * problem; `message` then lists them all.
 */
export const ErrorBody = z.object({
  code: z
    .string()
    .describe(
      'Stable, the same in every language (`card_not_found`, `invalid_request`, `rate_limited`): match on it.',
    ),
  message: z
    .string()
    .describe('For a person: English, or the language of the Accept-Language header.'),
  errors: z.array(ValidationIssue).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;

/** A 204 answer: no body. */
export const NoContent = z.null();

/** Empty or blank input clears a field: it is stored as null. */
export function blankToNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/** `schema`, or null for empty or blank input (an optional text field the owner can clear). */
export function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToNull, schema.nullable());
}

/*
 * URL parameters. A malformed one names nothing, so each refusal reads "... not found" (the error
 * handler answers a parameter problem with 404, like a lookup that finds no row).
 */

/** `:id` of the card routes: a positive 32-bit integer. */
export const CardIdParams = z.object({
  id: z.coerce
    .number({ error: COPY.cardNotFound })
    .int({ error: COPY.cardNotFound })
    .min(1, { error: COPY.cardNotFound })
    .max(2_147_483_647, { error: COPY.cardNotFound }),
});

/** A public profile's key: a uuid or a Connect handle, in any case. Used by the page and the API. */
export function isProfileKey(key: string): boolean {
  return isUuid(key) || couldBeHandle(key);
}
export const ProfileKeyParams = z.object({
  key: z.string().refine(isProfileKey, COPY.profileNotFound),
});

/** `:code` of a card's permanent address (/c/{code}): 8 characters of a-z and 0-9, either case. */
export const CardCodeParams = z.object({
  code: z.string().refine(isCardCode, COPY.profileNotFound),
});

/** `:uuid` of the vCard download. */
export const ContactUuidParams = z.object({ uuid: z.uuid({ error: COPY.contactNotFound }) });

/** `:id` of a visitor message. */
export const LeadIdParams = z.object({ id: z.uuid({ error: COPY.messageNotFound }) });
