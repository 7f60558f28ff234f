import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '#server/db/schema';
import { CARD_CODE_ALPHABET, isCardCode } from '#shared/cards/card-code';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database';

/** The card codes migration 0014's new_card_code() draws (decision 031). */
describe('new_card_code()', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase('pglite');
  });
  afterAll(() => test.destroy());

  it('draws 8 characters of a-z0-9, every character about equally often, without repeats', async () => {
    const rows = await test.database.db
      .select({ code: sql<string>`new_card_code()` })
      .from(sql`generate_series(1, 4000)`);
    const codes = rows.map((row) => row.code);
    expect(codes.every(isCardCode)).toBe(true);
    expect(codes.every((code) => code === code.toLowerCase())).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    // 32 000 characters over 36 symbols: about 889 each; a bias of the byte's modulo (the
    // first 4 symbols 1/64 more likely) or a missing symbol would show.
    const counts = new Map<string, number>();
    for (const code of codes) for (const c of code) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect([...counts.keys()].sort().join('')).toBe(CARD_CODE_ALPHABET);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(750);
      expect(count).toBeLessThan(1030);
    }
  });

  it('is the default of every new card, and unique', async () => {
    const rows = await test.database.db
      .insert(cards)
      .values(Array.from({ length: 50 }, () => ({ shopifyProductTitle: 'Metal' })))
      .returning({ code: cards.code });
    expect(rows.every((row) => isCardCode(row.code))).toBe(true);
    expect(new Set(rows.map((row) => row.code)).size).toBe(50);
    await expect(
      test.database.db.execute(
        sql`update cards set code = ${rows[0]!.code} where code = ${rows[1]!.code}`,
      ),
    ).rejects.toThrow();
  });
});
