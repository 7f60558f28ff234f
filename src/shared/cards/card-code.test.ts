import { describe, expect, it } from 'vitest';
import { CARD_CODE_ALPHABET, CARD_CODE_LENGTH, isCardCode } from './card-code';

describe('isCardCode', () => {
  it('accepts 8 characters of a-z and 0-9, in any case', () => {
    expect(CARD_CODE_LENGTH).toBe(8);
    expect(CARD_CODE_ALPHABET).toHaveLength(36);
    for (const code of ['k3x9p2ma', 'K3X9P2MA', '00000000', 'zzzzzzzz']) {
      expect(isCardCode(code)).toBe(true);
    }
  });

  it('refuses anything else before a lookup', () => {
    for (const code of [
      'k3x9p2m',
      'k3x9p2maa',
      'k3x9-2ma',
      'k3x9_2ma',
      'k3x9p2m!',
      '',
      'ü3x9p2ma',
    ]) {
      expect(isCardCode(code)).toBe(false);
    }
  });
});
