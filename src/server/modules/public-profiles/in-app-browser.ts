import type { Copy } from '#server/lib/copy-in';

/** The apps whose own browser (a web view) silently drops a vCard download. */
export type InAppApp =
  | 'instagram'
  | 'messenger'
  | 'facebook'
  | 'linkedin'
  | 'tiktok'
  | 'snapchat'
  | 'line'
  | 'wechat'
  | 'twitter'
  | 'pinterest';

export type PhonePlatform = 'ios' | 'android';

/** How the hint names each app. */
export const IN_APP_NAMES: Record<InAppApp, string> = {
  instagram: 'Instagram',
  messenger: 'Messenger',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  line: 'LINE',
  wechat: 'WeChat',
  twitter: 'X',
  pinterest: 'Pinterest',
};

/**
 * The tokens each app adds to its web view's User-Agent, case-sensitive so the crawlers that
 * unfurl links (facebookexternalhit, LinkedInBot, Twitterbot, Pinterestbot) are not taken for a
 * visitor. Order matters: Messenger's and Instagram's web views also carry Facebook's tokens.
 */
const TOKENS: ReadonlyArray<readonly [InAppApp, RegExp]> = [
  ['instagram', /\bInstagram\b/],
  // iOS: FBAN/MessengerForiOS (or MessengerLiteForiOS); Android: FB_IAB/Orca-Android.
  ['messenger', /FBAN\/Messenger|FB_IAB\/(?:Orca|MESSENGER)/],
  ['facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b|\bFB4A\b/],
  ['linkedin', /LinkedInApp/],
  // TikTok: musical_ly (global iOS), trill (Android), BytedanceWebview (both).
  ['tiktok', /musical_ly|\btrill_\d|BytedanceWebview|\bTikTok\b/],
  ['snapchat', /\bSnapchat\//],
  ['line', /\bLine\/\d/],
  ['wechat', /MicroMessenger\//],
  ['twitter', /TwitterAndroid|Twitter for iP(?:hone|ad)/],
  ['pinterest', /\[Pinterest\/|\bPinterest for (?:iOS|Android)\b/],
];

/** Headers longer than this are not read further (the tokens sit well within it). */
const MAX_READ = 1_024;

/** The app whose web view sent this User-Agent, or null for a browser (or a crawler). */
export function inAppBrowser(userAgent: string | undefined): InAppApp | null {
  if (!userAgent) return null;
  const ua = userAgent.slice(0, MAX_READ);
  return TOKENS.find(([, token]) => token.test(ua))?.[0] ?? null;
}

/** Which phone the User-Agent comes from: its app menus differ (••• on iOS, ⋮ on Android). */
export function phonePlatform(userAgent: string | undefined): PhonePlatform | null {
  if (!userAgent) return null;
  const ua = userAgent.slice(0, MAX_READ);
  if (/\b(?:iPhone|iPad|iPod)\b|\biOS\b/.test(ua)) return 'ios';
  if (/\bAndroid\b/.test(ua)) return 'android';
  return null;
}

/** An in-app browser's page variant: `name` keys it, the app and platform word its hint. */
export interface InAppVariant {
  name: string;
  app: InAppApp;
  platform: PhonePlatform | null;
}

/**
 * The page variant for a visitor: null for a browser (the plain page), else a name from a closed
 * set (app and platform, e.g. `instagram-ios`) that keys the cached page and its ETag, and what
 * words the hint that variant shows. Never the User-Agent itself: that would make every phone
 * model an entry of its own (decision 023).
 */
export function inAppVariant(userAgent: string | undefined): InAppVariant | null {
  const app = inAppBrowser(userAgent);
  if (!app) return null;
  const platform = phonePlatform(userAgent);
  return { name: `${app}-${platform ?? 'other'}`, app, platform };
}

/** The variant's hint under 'Download Contact', in the page's language. */
export function inAppHint(variant: InAppVariant, copy: Pick<Copy, 'visitorPageInAppHint'>): string {
  return copy.visitorPageInAppHint(IN_APP_NAMES[variant.app], variant.platform ?? 'other');
}
