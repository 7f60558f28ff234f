import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { sandboxSubscriptions } from '#server/db/schema';
import { COPY } from '#shared/copy';
import {
  InvalidWebhookError,
  PaymentProviderError,
  type PaymentProvider,
  type Plan,
} from './payment-provider';
import { sandboxCustomerMethods } from './sandbox-customers';
import { sandboxLedger } from './sandbox-ledger';
import type { SandboxSettings } from './sandbox-settings';
import { toPending, toProviderSubscription } from './sandbox-subscription-views';

/**
 * The embedded default: a payment provider kept in our own database that follows Stripe's
 * lifecycle (incomplete until paid, expiring after 23 h, renewing monthly, ending at the end
 * of a cancelled period). Time-driven changes are applied when a subscription is read
 * (sandbox-ledger.ts); its customers and invoices are in sandbox-customers.ts.
 */
export function sandboxPayments(settings: SandboxSettings): PaymentProvider {
  const { db } = settings.database;
  const { newId, advance, issueInvoice, find, incompleteOf, priceOf, unitCents, seatProration } =
    sandboxLedger(settings);

  return {
    webConfig: { provider: 'sandbox' },
    csp: { scriptSrc: [], frameSrc: [], connectSrc: [] },
    ...sandboxCustomerMethods(settings),

    listIncompleteSubscriptions: incompleteOf,

    async createIncompleteSubscription({ customerId, userId, seats }) {
      // Like an idempotent create: an open one is answered instead of a second one.
      const plan: Plan = seats ? 'seats' : 'connect';
      const [open] = await incompleteOf(customerId, plan);
      if (open) return open;
      const [row] = await db
        .insert(sandboxSubscriptions)
        .values({
          id: newId('sub'),
          customerId,
          userId,
          teamId: seats?.teamId ?? null,
          quantity: seats?.quantity ?? 1,
          priceId: priceOf(plan),
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

    seatPriceCents: async () => settings.seatPriceCents,

    async changeSeats({ subscriptionId, quantity, change }) {
      const row = await find(subscriptionId);
      if (row.status === 'canceled' || row.status === 'incomplete_expired') {
        throw new PaymentProviderError(`Subscription '${subscriptionId}' is ${row.status}`);
      }
      const raise = change === 'raise';
      // One conditional statement: two processes raising at once add the proration once.
      const [updated] = await db
        .update(sandboxSubscriptions)
        .set({
          quantity,
          pendingProrationCents: raise
            ? // Typed: a parameter of unknown type beside an integer would be read as one.
              sql`${sandboxSubscriptions.pendingProrationCents} + round((${quantity}::integer - ${sandboxSubscriptions.quantity}) * ${seatProration(row)}::numeric)::integer`
            : sandboxSubscriptions.pendingProrationCents,
          updatedAt: settings.clock.now(),
        })
        .where(
          and(
            eq(sandboxSubscriptions.id, subscriptionId),
            raise
              ? lt(sandboxSubscriptions.quantity, quantity)
              : gt(sandboxSubscriptions.quantity, quantity),
          ),
        )
        .returning();
      return toProviderSubscription(updated ?? (await find(subscriptionId)));
    },

    async previewNextInvoice({ subscriptionId, quantity }) {
      const row = await find(subscriptionId);
      const seats = quantity ?? row.quantity;
      const added = Math.max(0, seats - row.quantity);
      return (
        seats * unitCents(row) + row.pendingProrationCents + Math.round(added * seatProration(row))
      );
    },

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
      throw new InvalidWebhookError(COPY.sandboxSendsNoWebhooks);
    },

    sandbox: { advance, newId, issueInvoice },
  };
}
