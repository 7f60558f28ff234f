import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The repository's own lint rules (eslint-rules/), as eslint.config.js turns them on: each test
 * plants a violation and expects the error, and plants the allowed form and expects none.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

function ruleMessages(results: ESLint.LintResult[], rule: string): string[] {
  return results.flatMap((result) =>
    result.messages.filter((m) => m.ruleId === rule).map((m) => m.message),
  );
}

describe('local/no-cycle: no import cycle, type-only imports included (decision 034)', () => {
  const RULE = 'local/no-cycle';
  let planted: string;
  let eslint: ESLint;
  beforeAll(() => {
    // A tree of its own, linted with the repository's config: the rule reads the other files of
    // a cycle from the disk.
    planted = mkdtempSync(path.join(tmpdir(), 'no-cycle-'));
    mkdirSync(path.join(planted, 'lib'));
    writeFileSync(path.join(planted, 'package.json'), '{ "imports": { "#app/*": "./*" } }\n');
    const files: Record<string, string> = {
      // config.ts -> lib/settings.ts -> config.ts, in types only, one edge through the alias.
      'config.ts':
        "import type { Settings } from './lib/settings';\nexport type Config = Settings;\n",
      'lib/settings.ts':
        "import type { Config } from '#app/config';\nexport interface Settings { parent?: Config }\n",
      // form.tsx -> sections.ts -> section.tsx -> form.tsx: a value import, `export type ... from`
      // and an inline `import()` type.
      'form.tsx':
        "import { SECTIONS } from './sections';\nexport const FORM_ID = SECTIONS.length;\n",
      'sections.ts':
        "export type { Field } from './section';\nexport const SECTIONS: string[] = [];\n",
      'section.tsx': "export type Field = { form: typeof import('./form').FORM_ID };\n",
      // One way only: no cycle.
      'leaf.ts': 'export type Leaf = string;\n',
      'uses-leaf.ts': "import type { Leaf } from './leaf';\nexport const leaf: Leaf = '';\n",
    };
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(planted, file), text);
    eslint = new ESLint({ cwd: planted, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });
  });
  afterAll(() => rmSync(planted, { recursive: true, force: true }));

  it('reports a cycle of type-only imports in each file of it, with the way round', async () => {
    const results = await eslint.lintFiles(['config.ts', 'lib/settings.ts']);
    expect(ruleMessages(results, RULE)).toEqual([
      expect.stringContaining('Import cycle: config.ts -> lib/settings.ts -> config.ts.'),
      expect.stringContaining('Import cycle: lib/settings.ts -> config.ts -> lib/settings.ts.'),
    ]);
  });

  it('follows `export type ... from` and `import()` types as well as values', async () => {
    const results = await eslint.lintFiles(['section.tsx']);
    expect(ruleMessages(results, RULE)).toEqual([
      expect.stringContaining(
        'Import cycle: section.tsx -> form.tsx -> sections.ts -> section.tsx.',
      ),
    ]);
  });

  it('checks the text being linted, not only the file on disk', async () => {
    const [result] = await eslint.lintText("import type { Config } from './config';\n", {
      filePath: path.join(planted, 'leaf.ts'),
    });
    expect(ruleMessages([result!], RULE)).toEqual([]);
    const [cycle] = await eslint.lintText("export type { Settings } from './lib/settings';\n", {
      filePath: path.join(planted, 'config.ts'),
    });
    expect(ruleMessages([cycle!], RULE)).toEqual([
      expect.stringContaining('config.ts -> lib/settings.ts -> config.ts'),
    ]);
  });

  it('lets imports go one way', async () => {
    const results = await eslint.lintFiles(['leaf.ts', 'uses-leaf.ts']);
    expect(ruleMessages(results, RULE)).toEqual([]);
  });
});

