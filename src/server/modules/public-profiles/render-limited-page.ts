import { escapeHtml } from '#server/lib/html';
import type { PageAssets } from './page-assets';

/**
 * The page for an address past its budget of unknown profiles (decision 029): a person behind
 * it (a shared network) is told in plain words to wait, never shown a bare error.
 */
export function renderLimitedPage(assets: PageAssets, message: string): string {
  return `<!doctype html>
<html lang="en" class="h-full">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(message)} | Catalyst Connect</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">${assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</head>
<body class="h-full bg-gray-950 text-white">
<main class="flex min-h-full flex-col items-center justify-center gap-4 px-6 text-center">
<h1 class="text-2xl font-bold">${escapeHtml(message)}</h1>
</main></body></html>`;
}
