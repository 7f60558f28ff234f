import { describe, expect, it } from 'vitest';
import { shareUrl } from './share-url';

const target = {
  uuid: '0b7c3f4e-1d2a-4c5b-8e9f-0a1b2c3d4e5f',
  code: 'k3x9p2ma',
  handle: 'grace',
  active: true,
};

describe('shareUrl (decision 031)', () => {
  it('gives printed and kept things the permanent /c/{code} address with their source', () => {
    for (const source of ['qr', 'wallet', 'email', 'nfc'] as const) {
      expect(shareUrl('https://app.example/', target, source)).toBe(
        `https://app.example/c/k3x9p2ma?src=${source}`,
      );
      // Whatever the handle and the subscription: a rename or a lapse never changes it.
      expect(
        shareUrl('https://app.example', { ...target, handle: null, active: false }, source),
      ).toBe(`https://app.example/c/k3x9p2ma?src=${source}`);
    }
  });

  it('gives Copy Link the address people type: the handle while active, else the uuid', () => {
    expect(shareUrl('https://app.example', target)).toBe('https://app.example/u/grace');
    expect(shareUrl('https://app.example', { ...target, active: false })).toBe(
      `https://app.example/u/${target.uuid}`,
    );
    expect(shareUrl('https://app.example', { ...target, handle: null })).toBe(
      `https://app.example/u/${target.uuid}`,
    );
    // Without a code (the console's links): the typed address too.
    const { code: _code, ...linkOnly } = target;
    expect(shareUrl('https://app.example', linkOnly)).toBe('https://app.example/u/grace');
  });
});
