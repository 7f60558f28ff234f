// `npm run build`'s first step: the web app once per language (decision 074), into one dist/web.
// English is dist/web/index.html with Vite's manifest in dist/web/.vite/; each other language
// is dist/web/{tag}/index.html (`pt-br` for pt-BR) with its manifest in dist/web/{tag}/.vite/.
// Every build's files go to the one dist/web/assets/: a chunk that carries no sentence comes
// out the same in every language, under the same hashed name, and is written once.
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig } from 'vite';
import { LANGUAGES, type Language } from '../src/shared/i18n/languages';
import { languageFolder } from './web-languages';

// The config's plugin is imported without a file extension, as this project's TypeScript asks.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

/** Where a language's index.html and .vite/manifest.json are, inside the web root. */
export function languageRoot(webRoot: string, language: Language): string {
  return language === 'en' ? webRoot : path.join(webRoot, languageFolder(language));
}

/**
 * Builds the nine languages into `outDir`: English first (it also copies the public folder),
 * then each other language into a folder of its own, whose assets move to the shared one.
 */
export async function buildWebApp(
  outDir: string,
  options: { sourcemap?: boolean | 'hidden'; logLevel?: InlineConfig['logLevel'] } = {},
): Promise<Record<Language, number>> {
  const took = {} as Record<Language, number>;
  for (const language of LANGUAGES) {
    const started = Date.now();
    const own = languageRoot(outDir, language);
    await build({
      configFile: path.resolve('vite.config.ts'),
      mode: language === 'en' ? 'production' : language,
      logLevel: options.logLevel ?? 'warn',
      ...(language === 'en' ? {} : { publicDir: false }),
      build: {
        outDir: own,
        emptyOutDir: true,
        ...(options.sourcemap === undefined ? {} : { sourcemap: options.sourcemap }),
      },
    });
    if (language !== 'en') moveAssets(path.join(own, 'assets'), path.join(outDir, 'assets'));
    took[language] = Date.now() - started;
  }
  return took;
}

/** A language's assets into the shared folder; a file already there is the same file. */
function moveAssets(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const target = path.join(to, name);
    if (existsSync(target)) continue;
    try {
      renameSync(path.join(from, name), target);
    } catch {
      cpSync(path.join(from, name), target);
    }
  }
  rmSync(from, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const took = await buildWebApp(path.resolve('dist/web'));
  const each = Object.entries(took).map(([language, ms]) => `${language} ${ms} ms`);
  console.log(
    `build: ${LANGUAGES.length} languages in ${Date.now() - started} ms (${each.join(', ')})`,
  );
}
