import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { type Copy, copyIn } from '#server/lib/copy-in';
import { escapeHtml } from '#server/lib/html';
import type { FontId } from '#shared/design/fonts';
import { resolveDesign } from '#shared/design/resolve-design';
import { directionOf, type Language, LANGUAGES } from '#shared/i18n/languages';
import type { PublicProfile } from '#shared/schemas/profiles';
import { CopyContext } from '#shared/ui/copy-context';
import { PublicProfilePage } from '#shared/ui/public-profile-page';
import { fontCatalogue } from '../design/public';
import type { PageAssets } from './page-assets';
import { SHARE_IMAGE } from './share-image';

/** What the page shows: the profile and the links around it, for the key it was opened with. */
export interface PublicProfilePageData {
  key: string;
  profile: PublicProfile;
  vcardUrl: string;
  shopUrl: string;
  /** Opened inside an app's own browser: how to get to the phone's browser (in-app-browser.ts). */
  inAppHint: string | null;
  /** The language the page is shown in (pickLanguage): its words, never the owner's. */
  language: Language;
  /**
   * Its address names that language (`?lang=`): the canonical link is that address, as search
   * engines expect of each language's page; a page chosen by the browser's language is at the
   * plain address (`x-default`), and names it.
   */
  linked?: boolean;
}

/** Where a browser reports a visitor following one of the page's links (`ping`, Insights). */
export function clickPingUrl(key: string, linkId: string): string {
  return `/api/card-profiles/public/${encodeURIComponent(key)}/click?link=${encodeURIComponent(linkId)}`;
}

/** Where the page's contact form posts: the API's send-message endpoint for this key. */
export function sendMessageAction(key: string): string {
  return `/api/card-profiles/public/${encodeURIComponent(key)}/send-message`;
}

function meta(attribute: 'name' | 'property', key: string, value: string | null | undefined) {
  return value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}">` : '';
}

function head(assets: PageAssets) {
  return [
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
  ].join('');
}

/**
 * The design's font, when it is not the system's: its @font-face rules (this origin's files,
 * `font-display: swap`, so the text shows at once in the fallback) and its Latin file preloaded,
 * fetched beside the style sheet instead of after it. Nothing in it comes from the owner.
 */
function fontHead(font: FontId): string {
  const fonts = fontCatalogue();
  const preload = fonts.preload(font);
  if (!preload) return '';
  return `<link rel="preload" href="${preload}" as="font" type="font/woff2" crossorigin><style>${fonts.faces(font)}</style>`;
}

/** `<html lang dir>`: Arabic reads, and the page mirrors, right to left. */
export function htmlLanguage(language: Language): string {
  return `lang="${language}" dir="${directionOf(language)}"`;
}

/**
 * The page in each language (`?lang=`), for search engines and for a visitor's browser to
 * offer; `x-default` is the plain address, the page as it chooses.
 */
function alternates(pageUrl: string): string {
  const url = escapeHtml(pageUrl);
  return [
    ...LANGUAGES.map(
      (each) => `<link rel="alternate" hreflang="${each}" href="${url}?lang=${each}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${url}">`,
  ].join('\n');
}

/** Who the person is, for search results and link previews: title at company, and slogan. */
function describe(profile: PublicProfile, copy: Copy): string {
  const { title, company } = profile;
  const subtitle =
    title && company ? copy.visitorPageTitleAtCompany(title, company) : (title ?? company ?? '');
  return [subtitle, profile.slogan].filter(Boolean).join(' — ') || copy.visitorPageDescription;
}

/**
 * The whole public profile as HTML: the page is readable before (and without) any script,
 * and shared links unfurl into a preview card (Open Graph and Twitter tags). `pageUrl` is the
 * card's share address (og:url): what the page's Share button shares, in no language.
 */
export function renderProfilePage(
  data: PublicProfilePageData,
  pageUrl: string,
  assets: PageAssets,
  /**
   * The example profile (example-page.ts): a strip above the page says what it is, its form
   * posts to a send that keeps nothing, and search engines leave it out.
   */
  example?: { note: string; formAction: string },
): string {
  const { profile, language } = data;
  const copy = copyIn(language);
  const description = describe(profile, copy);
  const title = `${profile.name} | Catalyst Connect`;
  const body = renderToString(
    createElement(
      CopyContext.Provider,
      { value: copy },
      createElement(PublicProfilePage, {
        profile,
        vcardUrl: data.vcardUrl,
        shopUrl: data.shopUrl,
        formAction: example?.formAction ?? sendMessageAction(data.key),
        clickPing: (linkId: string) => clickPingUrl(data.key, linkId),
        inAppHint: data.inAppHint,
        shareNeedsScript: true,
        language,
      }),
    ),
  );
  const design = resolveDesign(profile.design);
  // The card in its design as a link preview shows it (/u/{key}/og.png), at the share address.
  const shareImage = example ? null : `${pageUrl}/og.png`;
  const note = example
    ? `<p class="bg-gray-900 px-4 py-2 text-center text-sm font-semibold text-white">${escapeHtml(example.note)}</p>`
    : '';
  return `<!doctype html>
<html ${htmlLanguage(language)} class="h-full">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${meta('name', 'description', description)}
<meta name="theme-color" content="${design.colours.page}">
<link rel="canonical" href="${escapeHtml(data.linked ? `${pageUrl}?lang=${language}` : pageUrl)}">
${example ? '' : alternates(pageUrl)}
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
${meta('property', 'og:type', 'profile')}
${meta('property', 'og:title', profile.name)}
${meta('property', 'og:description', description)}
${meta('property', 'og:url', pageUrl)}
${meta('property', 'og:image', shareImage)}
${shareImage ? `<meta property="og:image:width" content="${SHARE_IMAGE.width}">\n<meta property="og:image:height" content="${SHARE_IMAGE.height}">` : '<meta name="robots" content="noindex">'}
${meta('property', 'og:site_name', 'Catalyst Connect')}
${meta('name', 'twitter:card', 'summary_large_image')}
${meta('name', 'twitter:title', profile.name)}
${meta('name', 'twitter:description', description)}
${meta('name', 'twitter:image', shareImage)}
${head(assets)}
${fontHead(design.font.id)}
</head>
<body class="h-full">
${note}<div id="root" class="h-full">${body}</div>
${assets.script ? `<script type="module" src="${assets.script}"></script>` : ''}
</body>
</html>`;
}

/**
 * The page of a key no profile answers. Whoever holds such a link is a visitor, not an owner:
 * its one action leads to the shop (docs/product.md#public-addresses), not to the owners' sign-in.
 */
export function renderNotFoundPage(
  assets: PageAssets,
  shopUrl: string,
  language: Language,
): string {
  const copy = copyIn(language);
  return `<!doctype html>
<html ${htmlLanguage(language)} class="h-full">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(copy.visitorPageNotFoundTitle)} | Catalyst Connect</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">${assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</head>
<body class="h-full bg-gray-950 text-white">
<main class="flex min-h-full flex-col items-center justify-center gap-4 px-6 text-center">
<h1 class="text-3xl font-bold">${escapeHtml(copy.visitorPageNotFoundHeading)}</h1>
<p class="text-gray-300">${escapeHtml(copy.visitorPageNotFoundText)}</p>
<a class="font-semibold text-orange-500" href="${escapeHtml(shopUrl)}">${escapeHtml(copy.visitorPageGetYourCard)}</a>
</main></body></html>`;
}
