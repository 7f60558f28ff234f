import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface PageAssets {
  script: string | null;
  preloads: string[];
  /** The entry's style sheets, as text, to be inlined: no request blocks the first paint. */
  css: string;
}

const NONE: PageAssets = { script: null, preloads: [], css: '' };

/**
 * The built files of one Vite entry: its script, the chunks it imports (preloaded, so the
 * browser fetches them in parallel) and the text of every style sheet along the way (the public
 * page's own sheet is a few KB: see src/web/public-profile.css).
 */
export function readPageAssets(webRoot: string | undefined, entry: string): PageAssets {
  if (!webRoot) return NONE;
  const file = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(file)) return NONE;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const root = manifest[entry];
  if (!root) return NONE;
  const preloads = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) {
      const child = manifest[imported];
      if (child) preloads.add(`/${child.file}`);
      visit(imported, seen);
    }
  };
  visit(entry, new Set());
  const css = [...styles]
    .map((file) => readFileSync(path.join(webRoot, file), 'utf8'))
    .join('\n')
    // Never the end of the <style> element it goes into.
    .replaceAll('</style', '<\\/style');
  return { script: `/${root.file}`, preloads: [...preloads], css };
}
