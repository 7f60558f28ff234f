import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_STATUSES } from '#shared/schemas/auth';
import { users } from './accounts';
import { createdAt, oneOf } from './columns';
import { teams } from './teams';

/**
 * The user's subscriptions as last read from the payment provider. `syncedAt` is when that
 * read happened: an older read never overwrites a newer one, whatever order webhooks arrive in.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    /** The person's own Connect subscription; null for a team's seats (teamId). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A team's per-seat subscription (decision 042), paid by the team's own customer. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    priceId: text('price_id'),
    /** Seats billed (1 for a person's own). */
    quantity: integer('quantity').notNull().default(1),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** Set when the subscription is scheduled to end (cancelled at the end of the period). */
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId),
    index('subscriptions_team_idx')
      .on(table.teamId, table.status)
      .where(sql`${table.teamId} is not null`),
    // Exactly one of a person and a team pays.
    check('subscriptions_payer_check', sql`(${table.userId} is null) <> (${table.teamId} is null)`),
    index('subscriptions_live_period_idx')
      .on(table.currentPeriodEnd)
      .where(sql`${table.status} in ('active', 'trialing', 'past_due')`),
    oneOf('subscriptions_status_check', table.status, SUBSCRIPTION_STATUSES),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Payment-provider webhook events already applied, by event id: a replay changes nothing. */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox payment provider's own records (the embedded default stands in for Stripe). */
export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text('id').primaryKey(),
  /** One customer per user, as Stripe's idempotent create gives; or one per team (decision 042). */
  userId: uuid('user_id').unique(),
  teamId: uuid('team_id').unique(),
  email: text('email').notNull(),
  /** The name invoices are addressed to (a team's name). */
  name: text('name'),
  /** A company's VAT number, as Stripe keeps a customer's tax id (an `eu_vat` or `gb_vat`). */
  vatId: text('vat_id'),
  createdAt: createdAt(),
});

export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    /** Who pays in the browser (a team's owner for its seats). */
    userId: uuid('user_id').notNull(),
    /** A team's seats: the metadata Stripe would carry. */
    teamId: uuid('team_id'),
    priceId: text('price_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** Prorated charges for seats added mid-period, billed with the next invoice. */
    pendingProrationCents: integer('pending_proration_cents').notNull().default(0),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    clientSecret: text('client_secret').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The card that paid, as its last four digits. */
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sandbox_subscriptions_customer_idx').on(table.customerId),
    uniqueIndex('sandbox_subscriptions_secret_idx').on(table.clientSecret),
    oneOf('sandbox_subscriptions_status_check', table.status, SUBSCRIPTION_STATUSES),
  ],
);

export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

/**
 * The sandbox's invoices, one per payment (a first payment, each renewal), as Stripe issues
 * them: a number per customer, what was charged, and who was billed as it stood when issued.
 */
export const sandboxInvoices = pgTable(
  'sandbox_invoices',
  {
    /** 96 random bits: the printable page's address holds it, as Stripe's hosted page's does. */
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id').notNull(),
    /** `{customer's prefix}-0001`, counting the customer's invoices. */
    number: text('number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    quantity: integer('quantity').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    customerName: text('customer_name'),
    customerEmail: text('customer_email').notNull(),
    customerVatId: text('customer_vat_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('sandbox_invoices_number_idx').on(table.customerId, table.number)],
);

export type SandboxInvoiceRow = typeof sandboxInvoices.$inferSelect;
