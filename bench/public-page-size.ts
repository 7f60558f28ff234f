/**
 * The public page's size per language (docs/product.md#the-pages-language): the server-rendered
 * HTML of the full fixture profile, raw and gzip, and the page's script and style sheet as the
 * build serves them. Run after `npm run build`: `npx tsx bench/public-page-size.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readPageAssets } from '#server/modules/public-profiles/page-assets';
import { renderProfilePage } from '#server/modules/public-profiles/render-profile-page';
import type { Language } from '#shared/i18n/languages';
import { PUBLIC_PROFILES } from '#tests/support/public-profile-fixtures';

const webRoot = path.resolve('dist/web');
const assets = readPageAssets(webRoot, 'public-profile-entry.ts');
const fixture = Object.values(PUBLIC_PROFILES)[0]!;
const gzip = (bytes: Buffer) => gzipSync(bytes, { level: 6 }).length;
const file = (href: string) => readFileSync(path.join(webRoot, href));

const rows = (['en', 'de', 'ja', 'ar'] as Language[]).map((language) => {
  const html = Buffer.from(
    renderProfilePage(
      {
        key: 'grace-hopper',
        profile: fixture.profile,
        vcardUrl: 'https://app.example/api/vcard/x/download',
        shopUrl: 'https://shop.example/',
        inAppHint: null,
        language,
      },
      'https://app.example/u/grace-hopper',
      assets,
    ),
  );
  return `| ${language} | ${html.length} | ${gzip(html)} |`;
});
const scripts = [assets.script, ...assets.preloads].filter(Boolean) as string[];
const js = scripts.reduce((sum, href) => sum + gzip(file(href)), 0);
const css = assets.styles.reduce((sum, href) => sum + gzip(file(href)), 0);
console.log(['| language | HTML bytes | HTML gzip |', '| --- | ---: | ---: |', ...rows].join('\n'));
console.log(`\nscript (gzip, with its imports): ${js} B; style sheet (gzip): ${css} B`);
