import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '#shared/i18n/languages';
import { builtAfterChanges } from '../../scripts/build-freshness';
import { buildWebApp, languageRoot } from '../../scripts/build-web';

/** At most this much JavaScript (gzip) for everything the public page loads (decision 018). */
const PUBLIC_PAGE_LIMIT_KB = 10;

/** What the web build is made of: a file here newer than a build makes that build stale. */
const BUILD_INPUTS = [
  'src/web',
  'src/shared',
  'scripts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/**
 * `npm run build`'s output (dist/web) when it is newer than everything it is made of: `npm test`
 * builds it before this suite, and measuring the same files again would cost a worker 20 s. Its
 * English manifest is its oldest (English is built first): a change saved after it is newer.
 */
function freshBuild(): string | null {
  const root = path.join('dist', 'web');
  const manifest = (language: Language) =>
    path.join(languageRoot(root, language), '.vite', 'manifest.json');
  // A build stopped part of the way has some languages only: not one to measure.
  if (!LANGUAGES.every((language) => existsSync(manifest(language)))) return null;
  return builtAfterChanges(manifest('en'), BUILD_INPUTS) ? root : null;
}

/**
 * The web app as `npm run build` makes it (nine languages): that build itself when it is fresh,
 * else one made here into a folder of its own. Adds up, from each language's Vite manifest, the
 * gzip size of the JavaScript a first visit downloads: an entry's chunk and every chunk it imports
 * statically, plus, for a route, the route's own chunk and its static imports.
 */
describe('bundle size', () => {
  let outDir = '';
  let ownBuild = false;
  const manifests = new Map<Language, Manifest>();
  beforeAll(async () => {
    const built = freshBuild();
    if (built) {
      outDir = built;
    } else {
      ownBuild = true;
      outDir = mkdtempSync(path.join(os.tmpdir(), 'cc-bundle-'));
      // Vite keeps a NODE_ENV it finds set, and Vitest sets 'test': React's development build
      // would be measured.
      const nodeEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        await buildWebApp(outDir, { sourcemap: false, logLevel: 'silent' });
      } finally {
        process.env.NODE_ENV = nodeEnv;
      }
    }
    for (const language of LANGUAGES) {
      const file = path.join(languageRoot(outDir, language), '.vite', 'manifest.json');
      manifests.set(language, JSON.parse(readFileSync(file, 'utf8')) as Manifest);
    }
  }, 600_000);
  afterAll(() => {
    if (ownBuild) rmSync(outDir, { recursive: true, force: true });
  });

  /** The files a first load of these manifest entries downloads (static imports only). */
  function firstLoad(...keys: string[]): string[] {
    return firstLoadIn('en', ...keys);
  }

  function firstLoadIn(language: Language, ...keys: string[]): string[] {
    const manifest = manifests.get(language) ?? {};
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the manifest`);
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return [...files].filter((file) => file.endsWith('.js'));
  }

  const gzipKb = (files: string[]) =>
    files.reduce(
      (sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length,
      0,
    ) / 1024;

  it(`keeps the public page's JavaScript within ${PUBLIC_PAGE_LIMIT_KB} KB gzip, with no React`, () => {
    const files = firstLoad('public-profile-entry.ts');
    const size = gzipKb(files);
    console.log(`public page JavaScript: ${size.toFixed(1)} KB gzip (${files.join(', ')})`);
    expect(size).toBeLessThanOrEqual(PUBLIC_PAGE_LIMIT_KB);
    for (const file of files) {
      expect(readFileSync(path.join(outDir, file), 'utf8')).not.toContain('react.element');
    }
  });

  it(`keeps what /login runs before the first input within ${LOGIN_BEFORE_INPUT_LIMIT_KB} KB gzip, with no React`, () => {
    // Decision 046: the page's own script makes the form work; the app waits for an input.
    const files = firstLoad('prerendered-entry.ts');
    const size = gzipKb(files);
    console.log(`/login before the first input: ${size.toFixed(1)} KB gzip (${files.join(', ')})`);
    expect(size).toBeLessThanOrEqual(LOGIN_BEFORE_INPUT_LIMIT_KB);
    for (const file of files) {
      expect(readFileSync(path.join(outDir, file), 'utf8'), file).not.toContain('react.element');
    }
  });

  // German's and Arabic's words are longer than English's, and each build carries its own.
  it.each(LANGUAGES)(
    `keeps /login's first load in %s within ${LOGIN_LIMIT_KB} KB gzip, without zod`,
    (language) => {
      // The prerendered page's entry, the app it starts after the first frame (main.tsx) and the
      // login page's route module: everything /login downloads (decision 038).
      const files = firstLoadIn(
        language,
        'prerendered-entry.ts',
        'main.tsx',
        'features/auth/pages/login-page.tsx',
      );
      const size = gzipKb(files);
      console.log(
        `/login first load (${language}): ${size.toFixed(1)} KB gzip in ${files.length} files`,
      );
      expect(size).toBeLessThanOrEqual(LOGIN_LIMIT_KB);
      // Schemas load with the screens that use them; the sign-in screen's checks need none, and
      // the catalogue's ICU patterns come parsed (scripts/web-languages.ts), without the parser.
      for (const file of files) {
        const code = readFileSync(path.join(outDir, file), 'utf8');
        expect(code, file).not.toContain('ZodError');
        expect(code, file).not.toContain('EXPECT_ARGUMENT_CLOSING_BRACE');
      }
    },
  );

  it('ships no ICU parser: every pattern was parsed at build', () => {
    const assets = path.join(outDir, 'assets');
    const parsers = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .filter((file) =>
        readFileSync(path.join(assets, file), 'utf8').includes('EXPECT_ARGUMENT_CLOSING_BRACE'),
      );
    expect(parsers).toEqual([]);
  });

  it('builds each language with its own <html lang dir>', () => {
    for (const language of LANGUAGES) {
      const html = readFileSync(path.join(languageRoot(outDir, language), 'index.html'), 'utf8');
      const dir = language === 'ar' ? 'rtl' : 'ltr';
      expect(html, language).toContain(`<html lang="${language}" dir="${dir}"`);
    }
  });
});

/**
 * /login's JavaScript at most 150 KB gzip, in each of the nine languages. It was 170.6 KB; the
 * catalogue split per subject (decision 037) and the sign-in screens' first load without zod
 * (decision 038) brought it to 142.4 KB; it had crept back to 150.0 KB when the sign-in form
 * dropped react-hook-form (12.7 KB) for two checks of its own: 140.9 KB in English, 141.1 KB in
 * Japanese and Arabic (decision 074). React 19 and React Router alone weigh 94.4 KB
 * (bench/bundle-floor.ts, decision 020).
 */
const LOGIN_LIMIT_KB = 150;

/**
 * What /login downloads and runs until the visitor first acts on it (decision 051): the
 * prerendered page's own script, which makes the form work and starts the app on that input.
 */
const LOGIN_BEFORE_INPUT_LIMIT_KB = 4;
