import { afterEach, describe, expect, it, vi } from 'vitest';
import { icuIn, onSentenceFormatted } from './icu';

describe('icu', () => {
  afterEach(() => onSentenceFormatted(null));

  it('gives each value to its name, in the order the names are listed', () => {
    const sentence = icuIn('en')<[first: string, second: string]>(
      '{second} follows {first}',
      'first',
      'second',
    );
    expect(sentence('A', 'B')).toBe('B follows A');
    expect(sentence.pattern).toBe('{second} follows {first}');
    expect(sentence.names).toEqual(['first', 'second']);
    expect(sentence.language).toBe('en');
  });

  it('picks German plurals, and writes counts as German does', () => {
    const leads = icuIn('de')<[count: number]>(
      '{count, plural, one {# Lead} other {# Leads}}',
      'count',
    );
    expect([0, 1, 2, 5000].map((count) => leads(count))).toEqual([
      '0 Leads',
      '1 Lead',
      '2 Leads',
      '5.000 Leads',
    ]);
  });

  it('picks each of Arabic’s six plural forms', () => {
    const cards = icuIn('ar')<[count: number]>(
      '{count, plural, zero {zero} one {one} two {two} few {few #} many {many #} other {other #}}',
      'count',
    );
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map((count) => cards(count))).toEqual([
      'zero',
      'one',
      'two',
      'few 3',
      'few 10',
      'many 11',
      'many 99',
      'other 100',
      'other 102',
    ]);
  });

  it('has no singular in Japanese: one count reads as any other', () => {
    const leads = icuIn('ja')<[count: number]>(
      '{count, plural, one {one} other {リード#件}}',
      'count',
    );
    expect(leads(1)).toBe('リード1件');
    expect(leads(3)).toBe('リード3件');
  });

  it('treats one as 0 and 1 in French', () => {
    const skipped = icuIn('fr')<[count: number]>(
      '{count, plural, one {# ignoré} other {# ignorés}}',
      'count',
    );
    expect([0, 1, 2].map((count) => skipped(count))).toEqual(['0 ignoré', '1 ignoré', '2 ignorés']);
  });

  it('matches a boolean by select as true or false', () => {
    const moved = icuIn('en')<[email: string, invited: boolean]>(
      '{invited, select, true {Moved to {email}, invited} other {Moved to {email}}}',
      'email',
      'invited',
    );
    expect(moved('a@example.com', true)).toBe('Moved to a@example.com, invited');
    expect(moved('a@example.com', false)).toBe('Moved to a@example.com');
  });

  it('parses a pattern on first use only', () => {
    const broken = icuIn('en')<[name: string]>('{name', 'name');
    expect(broken.pattern).toBe('{name');
    expect(() => broken('x')).toThrow();
  });

  it('tells the listener what was formatted, with what', () => {
    const listener = vi.fn();
    onSentenceFormatted(listener);
    const sentence = icuIn('en')<[name: string]>('Hello {name}', 'name');
    expect(sentence('Ann')).toBe('Hello Ann');
    expect(listener).toHaveBeenCalledWith(sentence, ['Ann'], 'Hello Ann');
  });
});
