import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryTextFiles, ROOT } from './repository-files';

/**
 * The README is a front door: what the project is, the two commands, the short tables and the
 * links; everything longer lives in docs/. So it stays short, and every setting the server reads
 * is described in docs/configuration.md, the page the README sends operators to.
 */
const README_MAX_LINES = 150;
const README_MAX_LINE_LENGTH = 160;
const CONFIGURATION = 'docs/configuration.md';
const SELF = 'tests/repository/readme.test.ts';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/**
 * The environment variables a source file reads: `process.env.NAME`, `env.NAME`, `env['NAME']`,
 * and, in a file of the server's configuration (src/server/config/, whose zod schemas read the
 * environment), the upper-case names its schemas give their fields (`NODE_ENV: z.enum(...)`,
 * `API_DOCS: bool.optional()`, a shorthand `NODE_ENV,` or `const NODE_ENV = z...`). Elsewhere an
 * upper-case key of a zod schema is just a name, not a variable.
 */
export function environmentVariablesIn(
  source: string,
  { configuration = false }: { configuration?: boolean } = {},
): string[] {
  const names = new Set<string>();
  const add = (pattern: RegExp) => {
    for (const match of source.matchAll(pattern)) names.add((match[1] ?? match[2])!);
  };
  add(/\benv(?:\.([A-Z][A-Z0-9_]*)\b|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g);
  if (configuration && /from ['"]zod/.test(source)) {
    add(/^\s*([A-Z][A-Z0-9_]*)\s*:\s*(?:z\b|[a-z]\w*\b)/gm);
    add(/^\s*([A-Z][A-Z0-9_]*),\s*$/gm);
    add(/\bconst ([A-Z][A-Z0-9_]*) = z\./g);
  }
  return [...names];
}

/** Every environment variable read by the server's code (its tests aside). */
function serverEnvironmentVariables(): string[] {
  const files = readdirSync(path.join(ROOT, 'src/server'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
    .map((file) => path.join('src/server', file));
  const configuration = (file: string) =>
    file.startsWith(path.join('src/server/config') + path.sep);
  return [
    ...new Set(
      files.flatMap((file) =>
        environmentVariablesIn(read(file), { configuration: configuration(file) }),
      ),
    ),
  ].sort();
}

/** The variables docs/configuration.md describes: the first column of its tables. */
function documentedVariables(markdown: string): string[] {
  const rows = markdown.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) =>
    [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!),
  );
}

describe('the README is a front door', () => {
  const readme = read('README.md');
  const lines = readme.replace(/\n$/, '').split('\n');

  it(`has at most ${README_MAX_LINES} lines, none longer than ${README_MAX_LINE_LENGTH} characters`, () => {
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
    const long = lines
      .map((line, index) => ({ line: index + 1, length: [...line].length }))
      .filter(({ length }) => length > README_MAX_LINE_LENGTH);
    expect(long).toEqual([]);
  });

  it('opens with the two commands', () => {
    const top = lines.slice(0, 6).join('\n');
    expect(top).toContain('npm ci && npm start');
    expect(top).toContain('npm ci && npm test');
  });
});

describe('docs/configuration.md describes every setting', () => {
  const configuration = read(CONFIGURATION);
  const documented = documentedVariables(configuration);

  it('lists every environment variable the server reads', () => {
    const variables = serverEnvironmentVariables();
    // The scan must keep finding the configuration, wherever its schemas move.
    expect(variables).toEqual(
      expect.arrayContaining(['NODE_ENV', 'DATABASE_URL', 'API_DOCS', 'UV_THREADPOOL_SIZE']),
    );
    expect(variables.length).toBeGreaterThanOrEqual(60);
    expect(variables.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('lists only variables something reads', () => {
    const sources = repositoryTextFiles()
      .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && file !== SELF)
      .map(read)
      .join('\n');
    expect(documented.filter((name) => !new RegExp(`\\b${name}\\b`).test(sources))).toEqual([]);
  });

  it('finds what a source file reads, as the check must', () => {
    const source = [
      "import { z } from 'zod';",
      'const port = process.env.PLANTED_PORT;',
      "const mode = process.env['PLANTED_MODE'];",
      "const PLANTED_ENV = z.enum(['a', 'b']);",
      'const Env = z.object({',
      "  PLANTED_URL: z.string().default('x'),",
      '  PLANTED_FLAG: bool.optional(),',
      '  PLANTED_ENV,',
      '});',
      'const debug = (env: Env) => env.PLANTED_DEBUG;',
      'const STATUS = { NOT_FOUND: 404 };',
    ].join('\n');
    expect(environmentVariablesIn(source, { configuration: true }).sort()).toEqual([
      'PLANTED_DEBUG',
      'PLANTED_ENV',
      'PLANTED_FLAG',
      'PLANTED_MODE',
      'PLANTED_PORT',
      'PLANTED_URL',
    ]);
    // Outside the configuration, a schema's upper-case keys are names, not variables.
    expect(environmentVariablesIn(source).sort()).toEqual([
      'PLANTED_DEBUG',
      'PLANTED_MODE',
      'PLANTED_PORT',
    ]);
    expect(documentedVariables('| `A_B`, `C_D` | unset | `E_F` in the meaning |')).toEqual([
      'A_B',
      'C_D',
    ]);
  });
});
