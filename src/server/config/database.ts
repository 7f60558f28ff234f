import { z } from 'zod';
import { postgresUrl } from './fields';

/** PostgreSQL (PGlite in DATA_DIR when DATABASE_URL is unset), its pool and session limits. */
export const DatabaseSettings = z
  .object({
    DATABASE_URL: postgresUrl.optional(),
    // `npm run migrate` only: the schema owner's connection (decision 033); DATABASE_URL then
    // names the application's role, which may only read and write rows.
    MIGRATION_DATABASE_URL: postgresUrl.optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    // PostgreSQL session limits in milliseconds; 0 turns one off. The slowest request query runs
    // well under a second; migrations at start run without them.
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
    DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(3_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  })
  .transform((env) => ({
    databaseUrl: env.DATABASE_URL,
    /** `npm run migrate` connects with this when set (the schema owner), else with databaseUrl. */
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    /** PostgreSQL statement_timeout, lock_timeout, idle_in_transaction_session_timeout. */
    databaseTimeouts: {
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: env.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  }));
