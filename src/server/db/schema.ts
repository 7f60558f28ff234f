import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored trimmed and lowercased; unique. */
  email: text('email').notNull().unique(),
  /** argon2id; null until the invited owner sets a password. */
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  imageUrl: text('image_url'),
  stripeSubscriptionStatus: text('stripe_subscription_status'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One sign-in (a refresh-token family). Revoking it ends the access token at once too. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout | password-change | token-reuse */
    revokedReason: text('revoked_reason'),
  },
  (table) => [
    index('sessions_user_active_idx')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
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
  ],
);

export type UserRow = typeof users.$inferSelect;
