import { createHash } from 'node:crypto';

/** A weak validator of some text (what a visitor sees): revisits on a slow network get a 304. */
export function weakEtag(text: string): string {
  return `W/"${createHash('sha1').update(text).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-None-Match header names this validator (weak comparison, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || `W/${candidate}` === etag;
  });
}
