import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { weakEtag } from '#server/lib/etag';

/**
 * Identifies the build being served (its Vite manifest), so a new release never answers 304
 * for a page that now references other assets.
 */
export function buildTag(webRoot: string | undefined): string {
  const manifest = webRoot ? path.join(webRoot, '.vite', 'manifest.json') : undefined;
  if (!manifest || !existsSync(manifest)) return 'dev';
  return createHash('sha256').update(readFileSync(manifest)).digest('base64url').slice(0, 16);
}

/** The validator of a profile answer: what the visitor sees, in which form, from which build. */
export function profileEtag(kind: 'json' | 'html' | 'og', version: string, build: string): string {
  return weakEtag(`${kind}|${build}|${version}`);
}
