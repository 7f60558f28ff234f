import { describe, expect, it } from 'vitest';
import { copyIn } from '#server/lib/copy-in';
import { COPY } from '#shared/copy';
import { USER_AGENTS } from '#tests/support/user-agents';
import { inAppBrowser, inAppHint, inAppVariant, phonePlatform } from './in-app-browser';

describe('in-app browser detection', () => {
  it.each([
    ['instagramIos', 'instagram', 'ios'],
    ['instagramAndroid', 'instagram', 'android'],
    ['facebookIos', 'facebook', 'ios'],
    ['facebookAndroid', 'facebook', 'android'],
    ['messengerIos', 'messenger', 'ios'],
    ['messengerAndroid', 'messenger', 'android'],
    ['linkedinIos', 'linkedin', 'ios'],
    ['linkedinAndroid', 'linkedin', 'android'],
    ['tiktokIos', 'tiktok', 'ios'],
    ['tiktokAndroid', 'tiktok', 'android'],
    ['snapchatIos', 'snapchat', 'ios'],
    ['lineIos', 'line', 'ios'],
    ['lineAndroid', 'line', 'android'],
    ['wechatIos', 'wechat', 'ios'],
    ['twitterIos', 'twitter', 'ios'],
    ['twitterAndroid', 'twitter', 'android'],
    ['pinterestIos', 'pinterest', 'ios'],
    ['pinterestAndroid', 'pinterest', 'android'],
  ] as const)('%s is %s on %s', (name, app, platform) => {
    expect(inAppBrowser(USER_AGENTS[name])).toBe(app);
    expect(phonePlatform(USER_AGENTS[name])).toBe(platform);
    expect(inAppVariant(USER_AGENTS[name])?.name).toBe(`${app}-${platform}`);
  });

  it.each([
    'safariIos',
    'safariMac',
    'chromeAndroid',
    'chromeIos',
    'chromeDesktop',
    'firefoxDesktop',
    'firefoxIos',
    'samsungInternet',
    'facebookCrawler',
    'linkedinCrawler',
    'twitterCrawler',
    'pinterestCrawler',
  ] as const)('%s is a browser, not an app', (name) => {
    expect(inAppBrowser(USER_AGENTS[name])).toBeNull();
    expect(inAppVariant(USER_AGENTS[name])).toBeNull();
  });

  it('answers null without a User-Agent, and reads only the start of a huge one', () => {
    expect(inAppBrowser(undefined)).toBeNull();
    expect(inAppBrowser('')).toBeNull();
    expect(inAppBrowser(`${'x'.repeat(5_000)} Instagram 300.0`)).toBeNull();
    expect(inAppBrowser(`${USER_AGENTS.instagramIos} ${'x'.repeat(100_000)}`)).toBe('instagram');
  });

  it('words the hint for the app and for the menu of its platform', () => {
    const hint = (userAgent: string) => inAppHint(inAppVariant(userAgent)!, COPY);
    expect(hint(USER_AGENTS.instagramIos)).toBe(
      "Opened inside Instagram? Contacts can't be saved from here. Tap ••• and choose 'Open in browser' (or 'Open in Safari'), then Download Contact.",
    );
    expect(hint(USER_AGENTS.linkedinAndroid)).toBe(
      "Opened inside LinkedIn? Contacts can't be saved from here. Tap ⋮ and choose 'Open in browser' (or 'Open in Chrome'), then Download Contact.",
    );
    // An iPad asking for desktop pages says Macintosh: no phone menu to name.
    const desktopIpadInstagram = USER_AGENTS.safariMac.replace(
      'Safari/605.1.15',
      'Instagram 300.0',
    );
    expect(inAppVariant(desktopIpadInstagram)).toEqual({
      name: 'instagram-other',
      app: 'instagram',
      platform: null,
    });
    expect(hint(desktopIpadInstagram)).toBe(
      "Opened inside Instagram? Contacts can't be saved from here. Open this page in your browser from the app's menu, then Download Contact.",
    );
  });

  it("words the hint in the page's language", () => {
    expect(inAppHint(inAppVariant(USER_AGENTS.instagramIos)!, copyIn('de'))).toBe(
      'In Instagram geöffnet? Hier lassen sich keine Kontakte speichern. Tippen Sie auf ••• und wählen Sie „Im Browser öffnen“ (oder „In Safari öffnen“), dann „Kontakt speichern“.',
    );
  });
});
