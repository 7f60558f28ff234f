// Load bench database runs: PostgreSQL (1 000, then 100 000 cards, plus query plans) and PGlite.
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { explainHotQueries, type QueryPlan } from '../load-plans';
import { BENCH_OWNER, cardUuids, handleOf, seedCards, type SqlClient } from '../load-seed';
import { handlesUpTo } from './endpoints';
import { fmt } from './format';
import { measureInvalidation } from './invalidation';
import { removeTempDir, tempDir } from './processes';
import { appEnv, runApp } from './servers';
import { settings } from './settings';
import { type InvalidationResult, type ReferenceBytes, type Run } from './types';

function sqlClientOf(database: Database): SqlClient {
  if (database.pool) {
    const pool = database.pool;
    return { query: (text, params) => pool.query(text, params) };
  }
  const client = database.pglite;
  if (!client) throw new Error('database without a client');
  return {
    query: async (text, params) => ({
      rows: (await client.query<Record<string, unknown>>(text, params)).rows,
    }),
  };
}

async function timed(task: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await task();
  return (performance.now() - started) / 1000;
}

async function seed(db: SqlClient, from: number, to: number, passwordHash: string) {
  const seconds = await timed(async () => {
    await seedCards(db, from, to, passwordHash);
    // What autovacuum would do soon after such a bulk load; plans then see real statistics.
    await db.query('vacuum (analyze)');
  });
  console.log(`  seeded cards ${from + 1}-${to} in ${seconds.toFixed(1)} s`);
  return seconds;
}

/** Connects to the admin database: `postgres`, or `test` when that one is refused. */
async function adminClient(): Promise<pg.Client> {
  const candidates = [settings.pgAdminUrl];
  const fallback = new URL(settings.pgAdminUrl);
  fallback.pathname = '/test';
  if (fallback.toString() !== settings.pgAdminUrl) candidates.push(fallback.toString());
  let lastError: unknown;
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      return client;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => {});
    }
  }
  throw new Error(`cannot connect to PostgreSQL at ${settings.pgAdminUrl}: ${String(lastError)}`);
}

interface PostgresResult {
  small: Run;
  /** Absent with BENCH_SKIP_LARGE=1, as are the plans and the invalidation. */
  large: Run | undefined;
  invalidation: InvalidationResult | undefined;
  plans: QueryPlan[];
  referenceBytes: ReferenceBytes;
  version: string;
}

export async function runPostgres(
  ports: number[],
  passwordHash: string,
  afterSmall: (bytes: ReferenceBytes) => Promise<void>,
): Promise<PostgresResult> {
  const admin = await adminClient();
  const benchUrl = new URL(settings.pgAdminUrl);
  benchUrl.pathname = `/${settings.pgDatabase}`;
  let database: Database | undefined;
  try {
    const version = (
      await admin.query<{ version: string }>('select version()')
    ).rows[0]!.version.replace(/ on .*/, '');
    console.log(`\nPostgreSQL: recreating database ${settings.pgDatabase}`);
    await admin.query(`drop database if exists ${settings.pgDatabase} with (force)`);
    await admin.query(`create database ${settings.pgDatabase}`);
    database = await openDatabase({ databaseUrl: benchUrl.toString(), poolSize: 4 });
    await migrateDatabase(database);
    const db = sqlClientOf(database);
    const env = (port: number) =>
      appEnv(`http://127.0.0.1:${port}`, { DATABASE_URL: benchUrl.toString() });

    const smallSeed = await seed(db, 0, settings.smallCards, passwordHash);
    const small = await runApp(
      `PostgreSQL, ${fmt(settings.smallCards)} cards`,
      'PostgreSQL',
      settings.smallCards,
      smallSeed,
      ports[0]!,
      env(ports[0]!),
      { handles: handlesUpTo(settings.smallCards), uuids: await cardUuids(db) },
    );
    await afterSmall(small.referenceBytes);
    if (settings.skipLarge) {
      return {
        small: small.run,
        large: undefined,
        invalidation: undefined,
        plans: [],
        referenceBytes: small.referenceBytes,
        version,
      };
    }

    const largeSeed = await seed(db, settings.smallCards, settings.largeCards, passwordHash);
    let plans: QueryPlan[] = [];
    const uuids = await cardUuids(db);
    const large = await runApp(
      `PostgreSQL, ${fmt(settings.largeCards)} cards`,
      'PostgreSQL',
      settings.largeCards,
      largeSeed,
      ports[0]!,
      env(ports[0]!),
      { handles: handlesUpTo(settings.largeCards), uuids },
      async (_child, accessToken) => {
        const claims = JSON.parse(
          Buffer.from(accessToken.split('.')[1]!, 'base64url').toString(),
        ) as { sub: string; sid: string };
        const middle = Math.ceil(settings.largeCards / 2);
        plans = await explainHotQueries(database!.pool!, {
          handle: handleOf(middle),
          uuid: uuids[middle - 1]!,
          ownerId: claims.sub,
          email: BENCH_OWNER.email,
          sessionId: claims.sid,
        });
        console.log(
          `  explained ${plans.length} hot queries: ${plans.filter((p) => p.seqScans.length).length} with a Seq Scan`,
        );
      },
    );
    const invalidation = await measureInvalidation(
      [ports[0]!, ports[1]!],
      env,
      settings.invalidationEdits,
    );
    return {
      small: small.run,
      large: large.run,
      invalidation,
      plans,
      referenceBytes: small.referenceBytes,
      version,
    };
  } finally {
    await database?.close();
    if (!settings.keepDb) {
      await admin
        .query(`drop database if exists ${settings.pgDatabase} with (force)`)
        .catch(() => {});
    }
    await admin.end();
  }
}

export async function runPglite(port: number, passwordHash: string) {
  const dataDir = tempDir('cc-bench-pglite-');
  try {
    console.log(`\nPGlite: seeding in ${dataDir}`);
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    let seedSeconds: number;
    let uuids: string[];
    try {
      await migrateDatabase(database);
      const db = sqlClientOf(database);
      seedSeconds = await seed(db, 0, settings.smallCards, passwordHash);
      uuids = await cardUuids(db);
    } finally {
      // PGlite is one process's database: the server opens it only after this closes.
      await database.close();
    }
    const { run, referenceBytes } = await runApp(
      `PGlite, ${fmt(settings.smallCards)} cards`,
      'PGlite',
      settings.smallCards,
      seedSeconds,
      port,
      appEnv(`http://127.0.0.1:${port}`, { DATA_DIR: dataDir }),
      { handles: handlesUpTo(settings.smallCards), uuids },
    );
    return { run, referenceBytes };
  } finally {
    removeTempDir(dataDir);
  }
}
