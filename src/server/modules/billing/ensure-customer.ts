import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { users, type UserRow } from '#server/db/schema';

/**
 * The user's customer at the payment provider, created on first need and remembered. The
 * provider's idempotency key makes two first requests at once get the same customer.
 */
export async function ensureCustomer(
  deps: Pick<AppDeps, 'database' | 'payments'>,
  user: UserRow,
): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customerId = await deps.payments.createCustomer({
    userId: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    idempotencyKey: `customer:${user.id}`,
  });
  const { db } = deps.database;
  await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)));
  const [stored] = await db
    .select({ customerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, user.id));
  return stored?.customerId ?? customerId;
}
