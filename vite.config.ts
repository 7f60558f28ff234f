import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { languageOfMode, webLanguage } from './scripts/web-languages';

// The web app lives in src/web; `vite build` writes dist/web, which the Fastify server serves.
// It is built once per language (decision 074): `vite build --mode de` is the German app, and
// scripts/build-web.ts builds the nine into one dist/web.
export default defineConfig(({ mode }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), webLanguage(languageOfMode(mode))],
  resolve: {
    alias: [
      // The catalogue's ICU patterns are parsed at build (scripts/web-languages.ts), so the
      // browser's intl-messageformat needs no parser: FormatJS's own advice for production.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Hidden: the maps are written beside each chunk, to hand to an error-reporting service, but
    // the chunks name none of them and production does not serve them (plugins/web-app.ts),
    // so visitors cannot download the sources they carry.
    sourcemap: 'hidden',
    // The server reads the manifest to link the public profile page's script and styles.
    manifest: true,
    rollupOptions: {
      // The catalogue's modules only declare sentences: the bundler's own check calls a module
      // with an `icu(...)` sentence impure, and would tie every such module to /login's chunk.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]src[\\/]shared[\\/]copy[\\/](sentences|locales)[\\/]/, sideEffects: false },
        ],
      },
      // Zod compiles object parsers with `new Function` after probing whether eval is allowed;
      // under our CSP (no 'unsafe-eval') the probe is a reported violation. Its global config
      // must say jitless before any schema is built, so every chunk sets it first.
      output: {
        banner: 'globalThis.__zod_globalConfig??={};globalThis.__zod_globalConfig.jitless=true;',
        // What every screen of the owner app runs on, as one file: left to itself the bundler
        // splits it by which entries share each library (the app's page and the prerendered
        // one), and a first visit would fetch a dozen files where one compresses better.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|react-toastify|clsx)[\\/]/,
            },
          ],
        },
      },
      input: {
        app: fileURLToPath(new URL('./src/web/index.html', import.meta.url)),
        // The script of the prerendered signed-out screens (scripts/prerender.mjs).
        'prerendered-entry': fileURLToPath(
          new URL('./src/web/prerendered-entry.ts', import.meta.url),
        ),
        'public-profile': fileURLToPath(
          new URL('./src/web/public-profile-entry.ts', import.meta.url),
        ),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      '/readyz': 'http://localhost:3000',
    },
  },
}));
