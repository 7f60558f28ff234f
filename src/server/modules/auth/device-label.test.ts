import { describe, expect, it } from 'vitest';
import { USER_AGENTS } from '#tests/support/user-agents';
import { deviceLabel } from './device-label';

describe('deviceLabel', () => {
  it.each([
    [USER_AGENTS.chromeAndroid, 'Chrome on Android'],
    [USER_AGENTS.safariIos, 'Safari on iPhone'],
    [USER_AGENTS.firefoxDesktop, 'Firefox on Windows'],
    [USER_AGENTS.safariMac, 'Safari on macOS'],
    [USER_AGENTS.chromeDesktop, 'Chrome on Linux'],
    [USER_AGENTS.samsungInternet, 'Samsung Internet on Android'],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      'Safari on iPad',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
      'Edge on Windows',
    ],
  ])('reads %s as %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });

  it("answers 'Unknown device' for a missing, empty, unreadable or oversized agent", () => {
    for (const userAgent of [undefined, '', '   ', 'lightMyRequest', 'x'.repeat(600)]) {
      expect(deviceLabel(userAgent)).toBe('Unknown device');
    }
  });

  it('ignores versions: an updated browser is the same device', () => {
    expect(deviceLabel(USER_AGENTS.firefoxDesktop.replaceAll('121.0', '133.0'))).toBe(
      deviceLabel(USER_AGENTS.firefoxDesktop),
    );
  });
});
