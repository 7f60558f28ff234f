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
  CRM_DEFAULT_FIELD_MAPS,
  CRM_SYNC_STATUSES,
  type CrmFieldMap,
} from '#shared/schemas/integrations';
import { users } from './accounts';
import { createdAt, oneOf } from './columns';
import { leads } from './leads';
import { teams } from './teams';

/**
 * A CRM an owner or a team connected (docs/product.md#integrations): one of each CRM per owner
 * or team. Tokens are encrypted.
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
    /** The CRM account it is connected to (HubSpot's portal, Salesforce's organization...). */
    accountId: text('account_id'),
    /**
     * Where the account's API lives, as the CRM said at connection: Salesforce's instance_url,
     * the Dataverse environment, Pipedrive's api_domain. Null for HubSpot (one API for all).
     */
    apiBase: text('api_base'),
    /** Fields set on every record (lead source, a campaign's name). */
    fixedValues: jsonb('fixed_values').$type<Record<string, string>>().notNull().default({}),
    /** Which CRM field each lead field fills (the owner's mapping). */
    fieldMap: jsonb('field_map')
      .$type<CrmFieldMap>()
      .notNull()
      .default(CRM_DEFAULT_FIELD_MAPS.hubspot),
    lastError: text('last_error'),
    /**
     * Set while a process pushes a batch of its leads: a connection has one batch in flight, so
     * two never both create one new visitor. A dead process's lease runs out.
     */
    batchLeasedUntil: timestamp('batch_leased_until', { withTimezone: true }),
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
    oneOf('crm_connections_provider_check', table.provider, CRM_PROVIDERS),
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
  /** PKCE's code_verifier (RFC 7636), sent with the code: encrypted, as it is a credential. */
  codeVerifier: text('code_verifier'),
  /** Dynamics 365: the Dataverse environment the owner named, whose token is asked for. */
  environmentUrl: text('environment_url'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A lead on its way to one CRM connection: a durable job (decision 044) queued with the lead,
 * and what the lead list shows ('Sent to Salesforce', 'Waiting', 'Failed: reason').
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
    /**
     * The records the CRM made for this lead so far, by kind ({Lead: '00Q...'}, {person: '7',
     * lead: 'uuid'}): a retry after a half-done push carries on instead of making them again.
     */
    remoteIds: jsonb('remote_ids').$type<Record<string, string>>().notNull().default({}),
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
