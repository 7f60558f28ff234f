// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DRAFT_MAX_AGE_MS,
  draftKey,
  forgetDraft,
  forgetOtherAccounts,
  keepDraft,
  noteSignedOut,
  readDraft,
  readSignedOutNote,
} from './device-drafts';

const NOW = 1_800_000_000_000;
const draft = (savedAt = NOW) => ({
  fields: { firstName: 'Alexandra' },
  version: 'W/"7"',
  savedAt,
});

describe('drafts kept on the device (decision 050)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one draft per account, editor and card, and gives it back as it was kept', () => {
    keepDraft(draftKey('ada', 'card-configuration', 3), draft());
    expect(readDraft(draftKey('ada', 'card-configuration', 3), NOW)).toEqual(draft());
    expect(readDraft(draftKey('ada', 'card-configuration', 4), NOW)).toBeNull();
    expect(readDraft(draftKey('ada', 'connect-profile', 3), NOW)).toBeNull();
    expect(readDraft(draftKey('grace', 'card-configuration', 3), NOW)).toBeNull();
    forgetDraft(draftKey('ada', 'card-configuration', 3));
    expect(readDraft(draftKey('ada', 'card-configuration', 3), NOW)).toBeNull();
  });

  it('drops a draft too old to offer, or one that is not a draft, instead of offering it', () => {
    const key = draftKey('ada', 'card-configuration', 3);
    keepDraft(key, draft(NOW - DRAFT_MAX_AGE_MS - 1));
    expect(readDraft(key, NOW)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    for (const bad of ['{', '{"fields":{},"version":null,"savedAt":1}', '{"fields":{"a":1}}']) {
      localStorage.setItem(key, bad);
      expect(readDraft(key, NOW)).toBeNull();
    }
  });

  it("the person's own sign-out removes every draft and the sign-out note; another account signing in removes the others'", () => {
    keepDraft(draftKey('ada', 'card-configuration', 3), draft());
    keepDraft(draftKey('ada:x', 'card-configuration', 3), draft());
    keepDraft(draftKey('grace', 'connect-profile', 9), draft());
    localStorage.setItem('unrelated', 'stays');
    noteSignedOut({ userId: 'ada', path: '/cards/3/edit', idleSeconds: 600 });

    forgetOtherAccounts('grace');
    expect(readDraft(draftKey('ada', 'card-configuration', 3), NOW)).toBeNull();
    expect(readDraft(draftKey('ada:x', 'card-configuration', 3), NOW)).toBeNull();
    expect(readDraft(draftKey('grace', 'connect-profile', 9), NOW)).not.toBeNull();
    expect(readSignedOutNote()).toBeNull();

    noteSignedOut({ userId: 'grace', path: '/cards/9/profile/edit', idleSeconds: 600 });
    forgetOtherAccounts('grace');
    expect(readSignedOutNote()).toEqual({
      userId: 'grace',
      path: '/cards/9/profile/edit',
      idleSeconds: 600,
    });

    forgetOtherAccounts(null);
    expect(readDraft(draftKey('grace', 'connect-profile', 9), NOW)).toBeNull();
    expect(readSignedOutNote()).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('stays');
  });
});
