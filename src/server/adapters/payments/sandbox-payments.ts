import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  sandboxCustomers,
  sandboxSubscriptions,
  type SandboxSubscriptionRow,
} from '#server/db/schema';
import type { Clock, Random } from '#server/lib/runtime';
import { MESSAGES } from '#shared/messages';
import {
  InvalidWebhookError,
  PaymentProviderError,
  type PaymentProvider,
  type PendingSubscription,
  type ProviderSubscription,
} from './payment-provider';

export const SANDBOX_PRICE_ID = 'price_sandbox_connect_monthly';
/** Stripe expires an unpaid first invoice's subscription after 23 hours. */
const INCOMPLETE_LIFETIME_MS = 23 * 60 * 60 * 1000;

export interface SandboxSettings {
  database: Database;
  clock: Clock;
  random: Random;
  appUrl: string;
  /** Billing's period rule (one calendar month), given so this adapter imports no module. */
  addOneMonth(date: Date): Date;
}

function toProviderSubscription(row: SandboxSubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    priceId: row.priceId,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAt: row.cancelAtPeriodEnd ? row.currentPeriodEnd : null,
    userId: row.userId,
  };
}

function toPending(row: SandboxSubscriptionRow): PendingSubscription {
  return {
    subscription: toProviderSubscription(row),
    clientSecret: row.status === 'incomplete' ? row.clientSecret : null,
  };
}

/**
 * The embedded default: a payment provider kept in our own database that follows Stripe's
 * lifecycle (incomplete until paid, expiring after 23 h, renewing monthly, ending at the end
 * of a cancelled period). Time-driven changes are applied when a subscription is read.
 */
export function sandboxPayments(settings: SandboxSettings): PaymentProvider {
  const { db } = settings.database;
  const { addOneMonth } = settings;
  const newId = (prefix: string) =>
    `${prefix}_sandbox_${settings.random.bytes(12).toString('hex')}`;

  /** Moves a subscription along the calendar, as Stripe's clock would have. */
  async function advance(row: SandboxSubscriptionRow): Promise<SandboxSubscriptionRow> {
    const now = settings.clock.now();
    let { status, currentPeriodEnd } = row;
    if (
      status === 'incomplete' &&
      now.getTime() - row.createdAt.getTime() > INCOMPLETE_LIFETIME_MS
    ) {
      status = 'incomplete_expired';
    }
    if (status === 'active' && currentPeriodEnd && currentPeriodEnd <= now) {
      if (row.cancelAtPeriodEnd) status = 'canceled';
      else while (currentPeriodEnd <= now) currentPeriodEnd = addOneMonth(currentPeriodEnd);
    }
    if (status === row.status && currentPeriodEnd === row.currentPeriodEnd) return row;
    const [updated] = await db
      .update(sandboxSubscriptions)
      .set({ status, currentPeriodEnd, updatedAt: now })
      .where(eq(sandboxSubscriptions.id, row.id))
      .returning();
    return updated ?? row;
  }

  async function find(subscriptionId: string): Promise<SandboxSubscriptionRow> {
    const [row] = await db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, subscriptionId));
    if (!row) throw new PaymentProviderError(`No such subscription: '${subscriptionId}'`);
    return advance(row);
  }

  async function incompleteOf(customerId: string): Promise<PendingSubscription[]> {
    const rows = await db
      .select()
      .from(sandboxSubscriptions)
      .where(
        and(
          eq(sandboxSubscriptions.customerId, customerId),
          eq(sandboxSubscriptions.status, 'incomplete'),
        ),
      );
    const current = await Promise.all(rows.map(advance));
    return current.filter((row) => row.status === 'incomplete').map(toPending);
  }

  return {
    webConfig: { provider: 'sandbox' },
    csp: { scriptSrc: [], frameSrc: [], connectSrc: [] },

    async createCustomer({ userId, email }) {
      await db
        .insert(sandboxCustomers)
        .values({ id: newId('cus'), userId, email })
        .onConflictDoNothing({ target: sandboxCustomers.userId });
      const [customer] = await db
        .select({ id: sandboxCustomers.id })
        .from(sandboxCustomers)
        .where(eq(sandboxCustomers.userId, userId));
      if (!customer) throw new PaymentProviderError('Sandbox customer was not stored');
      return customer.id;
    },

    listIncompleteSubscriptions: incompleteOf,

    // Its subscriptions go with it (a cascade), as Stripe's deletion cancels them.
    async deleteCustomer(customerId) {
      await db.delete(sandboxCustomers).where(eq(sandboxCustomers.id, customerId));
    },

    async createIncompleteSubscription({ customerId, userId }) {
      // Like an idempotent create: an open one is answered instead of a second one.
      const [open] = await incompleteOf(customerId);
      if (open) return open;
      const [row] = await db
        .insert(sandboxSubscriptions)
        .values({
          id: newId('sub'),
          customerId,
          userId,
          priceId: SANDBOX_PRICE_ID,
          status: 'incomplete',
          clientSecret: `${newId('pi')}_secret_${settings.random.bytes(12).toString('hex')}`,
          createdAt: settings.clock.now(),
          updatedAt: settings.clock.now(),
        })
        .returning();
      if (!row) throw new PaymentProviderError('Sandbox subscription was not stored');
      return toPending(row);
    },

    retrievePendingSubscription: async (id) => toPending(await find(id)),
    retrieveSubscription: async (id) => toProviderSubscription(await find(id)),

    async cancelAtPeriodEnd(subscriptionId) {
      const row = await find(subscriptionId);
      if (row.status !== 'active') {
        throw new PaymentProviderError(`Subscription '${subscriptionId}' is ${row.status}`);
      }
      const [updated] = await db
        .update(sandboxSubscriptions)
        .set({ cancelAtPeriodEnd: true, updatedAt: settings.clock.now() })
        .where(eq(sandboxSubscriptions.id, subscriptionId))
        .returning();
      return toProviderSubscription(updated ?? row);
    },

    async cancelNow(subscriptionId) {
      const row = await find(subscriptionId);
      // Stripe refuses to cancel a subscription that has already ended.
      if (row.status === 'canceled' || row.status === 'incomplete_expired') {
        throw new PaymentProviderError(`Subscription '${subscriptionId}' is ${row.status}`);
      }
      const [updated] = await db
        .update(sandboxSubscriptions)
        .set({ status: 'canceled', cancelAtPeriodEnd: false, updatedAt: settings.clock.now() })
        .where(eq(sandboxSubscriptions.id, subscriptionId))
        .returning();
      return toProviderSubscription(updated ?? row);
    },

    // The sandbox's portal is a page of the app (plan, next payment date, cancel button).
    createPortalSession: async () => `${settings.appUrl}/billing/portal`,

    parseWebhook() {
      throw new InvalidWebhookError(MESSAGES.sandboxSendsNoWebhooks);
    },

    sandbox: { advance, newId },
  };
}
