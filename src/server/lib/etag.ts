import { createHash } from 'node:crypto';

/** A strong validator of some text (what an editor reads): If-Match compares it byte for byte. */
export function strongEtag(text: string): string {
  return `"${createHash('sha1').update(text).digest('base64url').slice(0, 22)}"`;
}

/** A weak validator of some text (what a visitor sees): revisits on a slow network get a 304. */
export function weakEtag(text: string): string {
  return `W/${strongEtag(text)}`;
}

/** The entity tags of an If-None-Match or If-Match header, trimmed. */
function listedTags(header: string): string[] {
  return header.split(',').map((tag) => tag.trim());
}

/** Whether an If-None-Match header names this validator (weak comparison, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return listedTags(ifNoneMatch).some(
    (candidate) => candidate === '*' || candidate === etag || `W/${candidate}` === etag,
  );
}

/**
 * Whether an If-Match header names this strong validator, or `*` (strong comparison, RFC 9110
 * 13.1.1: a weak validator never matches).
 */
export function matchesIfMatch(ifMatch: string, etag: string): boolean {
  const tags = listedTags(ifMatch);
  return tags.includes('*') || tags.includes(etag);
}
