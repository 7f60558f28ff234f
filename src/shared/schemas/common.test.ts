import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COPY } from '../copy';
import { CardIdParams, clearable, isProfileKey, ProfileKeyParams } from './common';
import { AliasSlug, couldBeHandle, toHandleCharacters } from './handle';

describe('URL parameters', () => {
  it.each([
    ['jane-doe', true],
    ['Jane-Doe', true],
    ['5f0c8f8e-3c1a-4b7e-9a53-0c2f4d1e8b6a', true],
    ['5F0C8F8E-3C1A-4B7E-9A53-0C2F4D1E8B6A', true],
    ['ab', false],
    ['x'.repeat(41), false],
    ['jane_doe', false],
    ['jane doe', false],
    ['<script>', false],
    ['', false],
  ])('a profile key %j is %s', (key, valid) => {
    expect(isProfileKey(key)).toBe(valid);
    const parsed = ProfileKeyParams.safeParse({ key });
    expect(parsed.success).toBe(valid);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(COPY.profileNotFound);
  });

  it('every handle the editor accepts is a key the public page looks up', () => {
    for (const handle of ['abc', 'jane-doe', 'a1-b2', 'x'.repeat(40)]) {
      expect(AliasSlug.safeParse(handle).success).toBe(true);
      expect(couldBeHandle(handle)).toBe(true);
    }
  });

  it('a card id is a positive 32-bit integer, anything else is "Card not found"', () => {
    expect(CardIdParams.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['0', '-1', '1.5', 'abc', '2147483648']) {
      const parsed = CardIdParams.safeParse({ id });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(COPY.cardNotFound);
    }
  });
});

describe('clearable', () => {
  const field = clearable(z.string().max(3));
  it('turns empty and blank input into null and keeps the rest', () => {
    expect(field.parse('')).toBeNull();
    expect(field.parse('   ')).toBeNull();
    expect(field.parse(null)).toBeNull();
    expect(field.parse('abc')).toBe('abc');
    expect(field.safeParse('abcd').success).toBe(false);
  });
});

describe('handle typing', () => {
  it('keeps lowercase letters, digits and hyphens only', () => {
    expect(toHandleCharacters('Jane Doe_2!-x')).toBe('janedoe2-x');
  });
});
