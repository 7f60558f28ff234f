import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DOMAIN_STATUSES, SSO_PROTOCOLS } from '#shared/schemas/sso';
import { users } from './accounts';
import { createdAt, oneOf } from './columns';
import { teams } from './teams';

/**
 * An e-mail domain a team claimed (docs/product.md#company-sign-in). It is the team's once the
 * TXT record `_catalyst-verification.{domain}` holds `txtValue`; at most one team holds a domain
 * verified (the partial unique index), any number may have a pending claim.
 */
export const teamDomains = pgTable(
  'team_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Lowercase, ASCII (an internationalised name in its xn-- form). */
    domain: text('domain').notNull(),
    txtValue: text('txt_value').notNull(),
    status: text('status', { enum: DOMAIN_STATUSES }).notNull().default('pending'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The daily re-check's last look. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** Since when the daily re-check has not found the record; cleared when it is found. */
    missingSince: timestamp('missing_since', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('team_domains_team_domain_idx').on(table.teamId, table.domain),
    uniqueIndex('team_domains_verified_idx')
      .on(table.domain)
      .where(sql`${table.status} = 'verified'`),
    oneOf('team_domains_status_check', table.status, DOMAIN_STATUSES),
  ],
);

export type TeamDomainRow = typeof teamDomains.$inferSelect;

/**
 * A team's single sign-on (at most one identity provider a team). OpenID Connect keeps the
 * issuer and the client; SAML keeps the identity provider's metadata as given and what was read
 * from it. The client secret is encrypted (lib/data-encryption.ts).
 */
export const teamSso = pgTable(
  'team_sso',
  {
    teamId: uuid('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    protocol: text('protocol', { enum: SSO_PROTOCOLS }).notNull(),
    issuer: text('issuer'),
    clientId: text('client_id'),
    /** AES-256-GCM; never answered. */
    clientSecret: text('client_secret'),
    metadataXml: text('metadata_xml'),
    idpEntityId: text('idp_entity_id'),
    idpSsoUrl: text('idp_sso_url'),
    /** The identity provider's signing certificates (PEM bodies), one per line. */
    idpCertificates: text('idp_certificates'),
    /** Accounts on the team's verified domains sign in through it only (the owner excepted). */
    required: boolean('required').notNull().default(false),
    /** A person the identity provider vouches for joins the team at first sign-in. */
    jitProvisioning: boolean('jit_provisioning').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [oneOf('team_sso_protocol_check', table.protocol, SSO_PROTOCOLS)],
);

export type TeamSsoRow = typeof teamSso.$inferSelect;

/**
 * A sign-in under way at an identity provider: what the callback or the ACS needs to finish it
 * (OpenID Connect's state, nonce and PKCE verifier; SAML's request id and RelayState). Looked up
 * by `state` (OIDC) or `requestId` (SAML); taken once; expires after a few minutes.
 */
export const ssoRequests = pgTable(
  'sso_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    protocol: text('protocol', { enum: SSO_PROTOCOLS }).notNull(),
    /** OIDC `state`, or SAML RelayState. */
    state: text('state').notNull(),
    nonce: text('nonce'),
    codeVerifier: text('code_verifier'),
    /** The SAML AuthnRequest's ID, which the response names in InResponseTo. */
    requestId: text('request_id'),
    /** A 'Test sign-in': checks the flow and signs no one in. */
    test: boolean('test').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sso_requests_state_idx').on(table.state),
    uniqueIndex('sso_requests_request_id_idx').on(table.requestId),
    index('sso_requests_expires_idx').on(table.expiresAt),
    oneOf('sso_requests_protocol_check', table.protocol, SSO_PROTOCOLS),
  ],
);

/**
 * What the end of a single sign-on hands the browser: `/sso/complete?code=` exchanges it once,
 * within SSO_CODE_SECONDS, for a session of `userId`. Kept hashed.
 */
export const ssoCodes = pgTable(
  'sso_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('sso_codes_expires_idx').on(table.expiresAt)],
);

/** SAML assertion ids already accepted, until they expire: a replayed response is refused. */
export const samlAssertionIds = pgTable(
  'saml_assertion_ids',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    assertionId: text('assertion_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.assertionId] }),
    index('saml_assertion_ids_expires_idx').on(table.expiresAt),
  ],
);

/** A bearer token of a team's SCIM endpoint (its directory's provisioning), kept hashed. */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('scim_tokens_hash_idx').on(table.tokenHash),
    index('scim_tokens_team_idx').on(table.teamId),
  ],
);

export type ScimTokenRow = typeof scimTokens.$inferSelect;
