import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TWO_STEP_TOKEN_PURPOSES } from '#shared/schemas/two-step';
import { users } from './accounts';
import { createdAt, oneOf } from './columns';

/**
 * An account's authenticator-app secret (docs/product.md#two-step-sign-in). Both secrets are
 * encrypted with AppDeps.cipher. `secret` is the one sign-in asks for (two-step sign-in is on
 * while it is set); `pendingSecret` is a setup not yet confirmed with a code, which replaces it
 * only then, so starting a new setup never switches the old one off.
 */
export const twoStepSecrets = pgTable('two_step_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  pendingSecret: text('pending_secret'),
  /**
   * The time step (Unix seconds / 30) of the last code accepted: a code of that step or an
   * earlier one is refused, so no code works twice.
   */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The ten single-use recovery codes shown once at setup; only their SHA-256 is kept. */
export const twoStepRecoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('two_step_recovery_codes_user_idx').on(table.userId, table.codeHash)],
);

/**
 * A password sign-in waiting for its second step (`sign-in`: a code; `setup`: a member of a
 * team that requires two-step sign-in setting it up). Only the SHA-256 of the token handed out
 * is kept; it lives TWO_STEP_TOKEN_SECONDS and ends at the first right code or the fifth try.
 */
export const twoStepChallenges = pgTable(
  'two_step_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: TWO_STEP_TOKEN_PURPOSES }).notNull(),
    /** Codes tried with this token, counted before each is checked. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    oneOf('two_step_challenges_purpose_check', table.purpose, TWO_STEP_TOKEN_PURPOSES),
    index('two_step_challenges_user_idx').on(table.userId),
    // The retention job deletes them a day after they expire.
    index('two_step_challenges_expires_idx').on(table.expiresAt),
  ],
);
