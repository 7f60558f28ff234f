import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's module boundaries (docs/decisions/014) hold only while the lint zones catch a
 * crossing: these plant one and expect the error, and plant the allowed forms and expect none.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('server module boundaries (lint)', () => {
  it("refuses a module importing another module's internal file", async () => {
    const errors = await boundaryErrors(
      'src/server/modules/cards/planted.ts',
      "export { revokeAllSessions } from '../auth/sessions';\n",
    );
    expect(errors).toEqual([expect.stringContaining('only through its public.ts')]);
  });

  it('refuses the same crossings written with the #server/ alias (decision 017)', async () => {
    const internal = await boundaryErrors(
      'src/server/modules/cards/planted.ts',
      "export { revokeAllSessions } from '#server/modules/auth/sessions';\n",
    );
    expect(internal).toEqual([expect.stringContaining('only through its public.ts')]);
    const fromLib = await boundaryErrors(
      'src/server/lib/planted.ts',
      "export { hashPassword } from '#server/modules/auth/public';\n",
    );
    expect(fromLib).toEqual([expect.stringContaining('do not import modules')]);
    const webFromServer = await boundaryErrors(
      'src/server/lib/planted.ts',
      "export { api } from '#web/lib/api';\n",
    );
    expect(webFromServer).toEqual([expect.stringContaining('must not import web code')]);
  });

  it('refuses lib/, db/, plugins/ and adapters/ importing a module, even its public.ts', async () => {
    for (const folder of ['lib', 'db', 'plugins', 'adapters/payments']) {
      const depth = folder.split('/').length + 1;
      const errors = await boundaryErrors(
        `src/server/${folder}/planted.ts`,
        `export { hashPassword } from '${'../'.repeat(depth - 1)}modules/auth/public';\n`,
      );
      expect(errors, folder).toEqual([expect.stringContaining('do not import modules')]);
    }
  });

  it('refuses app-deps.ts naming a type of a module: AppDeps depends on no module', async () => {
    const errors = await boundaryErrors(
      'src/server/app-deps.ts',
      "import type { TokenSigner } from './modules/auth/tokens';\nexport type T = TokenSigner;\n",
    );
    expect(errors).toEqual([expect.stringContaining('AppDeps names interfaces of lib/')]);
  });

  it("allows another module's public.ts and the module's own files", async () => {
    expect(
      await boundaryErrors(
        'src/server/modules/cards/planted.ts',
        "export { hashPassword } from '../auth/public';\nexport { toCard } from './to-card';\n",
      ),
    ).toEqual([]);
  });

  it('lets a test import any file of any module', async () => {
    expect(
      await boundaryErrors(
        'src/server/modules/cards/planted.test.ts',
        "export { revokeAllSessions } from '../auth/sessions';\n",
      ),
    ).toEqual([]);
  });
});

describe('scripts/folder-graph.mjs', () => {
  const script = path.join(ROOT, 'scripts/folder-graph.mjs');
  let planted: string;
  beforeAll(() => {
    planted = mkdtempSync(path.join(tmpdir(), 'folder-graph-'));
    mkdirSync(path.join(planted, 'lib'));
    mkdirSync(path.join(planted, 'modules/cards'), { recursive: true });
    // lib -> modules/cards -> lib: each file alone is fine, the two folders form a cycle.
    writeFileSync(path.join(planted, 'lib/a.ts'), "import { b } from '../modules/cards/b';\n");
    // One edge through the alias: the graph must follow `#server/` paths too.
    writeFileSync(path.join(planted, 'modules/cards/b.ts'), "export { c } from '#server/lib/c';\n");
    writeFileSync(path.join(planted, 'lib/c.ts'), 'export const c = 1;\n');
    writeFileSync(path.join(planted, 'config.ts'), "import { c } from './lib/c';\n");
  });
  afterAll(() => rmSync(planted, { recursive: true, force: true }));

  /** A tree whose only cycle is made of type-only imports, each written another way. */
  function plantTypeCycle(): string {
    const tree = mkdtempSync(path.join(tmpdir(), 'folder-graph-types-'));
    mkdirSync(path.join(tree, 'lib'));
    mkdirSync(path.join(tree, 'db'));
    // lib -> config -> db -> lib: `import type`, `export type ... from`, an `import()` type.
    writeFileSync(path.join(tree, 'lib/logger.ts'), "import type { Config } from '../config';\n");
    writeFileSync(path.join(tree, 'config.ts'), "export type { Timeouts } from './db/client';\n");
    writeFileSync(
      path.join(tree, 'db/client.ts'),
      "export type Timeouts = import('#server/lib/units').Ms;\n",
    );
    writeFileSync(path.join(tree, 'lib/units.ts'), 'export type Ms = number;\n');
    return tree;
  }

  it('finds no folder cycle in src/server', () => {
    const output = execFileSync('node', [script], { cwd: ROOT, encoding: 'utf8' });
    expect(output).toContain('No folder cycles');
    expect(output).toMatch(/^plugins -> /m);
  });

  it('exits 1 and names the folders of a planted cycle', () => {
    const run = spawnSync('node', [script, planted], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Folder cycle: lib <-> modules/cards');
    expect(run.stdout).toMatch(/^modules\/cards -> lib$/m);
  });

  it('counts type-only imports: a cycle of types is a cycle (decision 034)', () => {
    const tree = plantTypeCycle();
    try {
      const run = spawnSync('node', [script, tree], { cwd: ROOT, encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Folder cycle: config <-> db <-> lib');
      expect(run.stdout).toMatch(/^db -> lib$/m);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });
});
