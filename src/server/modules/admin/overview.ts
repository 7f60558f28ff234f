import { count, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, mailQueue, leads, subscriptions, users } from '#server/db/schema';
import { SUBSCRIPTION_PRICE_USD_PER_MONTH } from '#shared/constants';
import type { AdminOverview } from '#shared/schemas/admin';

const DAY_MS = 86_400_000;

/** The console's first screen: the business in eight figures, each one aggregate query. */
export async function readOverview(
  deps: Pick<AppDeps, 'database' | 'clock'>,
): Promise<AdminOverview> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const [accountRows, cardRows, subscriptionRows, leadRows, mailRows] = await Promise.all([
    db
      .select({
        total: count(),
        verified: count(users.passwordHash),
        suspended: count(users.suspendedAt),
      })
      .from(users),
    db
      .select({
        total: count(),
        unassigned: sql<number>`count(*) filter (where ${cards.ownerId} is null)`.mapWith(Number),
      })
      .from(cards),
    db.select({ active: count() }).from(subscriptions).where(eq(subscriptions.status, 'active')),
    db
      .select({ recent: count() })
      .from(leads)
      .where(gt(leads.createdAt, new Date(now.getTime() - 7 * DAY_MS))),
    db
      .select({
        pending: sql<number>`count(*) filter (where ${mailQueue.status} = 'pending')`.mapWith(
          Number,
        ),
        failed: sql<number>`count(*) filter (where ${mailQueue.status} = 'failed')`.mapWith(Number),
        oldestPending: sql<
          string | Date | null
        >`min(${mailQueue.createdAt}) filter (where ${mailQueue.status} = 'pending')`,
      })
      .from(mailQueue),
  ]);
  const accounts = accountRows[0] ?? { total: 0, verified: 0, suspended: 0 };
  const activeSubscriptions = subscriptionRows[0]?.active ?? 0;
  const oldest = mailRows[0]?.oldestPending;
  return {
    accounts,
    cards: cardRows[0]?.total ?? 0,
    unassignedCards: cardRows[0]?.unassigned ?? 0,
    activeSubscriptions,
    // Every subscription is the one monthly plan; the provider's price is not read per request.
    monthlyRecurringRevenueCents: activeSubscriptions * SUBSCRIPTION_PRICE_USD_PER_MONTH * 100,
    messagesLast7Days: leadRows[0]?.recent ?? 0,
    mailQueue: {
      pending: mailRows[0]?.pending ?? 0,
      failed: mailRows[0]?.failed ?? 0,
      oldestPendingAgeSeconds: oldest
        ? Math.max(0, Math.floor((now.getTime() - new Date(oldest).getTime()) / 1000))
        : null,
    },
  };
}
