// After scripts/build-web.ts: renders the signed-out screens to HTML (decision 038), in each
// language (decision 074). Vite builds src/web/prerender.tsx for Node, in the language, into
// dist/prerender-{tag}; each page in PRERENDERED_PAGES is rendered into #root of the language's
// index.html (with prerendered-entry.ts as its script) and written beside it as its own file,
// which the server sends for that route. The browser then hydrates it (src/web/prerendered-entry.ts,
// main.tsx). Run with tsx (`npm run build`): it reads the languages from the TypeScript sources.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { LANGUAGES } from '../src/shared/i18n/languages.ts';
import { languageRoot } from './build-web.ts';
import { languageFolder } from './web-languages.ts';

// The config's plugin is imported without a file extension, as this project's TypeScript asks.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
const webRoot = path.resolve('dist/web');
// Each language's server bundle is written inside the project (dist/prerender-{tag}), so its
// own imports (react, react-router, ...) resolve.
const ROOT_ELEMENT = '<div id="root" class="h-full"></div>';

/**
 * A prerendered page: index.html as built, with the app's scripts and sheets swapped for those of
 * prerendered-entry.ts. The page paints with its HTML and style sheet alone; its scripts make it
 * work. So the sheet comes first, and the page's one script (under 2 KB) is fetched at low
 * priority and starts the app only once the first frame is drawn: on a phone's slow link the
 * sheet does not share the bandwidth with 140 KB of JavaScript, and a fast link's JavaScript
 * does not hold the first frame back while it compiles (decision 038).
 */
function prerenderedPage(indexHtml, manifest) {
  const entry = manifest['prerendered-entry.ts'];
  if (!entry?.css?.length)
    throw new Error('prerendered-entry.ts has no style sheet in the manifest');
  const tags = [
    ...entry.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<script type="module" fetchpriority="low" crossorigin src="/${entry.file}"></script>`,
    ...(entry.imports ?? []).map(
      (key) =>
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${manifest[key].file}">`,
    ),
  ];
  const appTags =
    /[ \t]*<(script type="module"|link rel="modulepreload"|link rel="stylesheet")[^>]*>(<\/script>)?\n?/g;
  const page = indexHtml.replace(appTags, '');
  if (page.includes('type="module"')) throw new Error('index.html has a script left');
  return page.replace('<title>', () => `${tags.join('\n    ')}\n    <title>`);
}

/** One language's pages: its server bundle renders them into its own index.html. */
async function prerenderLanguage(language) {
  const root = languageRoot(webRoot, language);
  const outDir = path.resolve(`dist/prerender-${languageFolder(language)}`);
  try {
    await build({
      configFile: path.resolve('vite.config.ts'),
      mode: language === 'en' ? 'production' : language,
      logLevel: 'warn',
      build: { ssr: 'prerender.tsx', outDir, emptyOutDir: true, sourcemap: false, manifest: false },
    });
    const { renderPage, PRERENDERED_PAGES, prerenderPath } = await import(
      pathToFileURL(path.join(outDir, 'prerender.js')).href
    );
    const manifest = JSON.parse(readFileSync(path.join(root, '.vite', 'manifest.json'), 'utf8'));
    const template = prerenderedPage(readFileSync(path.join(root, 'index.html'), 'utf8'), manifest);
    if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html lacks ${ROOT_ELEMENT}`);
    for (const { route, file, hydrate } of PRERENDERED_PAGES) {
      const markup = await renderPage(prerenderPath(route));
      // When the app hydrates the page (decision 051), read by prerendered-entry.ts.
      const rooted = ROOT_ELEMENT.replace('></', ` data-hydrate="${hydrate}">${markup}</`);
      const html = template.replace(ROOT_ELEMENT, () => rooted);
      writeFileSync(path.join(root, file), html);
    }
    return PRERENDERED_PAGES.map((page) => page.file);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const started = Date.now();
let files = [];
for (const language of LANGUAGES) files = await prerenderLanguage(language);
console.log(
  `prerender: ${files.join(', ')} in ${LANGUAGES.length} languages in ${Date.now() - started} ms`,
);
