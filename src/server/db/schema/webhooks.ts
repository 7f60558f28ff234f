import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES } from '#shared/schemas/webhooks';
import { users } from './accounts';
import { createdAt, oneOf } from './columns';
import { leads } from './leads';
import { teams } from './teams';

/**
 * Where an owner's (or a team's) leads and card changes are sent, signed per Standard Webhooks
 * (docs/product.md#integrations). Exactly one of owner_id and team_id: a team card's events go to
 * its team's only.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references((): AnyPgColumn => teams.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    /**
     * The `whsec_...` secret, encrypted (webhook-delivery/webhook-secrets): every delivery is
     * signed with it, so a hash cannot do, and a dump of the table alone cannot sign.
     */
    secret: text('secret').notNull(),
    /** The secret before the last rotation (encrypted), which also signs until previous_secret_until. */
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    /** Since when every attempt failed; cleared by a success. Five days of it disable it. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('webhooks_one_scope_check', sql`(${table.ownerId} is null) <> (${table.teamId} is null)`),
    index('webhooks_owner_idx')
      .on(table.ownerId)
      .where(sql`${table.ownerId} is not null`),
    index('webhooks_team_idx')
      .on(table.teamId)
      .where(sql`${table.teamId} is not null`),
  ],
);

export type WebhookRow = typeof webhooks.$inferSelect;

/** One attempt at a delivery, as GET .../deliveries shows it. */
export interface DeliveryAttemptRecord {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  at: string;
}

/**
 * One event for one webhook: a durable job (decision 044), written in the transaction of the
 * change, and its log. The body is kept as sent, so every retry carries the same bytes and the
 * same webhook-id (the row's id).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /**
     * The lead a lead.created or lead.updated delivery carries: erasing the lead erases these
     * deliveries too (their bodies hold the person's details), so none is logged or replayed.
     */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    /** Attempts since it was queued or replayed: where it is on the retry schedule. */
    attempts: integer('attempts').notNull().default(0),
    attemptLog: jsonb('attempt_log').$type<DeliveryAttemptRecord[]>().notNull().default([]),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a process sends it; a dead process's lease runs out and it is sent again. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_webhook_idx').on(table.webhookId, table.createdAt),
    index('webhook_deliveries_lead_idx')
      .on(table.leadId)
      .where(sql`${table.leadId} is not null`),
    // The deliveries in flight per webhook, which the claim counts (IN_FLIGHT_PER_WEBHOOK).
    index('webhook_deliveries_leased_idx')
      .on(table.webhookId)
      .where(sql`${table.leasedUntil} is not null`),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    oneOf('webhook_deliveries_status_check', table.status, DELIVERY_STATUSES),
  ],
);

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
