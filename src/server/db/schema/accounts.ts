import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '#shared/i18n/languages';
import { SUBSCRIPTION_STATUSES, USER_ROLES } from '#shared/schemas/auth';
import { createdAt, oneOf } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lowercased; unique. */
    email: text('email').notNull().unique(),
    /** argon2id; null until the invited owner sets a password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    imageUrl: text('image_url'),
    /**
     * The status every gate reads (profile editor, live-profile links, cancel box, handle URL):
     * the best status among the user's subscriptions, written with them in one transaction.
     */
    stripeSubscriptionStatus: text('stripe_subscription_status', { enum: SUBSCRIPTION_STATUSES }),
    /** The payment provider's customer for this user, created once and remembered. */
    stripeCustomerId: text('stripe_customer_id').unique(),
    /** owner | admin. Set only by `npm run admin -- grant-admin/revoke-admin`, never by the API. */
    role: text('role', { enum: USER_ROLES }).notNull().default('owner'),
    /** Set by an admin: the owner cannot sign in and their public pages answer 404. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    /** The language the owner chose for the app and their mails (BCP 47, one of LANGUAGES); null: the browser's. */
    locale: text('locale', { enum: LANGUAGES }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    oneOf('users_subscription_status_check', table.stripeSubscriptionStatus, SUBSCRIPTION_STATUSES),
    oneOf('users_role_check', table.role, USER_ROLES),
    oneOf('users_locale_check', table.locale, LANGUAGES),
    // The console's "suspended" count and the last-admin rule read these few rows.
    index('users_admins_idx')
      .on(table.id)
      .where(sql`${table.role} = 'admin'`),
  ],
);

/** One sign-in (a refresh-token family). Revoking it ends the access token at once too. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Last refresh; a session idle longer than the inactivity limit cannot refresh. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout | password-change | token-reuse | signed-out-elsewhere | ... (RevokeReason) */
    revokedReason: text('revoked_reason'),
    /** What the sign-in's User-Agent says it was ('Chrome on Android'); null before it was kept. */
    device: text('device'),
    /** The sign-in's network, never its address: IPv4 /24 or IPv6 /48 ('203.0.113.0/24'). */
    networkPrefix: text('network_prefix'),
  },
  (table) => [
    index('sessions_user_active_idx')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
    // The retention job deletes revoked sessions by age.
    index('sessions_revoked_idx')
      .on(table.revokedAt)
      .where(sql`${table.revokedAt} is not null`),
  ],
);

/**
 * The devices (sessions.device labels) each account signed in from, and when last: a sign-in
 * from a label not seen in 90 days mails the owner (decision 056). Sessions are pruned a week
 * after they end, so the record is kept apart; the retention job prunes rows not seen in 90
 * days but each account's newest, which tells a later sign-in that it is not the first.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.device] }),
    // The retention job deletes by age.
    index('known_devices_last_seen_idx').on(table.lastSeenAt),
  ],
);

/** Opaque refresh tokens, stored only as SHA-256 hashes; each is usable once. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was exchanged for a new pair; a second use is a theft signal. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_idx').on(table.tokenHash),
    index('refresh_tokens_session_idx').on(table.sessionId),
    // The retention job deletes by age.
    index('refresh_tokens_expires_idx').on(table.expiresAt),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** Single-use e-mailed links: account verification (7 days) and password reset (1 hour). */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** verify-account | password-reset | email-change */
    purpose: text('purpose').notNull(),
    /** email-change only: the address the owner asked to move to (confirmed by this link). */
    newEmail: text('new_email'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('account_tokens_hash_idx').on(table.tokenHash),
    index('account_tokens_user_idx').on(table.userId, table.purpose),
  ],
);
