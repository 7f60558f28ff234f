import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '#server/db/schema';
import { ownerWithHandle } from '#tests/support/console-fixtures';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

describe.each(databaseKinds)('the unread message count on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("counts the owner's unread messages only, and drops as they are read", async () => {
    const owner = await ownerWithHandle(t);
    const other = await ownerWithHandle(t);
    const note = { name: 'V', email: 'v@example.com', phone: '+1 555 0100', message: 'Hi' };
    const rows = await t.deps.database.db
      .insert(leads)
      .values([
        { ...note, cardId: owner.card.id, ownerId: owner.user.id },
        { ...note, cardId: owner.card.id, ownerId: owner.user.id },
        { ...note, cardId: owner.card.id, ownerId: owner.user.id, readAt: new Date() },
        { ...note, cardId: other.card.id, ownerId: other.user.id },
      ])
      .returning();
    const count = async () =>
      (await t.app.inject({ url: '/api/messages/unread-count', headers: owner.headers })).json();
    expect(await count()).toEqual({ count: 2 });
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${rows[0]!.id}/read`,
      headers: owner.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(await count()).toEqual({ count: 1 });
    expect((await t.app.inject({ url: '/api/messages/unread-count' })).statusCode).toBe(401);
  });
});
