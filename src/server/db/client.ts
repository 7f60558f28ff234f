import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { restrictTree } from './owner-only-files';
import { lockPgliteDir } from './pglite-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A function that works inside or outside a transaction takes this. */
export type DbOrTx = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the raw client (migrations, tests). */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** PostgreSQL only: the connection string, for connections outside the pool (LISTEN). */
  url?: string;
}

export interface DatabaseOptions {
  /** postgres://... to use PostgreSQL; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; 'memory://' keeps everything in memory (tests). */
  pgliteDir?: string;
  /**
   * PGlite only: start from this dump of a data folder (`dumpDataDir`) instead of an empty
   * cluster. Tests start each database from one already migrated: initdb and the migrations
   * cost about 3 s a database, loading the dump under one.
   */
  pgliteImage?: Blob;
  poolSize?: number;
  /** PostgreSQL only (PGlite runs inside this process: nothing else can hold its locks). */
  timeouts?: DatabaseTimeouts;
}

/** Per-connection limits in milliseconds; 0 leaves one off. */
export interface DatabaseTimeouts {
  statementMs: number;
  lockMs: number;
  idleInTransactionMs: number;
}

/** Closing twice (shutdown racing a failed check) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Fail fast instead of queueing forever when PostgreSQL is gone.
      connectionTimeoutMillis: 5_000,
      // Sent as start-up parameters of every connection: a query stuck behind a lock or running
      // away ends with an error (answered 503) instead of holding a pool connection forever, and
      // a transaction left open by a stalled request cannot hold its locks for long.
      ...(options.timeouts && {
        statement_timeout: options.timeouts.statementMs,
        lock_timeout: options.timeouts.lockMs,
        idle_in_transaction_session_timeout: options.timeouts.idleInTransactionMs,
      }),
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    // Nor may a checked-out one (mid-transaction): the pool only listens to idle clients, and an
    // unheard 'error' event is an uncaught exception. The query in flight still gets the error.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      pool,
      url: options.databaseUrl,
      ping: async () => {
        await pool.query('select 1');
      },
      close: once(() => pool.end()),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  let unlock = () => {};
  if (!dir.startsWith('memory://')) {
    unlock = lockPgliteDir(dir);
    mkdirSync(path.resolve(dir), { recursive: true });
  }
  const client = await PGlite.create(
    dir,
    options.pgliteImage ? { loadDataDir: options.pgliteImage } : {},
  );
  // PGlite chmods the files of a new cluster 0666 whatever the umask (owner-only-files.ts).
  if (!dir.startsWith('memory://')) restrictTree(path.resolve(dir));
  return pgliteDatabase(client, unlock);
}

/**
 * A Database on an open PGlite client; closing it closes the client, then calls `afterClose`.
 * Each call makes a new `db`, which caches keyed by it (write-batch.ts) see as a new database.
 */
export function pgliteDatabase(client: PGlite, afterClose: () => void = () => {}): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: once(async () => {
      await client.close();
      afterClose();
    }),
  };
}