describe('local/kebab-case-file-names', () => {
  const RULE = 'local/kebab-case-file-names';
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  async function nameErrors(filePath: string): Promise<string[]> {
    const results = await eslint.lintText('export const planted = 1;\n', {
      filePath: path.join(ROOT, filePath),
    });
    return ruleMessages(results, RULE);
  }

  it.each([
    ['src/web/features/cards/components/CardTile.tsx', 'card-tile.tsx'],
    ['src/server/lib/attempt_limiter.ts', 'attempt-limiter.ts'],
    ['tests/e2e/signUp.spec.ts', 'sign-up.spec.ts'],
    ['scripts/FolderGraph.mjs', 'folder-graph.mjs'],
    ['bench/load/Report.ts', 'report.ts'],
    ['src/server/Modules/health/routes.ts', 'modules'],
  ])('refuses %s', async (filePath, suggestion) => {
    expect(await nameErrors(filePath)).toEqual([expect.stringContaining(`'${suggestion}'`)]);
  });

  it('allows kebab-case names with suffixes', async () => {
    for (const filePath of [
      'src/server/modules/health/health.routes.test.ts',
      'src/web/features/cards/components/card-actions-menu.test.tsx',
      'tests/e2e/accessibility/admin.spec.ts',
      'scripts/folder-graph.mjs',
      'bench/load-plans.ts',
    ]) {
      expect(await nameErrors(filePath), filePath).toEqual([]);
    }
  });
});

describe('import-x/order: node, packages, #aliases, relative; each alphabetical', () => {
  const RULE = 'import-x/order';
  const eslint = new ESLint({ cwd: ROOT });
  const filePath = path.join(ROOT, 'src/server/lib/planted-order.ts');
  const lint = async (text: string) =>
    ruleMessages(await eslint.lintText(text, { filePath }), RULE);

  it('refuses a relative import before a package, an alias before node, and a group out of order', async () => {
    expect(
      await lint(
        [
          "import { AppError } from './app-error';",
          "import { z } from 'zod';",
          "import { COPY } from '#shared/copy';",
          "import path from 'node:path';",
          'export const planted = [AppError, z, COPY, path];',
          '',
        ].join('\n'),
      ),
    ).not.toEqual([]);
    expect(
      await lint(
        [
          "import { z } from 'zod';",
          "import Fastify from 'fastify';",
          'export const planted = [z, Fastify];',
          '',
        ].join('\n'),
      ),
    ).toEqual([expect.stringContaining('`fastify` import should occur before import of `zod`')]);
  });

  it('allows the order it asks for', async () => {
    expect(
      await lint(
        [
          "import path from 'node:path';",
          "import Fastify from 'fastify';",
          "import { z } from 'zod';",
          "import { COPY } from '#shared/copy';",
          "import { AppError } from './app-error';",
          'export const planted = [path, Fastify, z, COPY, AppError];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('one service signature and no source file past 400 lines', () => {
  const eslint = new ESLint({ cwd: ROOT });
  const lint = async (filePath: string, text: string, rule: string) =>
    ruleMessages(await eslint.lintText(text, { filePath: path.join(ROOT, filePath) }), rule);

  it('refuses a service with a third parameter, and allows (deps, input)', async () => {
    const file = 'src/server/modules/teams/planted-service.ts';
    expect(
      await lint(
        file,
        'export async function plant(deps: object, teamId: string, limit: number) {\n  return [deps, teamId, limit];\n}\n',
        'no-restricted-syntax',
      ),
    ).toEqual(['A service takes (deps, input): put the other parameters in one input object.']);
    expect(
      await lint(
        file,
        'export async function plant(deps: object, { teamId }: { teamId: string }) {\n  return [deps, teamId];\n}\n',
        'no-restricted-syntax',
      ),
    ).toEqual([]);
  });

  it("refuses a local alias of a service's deps", async () => {
    expect(
      await lint(
        'src/server/modules/teams/planted-service.ts',
        "type JoinDeps = Pick<{ database: 1 }, 'database'>;\nexport const deps: JoinDeps = { database: 1 };\n",
        'no-restricted-syntax',
      ),
    ).toEqual(["Write the service's deps as Pick<AppDeps, ...> in its signature, not an alias."]);
  });

  it('refuses a source file of 401 lines, but not a test or a 400-line file', async () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, at) => `export const line${at} = ${at};`).join('\n') + '\n';
    const tooLong = await lint('src/server/lib/planted-long.ts', lines(401), 'max-lines');
    expect(tooLong).toEqual([expect.stringContaining('Maximum allowed is 400')]);
    expect(await lint('src/server/lib/planted-long.ts', lines(400), 'max-lines')).toEqual([]);
    expect(await lint('src/server/lib/planted-long.test.ts', lines(401), 'max-lines')).toEqual([]);
  });
});
