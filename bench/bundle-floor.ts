/**
 * What the owner app's libraries weigh on their own (decision 020): builds tiny apps that use
 * only the stack's libraries, as `npm run build` would (production, minified), and prints each
 * one's JavaScript in gzip KB. The first row is the floor of any page of the owner app: React 19
 * and React Router 7 rendering one route.
 *
 * Run: node --import tsx bench/bundle-floor.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';

const APPS: Record<string, string> = {
  'React 19 + React Router 7, one route': `
    import { createRoot } from 'react-dom/client';
    import { createBrowserRouter } from 'react-router';
    import { RouterProvider } from 'react-router/dom';
    const router = createBrowserRouter([{ path: '/', element: <p>hi</p> }]);
    createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);`,
  'TanStack Query client, react-toastify, react-hook-form': `
    import { QueryClient } from '@tanstack/react-query';
    import { ToastContainer, toast } from 'react-toastify';
    import { useForm } from 'react-hook-form';
    console.log(new QueryClient(), ToastContainer, toast, useForm);`,
  'zod (classic), a two-field object': `
    import { z } from 'zod';
    console.log(z.object({ email: z.email(), password: z.string().min(1) }).parse({}));`,
  'zod/mini, the same object': `
    import * as z from 'zod/mini';
    console.log(z.object({ email: z.email(), password: z.string().check(z.minLength(1)) }).parse({}));`,
};

// Inside the repository so the entries resolve the project's own node_modules.
const dir = path.resolve('node_modules/.cache/bundle-floor');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
process.env.NODE_ENV = 'production';

console.log('| what | JavaScript (KB gzip) |\n| --- | ---: |');
for (const [name, code] of Object.entries(APPS)) {
  const entry = path.join(dir, `${name.replace(/\W+/g, '-')}.tsx`);
  writeFileSync(entry, code);
  const result = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [react()],
    build: { write: false, rollupOptions: { input: entry } },
  });
  const outputs = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const bytes = outputs.output
    .filter((file) => file.type === 'chunk')
    .reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
  console.log(`| ${name} | ${(bytes / 1024).toFixed(1)} |`);
}
rmSync(dir, { recursive: true, force: true });
