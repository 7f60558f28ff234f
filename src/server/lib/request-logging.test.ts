import { describe, expect, it } from 'vitest';
import { isQuietPath, redactUrl } from './request-logging';

const TOKEN = 'Hk3vN8rT1xW6yB0kLp4sD7fH2jM9cG5eR0aU3iO8nE1';

describe('redactUrl', () => {
  it.each([
    [`/create-account/${TOKEN}`, '/create-account/[redacted]'],
    [`/password-reset/${TOKEN}/`, '/password-reset/[redacted]/'],
    [`/password-reset/short`, '/password-reset/[redacted]'],
    [`/api/accounts/email-change/${TOKEN}`, '/api/accounts/email-change/[redacted]'],
    [`/login?token=${TOKEN}&next=/profile`, '/login?token=[redacted]&next=[redacted]'],
    [`/subscribe?${TOKEN}`, '/subscribe?[redacted]'],
  ])('hides the token in %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it.each(['/api/cards/12', '/assets/index-B7x2kQ9a.js', '/api/auth/login', '/healthz'])(
    'keeps %s as it is',
    (url) => {
      expect(redactUrl(url)).toBe(url);
    },
  );
});

describe('isQuietPath', () => {
  it.each([
    ['/healthz', true],
    ['/readyz', true],
    ['/assets/index-B7x2kQ9a.js', true],
    ['/uploads/images/f00.webp', true],
    ['/favicon.ico', true],
    ['/robots.txt', true],
    ['/api/auth/login', false],
    ['/api/vcard/1/download.vcf', false],
    ['/profile', false],
    ['/', false],
  ])('%s: %s', (url, quiet) => {
    expect(isQuietPath(url)).toBe(quiet);
  });
});
