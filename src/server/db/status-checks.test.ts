import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '#tests/support/test-database';
import { mailQueue, users } from './schema';

/**
 * The status columns' TypeScript enums hold only while nothing writes around them; the CHECK
 * constraints of migration 0006 make the database refuse what the types refuse.
 */
describe.each(databaseKinds)('status columns on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.destroy());

  it("refuses a subscription status that is not one of Stripe's", async () => {
    const { db } = t.database;
    const [user] = await db
      .insert(users)
      .values({ email: `status-${kind}@example.com`, stripeSubscriptionStatus: 'active' })
      .returning();
    await expect(
      db.execute(
        sql`update users set stripe_subscription_status = 'lifetime' where id = ${user!.id}`,
      ),
    ).rejects.toThrow();
    // Null (no subscription) and every known status stay allowed.
    await db.update(users).set({ stripeSubscriptionStatus: null }).where(eq(users.id, user!.id));
    await db
      .update(users)
      .set({ stripeSubscriptionStatus: 'paused' })
      .where(eq(users.id, user!.id));
    const [stored] = await db.select().from(users).where(eq(users.id, user!.id));
    expect(stored!.stripeSubscriptionStatus).toBe('paused');
  });

  it('refuses a mail status other than pending, sent or failed', async () => {
    const { db } = t.database;
    const row = { toAddress: 'a@example.com', subject: 's', textBody: 't', htmlBody: 'h' };
    await db.insert(mailQueue).values({ ...row, status: 'sent' });
    await expect(
      db.execute(
        sql`insert into mail_queue (to_address, subject, text_body, html_body, status)
            values ('a@example.com', 's', 't', 'h', 'bounced')`,
      ),
    ).rejects.toThrow();
  });
});
