import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Identifies the build being served (its Vite manifest), so a new release never answers 304
 * for a page that now references other assets.
 */
export function buildTag(webRoot: string | undefined): string {
  const manifest = webRoot ? path.join(webRoot, '.vite', 'manifest.json') : undefined;
  if (!manifest || !existsSync(manifest)) return 'dev';
  return createHash('sha256').update(readFileSync(manifest)).digest('base64url').slice(0, 16);
}

/** A weak validator of what a visitor sees; revisits on a slow network get a 304. */
export function profileEtag(kind: 'json' | 'html', version: string, build: string): string {
  const digest = createHash('sha1').update(`${kind}|${build}|${version}`).digest('base64url');
  return `W/"${digest.slice(0, 22)}"`;
}

export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || `W/${candidate}` === etag;
  });
}
