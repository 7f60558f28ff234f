import { describe, expect, it } from 'vitest';
import { SCREENS } from '#shared/copy/screens';
import { changedFields, formatAge, formatDollars, fullName } from './format';

describe('operator console formatting', () => {
  it('shows monthly recurring revenue in dollars', () => {
    expect(formatDollars(123_456)).toBe('$1,234.56');
    expect(formatDollars(0)).toBe('$0.00');
  });

  it('gives the oldest pending mail its age in the largest whole unit', () => {
    expect(formatAge(null)).toBe('—');
    expect(formatAge(42)).toBe('42 s');
    expect(formatAge(60)).toBe('1 min');
    expect(formatAge(3 * 3600 + 59)).toBe('3 h');
    expect(formatAge(2 * 86_400 + 5)).toBe('2 d');
  });

  it('names an account, or falls back to its e-mail', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@x.test' })).toBe(
      'Ada Lovelace',
    );
    expect(fullName({ firstName: '', lastName: '', email: 'a@x.test' })).toBe('a@x.test');
  });

  it('lists only the fields an audit entry changed', () => {
    expect(
      changedFields(
        { suspendedAt: null, email: 'a@x.test', cards: [1] },
        { suspendedAt: '2030-01-01', email: 'a@x.test', cards: [1, 2] },
      ),
    ).toEqual(['suspendedAt: null → 2030-01-01', 'cards: [1] → [1,2]']);
    expect(changedFields(null, { userId: 'u2' })).toEqual(['userId: — → u2']);
    expect(changedFields(null, null)).toEqual([]);
  });

  it('counts in the singular and the plural', () => {
    expect(SCREENS.consoleCardCount(1)).toBe('1 card');
    expect(SCREENS.consoleCardCount(0)).toBe('0 cards');
    expect(SCREENS.consoleAttemptCount(3)).toBe('3 attempts');
  });
});
