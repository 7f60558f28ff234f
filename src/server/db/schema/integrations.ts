import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CRM_PROVIDERS,
  CRM_STATUSES,
  CRM_SYNC_STATUSES,
  DEFAULT_CRM_FIELD_MAP,
  type CrmFieldMap,
} from '#shared/schemas/integrations';
import { users } from './accounts';
import { createdAt, oneOf } from './columns';
import { leads } from './leads';
import { teams } from './teams';

/**
 * A CRM an owner or a team connected (docs/product.md#integrations): HubSpot so far. Tokens are
 * encrypted.
 */
export const crmConnections = pgTable(
  'crm_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references((): AnyPgColumn => teams.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: CRM_PROVIDERS }).notNull(),
    /** connected; reconnect_needed (refused tokens: leads wait); failed (refused otherwise). */
    status: text('status', { enum: CRM_STATUSES }).notNull(),
    /** AES-256-GCM (lib/data-encryption.ts). */
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The HubSpot account (portal) it is connected to. */
    accountId: text('account_id'),
    /** Properties set on every contact (lead source, a campaign's name). */
    fixedValues: jsonb('fixed_values').$type<Record<string, string>>().notNull().default({}),
    /** Which HubSpot property each lead field fills (the owner's mapping). */
    fieldMap: jsonb('field_map').$type<CrmFieldMap>().notNull().default(DEFAULT_CRM_FIELD_MAP),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'crm_connections_one_scope_check',
      sql`(${table.ownerId} is null) <> (${table.teamId} is null)`,
    ),
    uniqueIndex('crm_connections_owner_idx')
      .on(table.ownerId, table.provider)
      .where(sql`${table.ownerId} is not null`),
    uniqueIndex('crm_connections_team_idx')
      .on(table.teamId, table.provider)
      .where(sql`${table.teamId} is not null`),
    oneOf('crm_connections_status_check', table.status, CRM_STATUSES),
  ],
);

export type CrmConnectionRow = typeof crmConnections.$inferSelect;

/** The single-use `state` of an OAuth round trip, bound to the account (and team) that began it. */
export const oauthStates = pgTable('oauth_states', {
  /** SHA-256 of the state sent to the provider. */
  stateHash: text('state_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  teamId: uuid('team_id').references((): AnyPgColumn => teams.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: CRM_PROVIDERS }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A lead on its way to a CRM: a durable job (decision 044) queued with the lead, and what the
 * lead list shows ('Sent to HubSpot', 'Waiting', 'Failed: reason').
 */
export const leadCrmSyncs = pgTable(
  'lead_crm_syncs',
  {
    leadId: uuid('message_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => crmConnections.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CRM_SYNC_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastError: text('last_error'),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.leadId, table.connectionId] }),
    index('lead_crm_syncs_due_idx')
      .on(table.connectionId, table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    oneOf('lead_crm_syncs_status_check', table.status, CRM_SYNC_STATUSES),
  ],
);

export type LeadCrmSyncRow = typeof leadCrmSyncs.$inferSelect;
