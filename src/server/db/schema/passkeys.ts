import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, oneOf } from './columns';

/**
 * An owner's passkeys (WebAuthn credentials, docs/decisions/055): signing in with one needs no
 * password and no second step. The public key is COSE, base64url; the credential id is the
 * authenticator's, base64url, unique across every account. Removing a passkey deletes the row.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (0 for those that keep none); never goes back. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('passkeys_credential_idx').on(table.credentialId),
    index('passkeys_user_idx').on(table.userId),
  ],
);

export type PasskeyRow = typeof passkeys.$inferSelect;

export const PASSKEY_CHALLENGE_PURPOSES = ['registration', 'authentication'] as const;

/**
 * The challenges handed out with WebAuthn options, kept as SHA-256 (a challenge is 32 random
 * bytes). Each is spent once by the DELETE ... RETURNING that checks it, so two parallel
 * answers to one challenge cannot both pass; a registration challenge belongs to its owner.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    purpose: text('purpose', { enum: PASSKEY_CHALLENGE_PURPOSES }).notNull(),
    /** The owner adding a passkey; null for a sign-in, whose user the passkey names. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    oneOf('passkey_challenges_purpose_check', table.purpose, PASSKEY_CHALLENGE_PURPOSES),
    index('passkey_challenges_expires_idx').on(table.expiresAt),
  ],
);
