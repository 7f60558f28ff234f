import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app lives in src/web; `vite build` writes dist/web, which the Fastify server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads the manifest to link the public profile page's script and styles.
    manifest: true,
    rollupOptions: {
      // Zod compiles object parsers with `new Function` after probing whether eval is allowed;
      // under our CSP (no 'unsafe-eval') the probe is a reported violation. Its global config
      // must say jitless before any schema is built, so every chunk sets it first.
      output: {
        banner: 'globalThis.__zod_globalConfig??={};globalThis.__zod_globalConfig.jitless=true;',
      },
      input: {
        app: fileURLToPath(new URL('./src/web/index.html', import.meta.url)),
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
});
