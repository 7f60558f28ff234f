// What a source file imports, for the two cycle checks: scripts/folder-graph.mjs (folders of
// src/server) and the ESLint rule eslint-rules/no-cycle.js (files). Every import counts, type-only
// ones included (decision 034): `import`, `import type`, `export ... from`, `import('...')` and
// `import('...').Type`, read by TypeScript's own pre-processor, so comments and strings that look
// like imports are not taken for them.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The specifiers a module's text imports, in order, with where each sits in the text. */
export function importsIn(text) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName, pos, end }) => ({ specifier: fileName, pos, end }));
}

/** package.json "imports" (decision 017) as prefix pairs: `#server/` -> `<root>/src/server/`. */
export function aliasesOf(root) {
  let imports;
  try {
    imports = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports ?? {};
  } catch {
    return []; // no package.json: relative imports only
  }
  return Object.entries(imports)
    .filter(([alias, target]) => alias.endsWith('/*') && target.endsWith('/*'))
    .map(([alias, target]) => [alias.slice(0, -1), path.join(root, target.slice(0, -1))]);
}

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
const SOURCE = /\.(tsx?|m?js)$/;

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The file `specifier` names from `file`, or null for a package, a built-in or a missing file.
 * Relative specifiers and the aliases resolve as Node, Vite and TypeScript resolve them here:
 * with or without the extension, or a folder's index.
 */
export function resolveImport(file, specifier, aliases) {
  let base;
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    base = path.resolve(path.dirname(file), specifier);
  } else {
    const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
    if (!alias) return null;
    base = path.join(alias[1], specifier.slice(alias[0].length));
  }
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  // A style sheet or an image imports nothing.
  return candidates.find((candidate) => SOURCE.test(candidate) && isFile(candidate)) ?? null;
}
