import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPageAssets } from './page-assets';

describe('public page assets', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cc-assets-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('links the entry script, preloads its chunks and links every style sheet on the way', () => {
    mkdirSync(path.join(root, '.vite'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'assets', 'page.css'), '.a{color:red}');
    writeFileSync(path.join(root, 'assets', 'shared.css'), '.b{color:blue}');
    writeFileSync(
      path.join(root, '.vite', 'manifest.json'),
      JSON.stringify({
        'entry.ts': {
          file: 'assets/entry.js',
          css: ['assets/page.css'],
          imports: ['_shared.js'],
        },
        '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
      }),
    );
    const assets = readPageAssets(root, 'entry.ts');
    expect(assets.script).toBe('/assets/entry.js');
    expect(assets.preloads).toEqual(['/assets/shared.js']);
    expect(assets.styles).toEqual(['/assets/page.css', '/assets/shared.css']);
  });

  it('has nothing to add without a build', () => {
    expect(readPageAssets(undefined, 'entry.ts')).toEqual({
      script: null,
      preloads: [],
      styles: [],
    });
    expect(readPageAssets(path.join(root, 'missing'), 'entry.ts').script).toBeNull();
  });
});
