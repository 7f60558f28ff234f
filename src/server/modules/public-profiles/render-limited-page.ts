import { copyIn } from '#server/lib/copy-in';
import { escapeHtml } from '#server/lib/html';
import { UNKNOWN_KEY_LIMITS } from '#server/lib/public-read-cache';
import type { Language } from '#shared/i18n/languages';
import type { PageAssets } from './page-assets';
import { htmlLanguage } from './render-profile-page';

/**
 * The page for an address past its budget of unknown profiles (decision 029): a person behind
 * it (a shared network) is told in plain words to wait, never shown a bare error.
 */
export function renderLimitedPage(assets: PageAssets, language: Language): string {
  const message = copyIn(language).visitorPageLimited(UNKNOWN_KEY_LIMITS.windowSeconds / 60);
  return `<!doctype html>
<html ${htmlLanguage(language)} class="h-full">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(message)} | Catalyst Connect</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">${assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</head>
<body class="h-full bg-gray-950 text-white">
<main class="flex min-h-full flex-col items-center justify-center gap-4 px-6 text-center">
<h1 class="text-2xl font-bold">${escapeHtml(message)}</h1>
</main></body></html>`;
}
