import { and, count, eq, sql } from 'drizzle-orm';
import {
  sandboxCustomers,
  sandboxInvoices,
  sandboxSubscriptions,
  type SandboxInvoiceRow,
  type SandboxSubscriptionRow,
} from '#server/db/schema';
import { SUBSCRIPTION_PRICE_USD_PER_MONTH } from '#shared/constants';
import {
  PaymentProviderError,
  type PaidInvoice,
  type Plan,
  type PendingSubscription,
} from './payment-provider';
import {
  monthBefore,
  newSandboxId,
  SANDBOX_PRICE_ID,
  SANDBOX_SEAT_PRICE_ID,
  type SandboxSettings,
} from './sandbox-settings';
import { toPending } from './sandbox-subscription-views';

/** Stripe expires an unpaid first invoice's subscription after 23 hours. */
const INCOMPLETE_LIFETIME_MS = 23 * 60 * 60 * 1000;

/**
 * The sandbox's subscriptions and invoices: time-driven changes (expiry, renewal, the end of a
 * cancelled period) are applied when a subscription is read, and each renewal is invoiced.
 */
export function sandboxLedger(settings: SandboxSettings) {
  const { db } = settings.database;
  const { addOneMonth } = settings;
  const newId = (prefix: string) => newSandboxId(settings, prefix);

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
    /** The starts of the periods renewed: each is invoiced. */
    const renewals: Date[] = [];
    if (status === 'active' && currentPeriodEnd && currentPeriodEnd <= now) {
      if (row.cancelAtPeriodEnd) status = 'canceled';
      else {
        while (currentPeriodEnd <= now) {
          renewals.push(currentPeriodEnd);
          currentPeriodEnd = addOneMonth(currentPeriodEnd);
        }
      }
    }
    if (status === row.status && currentPeriodEnd === row.currentPeriodEnd) return row;
    // A renewal's invoice charged the prorations of the period that ended. Only the read that
    // moves the row issues the invoices: two reads at once do not bill twice.
    const [updated] = await db
      .update(sandboxSubscriptions)
      .set({ status, currentPeriodEnd, pendingProrationCents: 0, updatedAt: now })
      .where(
        and(
          eq(sandboxSubscriptions.id, row.id),
          eq(sandboxSubscriptions.status, row.status),
          row.currentPeriodEnd
            ? eq(sandboxSubscriptions.currentPeriodEnd, row.currentPeriodEnd)
            : sql`${sandboxSubscriptions.currentPeriodEnd} is null`,
        ),
      )
      .returning();
    if (!updated) {
      // Another read moved it first: answer what it stored.
      const [moved] = await db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, row.id));
      return moved ?? row;
    }
    for (const [index, start] of renewals.entries()) {
      await issue(row, {
        periodStart: start,
        periodEnd: addOneMonth(start),
        amountCents: row.quantity * unitCents(row) + (index === 0 ? row.pendingProrationCents : 0),
        at: start,
      });
    }
    return updated;
  }

  /** An invoice of the customer, numbered after their last, printing who they are now. */
  async function issue(
    row: SandboxSubscriptionRow,
    bill: { periodStart: Date; periodEnd: Date; amountCents: number; at: Date },
  ): Promise<SandboxInvoiceRow> {
    const [customer] = await db
      .select()
      .from(sandboxCustomers)
      .where(eq(sandboxCustomers.id, row.customerId));
    if (!customer) throw new PaymentProviderError(`No such customer: '${row.customerId}'`);
    const [issued] = await db
      .select({ n: count() })
      .from(sandboxInvoices)
      .where(eq(sandboxInvoices.customerId, row.customerId));
    const prefix = customer.id.slice(-8).toUpperCase();
    const [invoice] = await db
      .insert(sandboxInvoices)
      .values({
        id: newId('in'),
        customerId: customer.id,
        subscriptionId: row.id,
        number: `${prefix}-${String((issued?.n ?? 0) + 1).padStart(4, '0')}`,
        amountCents: bill.amountCents,
        quantity: row.quantity,
        periodStart: bill.periodStart,
        periodEnd: bill.periodEnd,
        customerName: customer.name,
        customerEmail: customer.email,
        customerVatId: customer.vatId,
        createdAt: bill.at,
      })
      .returning();
    if (!invoice) throw new PaymentProviderError('Sandbox invoice was not stored');
    return invoice;
  }

  /** The invoice of the first payment of `row`, just paid. */
  async function issueInvoice(row: SandboxSubscriptionRow): Promise<PaidInvoice> {
    const end = row.currentPeriodEnd ?? addOneMonth(settings.clock.now());
    const invoice = await issue(row, {
      periodStart: monthBefore(end),
      periodEnd: end,
      amountCents: row.quantity * unitCents(row),
      at: settings.clock.now(),
    });
    return {
      amountPaidCents: invoice.amountCents,
      number: invoice.number,
      customerEmail: invoice.customerEmail,
    };
  }

  async function find(subscriptionId: string): Promise<SandboxSubscriptionRow> {
    const [row] = await db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, subscriptionId));
    if (!row) throw new PaymentProviderError(`No such subscription: '${subscriptionId}'`);
    return advance(row);
  }

  const priceOf = (plan: Plan) => (plan === 'seats' ? SANDBOX_SEAT_PRICE_ID : SANDBOX_PRICE_ID);
  const unitCents = (row: SandboxSubscriptionRow) =>
    row.priceId === SANDBOX_SEAT_PRICE_ID
      ? settings.seatPriceCents
      : SUBSCRIPTION_PRICE_USD_PER_MONTH * 100;

  /** What one seat added now costs for the rest of the period: the share of it left, as Stripe. */
  function seatProration(row: SandboxSubscriptionRow): number {
    if (!row.currentPeriodEnd) return 0;
    const end = row.currentPeriodEnd.getTime();
    const start = monthBefore(row.currentPeriodEnd);
    const left = end - settings.clock.now().getTime();
    return unitCents(row) * Math.min(1, Math.max(0, left / (end - start.getTime())));
  }

  /** The customer's subscriptions of a plan still waiting for their first payment. */
  async function incompleteOf(customerId: string, plan: Plan): Promise<PendingSubscription[]> {
    const rows = await db
      .select()
      .from(sandboxSubscriptions)
      .where(
        and(
          eq(sandboxSubscriptions.customerId, customerId),
          eq(sandboxSubscriptions.priceId, priceOf(plan)),
          eq(sandboxSubscriptions.status, 'incomplete'),
        ),
      );
    const current = await Promise.all(rows.map(advance));
    return current.filter((row) => row.status === 'incomplete').map(toPending);
  }

  return { newId, advance, issueInvoice, find, incompleteOf, priceOf, unitCents, seatProration };
}
