import { COPY, passkeyDeviceName } from '#shared/copy';

// What a screen that adds a passkey asks of the browser: Settings, and the sign-in's setup for a
// member whose team requires two-step sign-in (docs/product.md#passkeys).

/**
 * Whether the browser has WebAuthn; a screen offers passkeys only where it does. Login's
 * 'Sign in with a passkey' keeps a copy of its own: importing this module would add the device
 * names below to the sign-in page's first load.
 */
export function supportsPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad/, 'iPhone'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'Chromebook'],
  [/Linux/, 'Linux'],
];

/** The name a new passkey is given from this browser: 'Chrome on Mac'. */
export function thisDeviceName(): string {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? COPY.appPasskeyBrowser;
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? COPY.appPasskeyThisDevice;
  return passkeyDeviceName(browser, system);
}
