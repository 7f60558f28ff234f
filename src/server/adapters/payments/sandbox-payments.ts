import { and, count, desc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  sandboxCustomers,
  sandboxInvoices,
  sandboxSubscriptions,
  type SandboxInvoiceRow,
  type SandboxSubscriptionRow,
} from '#server/db/schema';
import type { Clock, Random } from '#server/lib/runtime';
import { SUBSCRIPTION_PRICE_USD_PER_MONTH } from '#shared/constants';
import { MESSAGES } from '#shared/messages';
import {
  InvalidWebhookError,
  PaymentProviderError,
  type PaidInvoice,
  type PaymentProvider,
  type Plan,
  type PendingSubscription,
  type ProviderSubscription,
} from './payment-provider';

export const SANDBOX_PRICE_ID = 'price_sandbox_connect_monthly';
export const SANDBOX_SEAT_PRICE_ID = 'price_sandbox_team_seat_monthly';
/** The sandbox's printable invoice page (billing serves it), as Stripe's hosted invoice page. */
export const SANDBOX_INVOICE_PAGE_PATH = '/api/sandbox-payments/invoices';

/** A month before `end`: the start of the period an invoice pays. */
function monthBefore(end: Date): Date {
  const start = new Date(end);
  start.setUTCMonth(start.getUTCMonth() - 1);
  return start;
}

/** Stripe expires an unpaid first invoice's subscription after 23 hours. */
const INCOMPLETE_LIFETIME_MS = 23 * 60 * 60 * 1000;

export interface SandboxSettings {
  database: Database;
  clock: Clock;
  random: Random;
  appUrl: string;
  /** Billing's period rule (one calendar month), given so this adapter imports no module. */
  addOneMonth(date: Date): Date;
  /** A team seat's monthly price (TEAM_SEAT_PRICE_CENTS). */
  seatPriceCents: number;
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
    teamId: row.teamId,
    quantity: row.quantity,
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

  return {
    webConfig: { provider: 'sandbox' },
    csp: { scriptSrc: [], frameSrc: [], connectSrc: [] },

    async createCustomer({ email, name, idempotencyKey: _key, ...of }) {
      const owner =
        'teamId' in of
          ? { column: sandboxCustomers.teamId, values: { teamId: of.teamId } }
          : { column: sandboxCustomers.userId, values: { userId: of.userId } };
      await db
        .insert(sandboxCustomers)
        .values({ id: newId('cus'), email, name: name || null, ...owner.values })
        .onConflictDoNothing({ target: owner.column });
      const [customer] = await db
        .select({ id: sandboxCustomers.id })
        .from(sandboxCustomers)
        .where(eq(owner.column, 'teamId' in of ? of.teamId : of.userId));
      if (!customer) throw new PaymentProviderError('Sandbox customer was not stored');
      return customer.id;
    },

    listIncompleteSubscriptions: incompleteOf,

    // Its subscriptions go with it (a cascade), as Stripe's deletion cancels them.
    async deleteCustomer(customerId) {
      await db.delete(sandboxCustomers).where(eq(sandboxCustomers.id, customerId));
    },

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

    async listInvoices(customerId) {
      const rows = await db
        .select()
        .from(sandboxInvoices)
        .where(eq(sandboxInvoices.customerId, customerId))
        .orderBy(desc(sandboxInvoices.createdAt), desc(sandboxInvoices.number))
        .limit(24);
      return rows.map((row) => ({
        id: row.id,
        number: row.number,
        createdAt: row.createdAt,
        amountCents: row.amountCents,
        currency: 'usd',
        status: 'paid',
        url: `${settings.appUrl}${SANDBOX_INVOICE_PAGE_PATH}/${row.id}`,
        pdfUrl: null,
      }));
    },

    async readBillingDetails({ customerId, subscriptionId }) {
      const [customer] = await db
        .select()
        .from(sandboxCustomers)
        .where(eq(sandboxCustomers.id, customerId));
      if (!customer) throw new PaymentProviderError(`No such customer: '${customerId}'`);
      // The card that paid the subscription, else the last card the customer paid with.
      const [paid] = await db
        .select({ last4: sandboxSubscriptions.cardLast4 })
        .from(sandboxSubscriptions)
        .where(
          and(
            eq(sandboxSubscriptions.customerId, customerId),
            isNotNull(sandboxSubscriptions.cardLast4),
            ...(subscriptionId ? [eq(sandboxSubscriptions.id, subscriptionId)] : []),
          ),
        )
        .orderBy(desc(sandboxSubscriptions.updatedAt))
        .limit(1);
      return {
        email: customer.email,
        vatId: customer.vatId,
        paymentMethod: paid?.last4
          ? { brand: null, last4: paid.last4, expMonth: null, expYear: null }
          : null,
      };
    },

    async updateBillingDetails({ customerId, email, vatId }) {
      const updated = await db
        .update(sandboxCustomers)
        .set({ email, vatId: vatId?.value ?? null })
        .where(eq(sandboxCustomers.id, customerId))
        .returning({ id: sandboxCustomers.id });
      if (updated.length === 0) throw new PaymentProviderError(`No such customer: '${customerId}'`);
    },

    parseWebhook() {
      throw new InvalidWebhookError(MESSAGES.sandboxSendsNoWebhooks);
    },

    sandbox: { advance, newId, issueInvoice },
  };
}
