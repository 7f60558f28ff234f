import Bowser from 'bowser';
import { COPY } from '#shared/copy';

/** Longer browser names as the owner reads them beside others ('Samsung Internet on Android'). */
const SHORT_BROWSER_NAMES: Record<string, string> = {
  'Samsung Internet for Android': 'Samsung Internet',
  'Microsoft Edge': 'Edge',
};

/** An agent longer than this is not a browser's; it is not parsed (bowser runs regexes). */
const USER_AGENT_MAX = 512;

/**
 * What a sign-in's User-Agent says the device is, as the owner reads it: 'Chrome on Android',
 * 'Safari on iPhone', 'Firefox on Windows'; 'Unknown device' when it names neither a browser
 * nor a system. No version numbers: the label is also what a new-device mail compares
 * (decision 056), and a browser update is not a new device.
 */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent?.trim() || userAgent.length > USER_AGENT_MAX) return COPY.unknownDevice;
  const parsed = Bowser.parse(userAgent);
  const browserName = parsed.browser.name ?? '';
  const browser = SHORT_BROWSER_NAMES[browserName] ?? browserName;
  // On Apple's phones and tablets the model says more than 'iOS'.
  const system =
    parsed.os.name === 'iOS' && parsed.platform.model
      ? parsed.platform.model
      : (parsed.os.name ?? '');
  if (browser && system) return `${browser} on ${system}`;
  return browser || system || COPY.unknownDevice;
}
