import Negotiator from 'negotiator';

/**
 * The tags of an `Accept-Language` header, best first by q-value (ties keep the header's
 * order), without `*` and without those refused with q=0. Parsed by `negotiator`, the parser
 * of Express and Koa, rather than by hand.
 */
export function acceptedLanguageTags(header: string | string[] | undefined): string[] {
  if (!header) return [];
  const value = Array.isArray(header) ? header.join(',') : header;
  return new Negotiator({ headers: { 'accept-language': value } })
    .languages()
    .filter((tag) => tag !== '*');
}
