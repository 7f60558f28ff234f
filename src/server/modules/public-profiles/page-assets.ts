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
  styles: string[];
}

const NONE: PageAssets = { script: null, preloads: [], styles: [] };

/**
 * The built files of one Vite entry: its script, the chunks it imports (preloaded, so the
 * browser fetches them in parallel) and every style sheet along the way.
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
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) {
      const child = manifest[imported];
      if (child) preloads.add(`/${child.file}`);
      visit(imported, seen);
    }
  };
  visit(entry, new Set());
  return { script: `/${root.file}`, preloads: [...preloads], styles: [...styles] };
}
