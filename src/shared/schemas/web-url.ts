import { z } from 'zod';
import { normalizeLink, normalizeWebAddress, type ProfileLinkField } from '../cards/link-fields';
import { COPY, maxLengthMessage } from '../copy';
import { hasControlCharacters } from '../text';

/**
 * The one rule for web addresses people type (docs/product.md#validation): what the card
 * editor's and the profile's link fields take, every other URL field takes too (`example.com/work`
 * is stored as `https://example.com/work`), and what is still not an http(s) URL is refused with
 * the same message. Webhook endpoints are machine addresses with a rule of their own
 * (schemas/webhooks.ts), and a design's cover is an upload (schemas/profile-design.ts).
 */

/** The longest URL a field keeps. */
export const MAX_URL_LENGTH = 2048;

/**
 * Only http(s) links: javascript:, data: and the rest are refused. Control characters are
 * refused before parsing, because the URL parser silently drops CR/LF/tab.
 */
export function isHttpUrl(value: string): boolean {
  if (hasControlCharacters(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** A full http(s) URL, as stored: what the typed forms below are made into, then judged by. */
export const HttpUrl = z
  .string()
  .trim()
  .max(MAX_URL_LENGTH, maxLengthMessage(MAX_URL_LENGTH))
  .refine(isHttpUrl, COPY.fullUrlRequired);

/** Runs `normalize` on a string before `schema` judges it (anything else is left to refuse). */
function typedAs<T extends z.ZodType>(normalize: (typed: string) => string, schema: T) {
  return z.preprocess((value) => (typeof value === 'string' ? normalize(value) : value), schema);
}

/** A web address as typed: `example.com/work`, `https://example.com/work`. */
export const WebUrl = typedAs(normalizeWebAddress, HttpUrl);

/** A link field as typed: a web address, or `@ada` in a network's field. */
export function linkUrl(field: ProfileLinkField) {
  return typedAs((typed) => normalizeLink(field, typed), HttpUrl);
}

/** A button link: http(s), mailto: or tel: only. */
export function isButtonUrl(value: string): boolean {
  if (hasControlCharacters(value)) return false;
  if (isHttpUrl(value)) return true;
  return /^mailto:[^\s@]+@[^\s@]+$/i.test(value) || /^tel:\+?[0-9 ().-]{3,30}$/i.test(value);
}

/** A button link as typed: a web address as `WebUrl` takes it, or a mailto: or tel: link. */
export function buttonUrl(requiredMessage: string) {
  return typedAs(
    normalizeWebAddress,
    z
      .string({ error: requiredMessage })
      .trim()
      .max(MAX_URL_LENGTH, maxLengthMessage(MAX_URL_LENGTH))
      .refine(isButtonUrl, COPY.buttonLinkScheme),
  );
}
