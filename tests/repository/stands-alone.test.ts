import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryTextFiles, ROOT } from './repository-files';

/**
 * A fresh clone with nothing beside it must install, run and pass its tests: no file of the
 * repository may read or link a path outside it (such as the workplace's `../shared/`). Every
 * relative path a tracked file names (a string, an import, a Markdown link) is resolved from that
 * file's folder; one that leaves the repository fails here, unless it is listed below with the
 * reason it is not a read of anything outside.
 */
const SELF = 'tests/repository/stands-alone.test.ts';

/** `file: literal` pairs that leave the repository when resolved naively, and why they may. */
const NOT_OUTSIDE: Record<string, string> = {
  // Vite resolves outDir from its `root` (src/web), so this is <repo>/dist/web.
  'vite.config.ts: ../../dist/web': 'relative to src/web',
  // Hostile input the security suites send to the app; nothing reads these paths.
  'tests/security/fuzz-arbitraries.ts: ../../../etc/passwd': 'attack string',
  'tests/security/hostile-uploads.test.ts: ../../../../tmp/evil.html': 'attack string',
};

/** Relative paths written in a text: `../x` inside quotes, backticks, parentheses or after @source. */
export function relativePathsIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?<=['"`(\s])((?:\.\.\/)+[^'"`)\s]*)/g)) {
    found.add(match[1]!);
  }
  return [...found];
}

/**
 * Paths into the workplace beside the repository: absolute, named by its documents, or built
 * from segments (`path.join(root, '..', 'shared')`), which no relative literal shows.
 */
const WORKPLACE_PATH =
  /(?<![\w.])\/work\/(?:shared|\.library)\b|\bshared\/(?:SPEC|ARCHITECTURE|MARKET)\.md\b|['"`]\.\.['"`]\s*,\s*['"`](?:shared|\.library)['"`]/;

function outsideReferences(): string[] {
  const problems: string[] = [];
  for (const file of repositoryTextFiles()) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    // This file's own literals are examples of what the check must find.
    if (text.includes('\0') || file === SELF) continue;
    const folder = path.dirname(path.join(ROOT, file));
    for (const relative of relativePathsIn(text)) {
      const resolved = path.resolve(folder, relative);
      const inside = resolved === ROOT || resolved.startsWith(ROOT + path.sep);
      if (!inside && !NOT_OUTSIDE[`${file}: ${relative}`]) problems.push(`${file}: ${relative}`);
    }
    const workplace = WORKPLACE_PATH.exec(text);
    if (workplace) problems.push(`${file}: ${workplace[0]}`);
  }
  return problems;
}

describe('the repository stands alone', () => {
  it('reads and links no path outside itself', () => {
    expect(outsideReferences()).toEqual([]);
  });

  it('finds a path that leaves the repository, as the check must', () => {
    expect(relativePathsIn("readFileSync('../../../beside/fixtures/order.json')")).toEqual([
      '../../../beside/fixtures/order.json',
    ]);
    expect(relativePathsIn('See [the notes](../beside/NOTES.md).')).toEqual(['../beside/NOTES.md']);
    expect(relativePathsIn("import { x } from '../lib/x';")).toEqual(['../lib/x']);
    const resolved = path.resolve(path.join(ROOT, 'tests/support'), '../../../beside/x.json');
    expect(resolved.startsWith(ROOT + path.sep)).toBe(false);
    // Built from parts, so this file itself names no document of the workplace.
    expect(WORKPLACE_PATH.test(`the spec is ../${['shared', 'SPEC.md'].join('/')}`)).toBe(true);
    expect(WORKPLACE_PATH.test("path.join(ROOT, '..', 'shared', 'fixtures')")).toBe(true);
    expect(WORKPLACE_PATH.test("path.join(ROOT, '..', 'dist')")).toBe(false);
  });

  it('has every listed exception still in use, so the list cannot hide a new one', () => {
    for (const entry of Object.keys(NOT_OUTSIDE)) {
      const [file, literal] = entry.split(': ') as [string, string];
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      expect(relativePathsIn(text), entry).toContain(literal);
    }
  });
});
