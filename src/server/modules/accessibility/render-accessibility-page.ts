import type { Copy } from '#server/lib/copy-in';
import { escapeHtml } from '#server/lib/html';
import { LANGUAGE_NAMES, LANGUAGES, directionOf, type Language } from '#shared/i18n/languages';

/** When the statement was last checked against the product (its last line says so). */
export const STATEMENT_REVIEWED = Date.UTC(2026, 10, 30);

// Readable without the app's style sheet or any script: system fonts, 4.5:1 contrast and more,
// a visible focus ring, and logical properties so Arabic mirrors.
const STYLE = `body{margin:0;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#1f2937;background:#fff}
main{max-width:42rem;margin-inline:auto;padding:2rem 1.25rem 3rem}h1{font-size:1.75rem;line-height:1.25}h2{font-size:1.2rem;margin-block-start:2rem}
a{color:#9a3412}a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}ul{padding-inline-start:1.25rem}
nav{border-block-start:1px solid #d1d5db;margin-block-start:2.5rem;padding-block-start:1rem;font-size:.9rem}
nav ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
nav a[aria-current]{color:#1f2937;font-weight:700;text-decoration:none}`;

/**
 * The accessibility statement in one language, as a whole HTML page (it reads without
 * JavaScript). The support address is a link; every sentence is the catalogue's.
 */
export function renderAccessibilityPage(
  copy: Copy,
  { language, supportEmail }: { language: Language; supportEmail: string },
): string {
  const marker = '\u0000email\u0000';
  const report = escapeHtml(copy.accessibilityReport(marker)).replace(
    marker,
    `<a href="mailto:${escapeHtml(supportEmail)}" dir="ltr">${escapeHtml(supportEmail)}</a>`,
  );
  const known = [
    copy.accessibilityKnownOwnerWords,
    copy.accessibilityKnownImages,
    copy.accessibilityKnownCamera,
    copy.accessibilityKnownThirdParty,
    copy.accessibilityKnownTargetSize,
  ];
  const languages = LANGUAGES.map((other) => {
    const current = other === language ? ' aria-current="true"' : '';
    return `<li><a href="/accessibility?lang=${other}" lang="${other}" hreflang="${other}"${current}>${escapeHtml(LANGUAGE_NAMES[other])}</a></li>`;
  }).join('');
  const text = (value: string) => escapeHtml(value);
  return `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(copy.accessibilityTitle)} | Catalyst Connect</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>${STYLE}</style></head>
<body><main>
<h1>${text(copy.accessibilityTitle)}</h1>
<p>${text(copy.accessibilityIntro)}</p>
<h2>${text(copy.accessibilityConformanceHeading)}</h2>
<p>${text(copy.accessibilityConformance)}</p>
<p>${text(copy.accessibilityPartial)}</p>
<h2>${text(copy.accessibilityKnownHeading)}</h2>
<ul>${known.map((item) => `<li>${text(item)}</li>`).join('')}</ul>
<h2>${text(copy.accessibilityLanguagesHeading)}</h2>
<p>${text(copy.accessibilityLanguages)}</p>
<h2>${text(copy.accessibilityReportHeading)}</h2>
<p>${report}</p>
<p>${text(copy.accessibilityReviewed(STATEMENT_REVIEWED))}</p>
<nav aria-label="${text(copy.accessibilityLanguagesHeading)}"><ul>${languages}</ul></nav>
</main></body></html>`;
}
