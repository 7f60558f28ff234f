import { describe, expect, it } from 'vitest';
import { buildPath, ROUTES, safeRedirectPath } from './routes';

describe('buildPath', () => {
  it('substitutes parameters and turns the rest into a query string', () => {
    expect(buildPath(ROUTES.cardEdit, { id: 42 })).toBe('/cards/42/edit');
    expect(buildPath(ROUTES.login, { from: '/profile?x=1' })).toBe(
      '/login?from=%2Fprofile%3Fx%3D1',
    );
    expect(buildPath(ROUTES.publicProfile, { uuid: 'a b/c', ref: 'qr' })).toBe(
      '/u/a%20b%2Fc?ref=qr',
    );
    expect(buildPath(ROUTES.home, { empty: '' })).toBe('/');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildPath(ROUTES.cardEdit)).toThrow(/missing route parameter "id"/);
  });
});

describe('safeRedirectPath', () => {
  it('keeps same-site relative paths', () => {
    expect(safeRedirectPath('/profile')).toBe('/profile');
    expect(safeRedirectPath('/cards/3/edit?tab=card#qr')).toBe('/cards/3/edit?tab=card#qr');
  });

  it.each([
    null,
    '',
    'profile',
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/%0a/evil',
  ])('sends %j home', (from) => {
    const result = safeRedirectPath(from);
    expect(result.startsWith('//')).toBe(false);
    if (from === '/%0a/evil') expect(result).toBe('/%0a/evil');
    else expect(result).toBe('/');
  });
});
