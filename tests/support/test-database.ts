import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteDatabase, type Database } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/**
 * A new, migrated, empty database. On PostgreSQL each one is its own database created from
 * TEST_DATABASE_URL, so test files running in parallel never see each other's rows.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') return checkOutPglite();
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  return createPostgresDatabase(baseUrl, { prefix: 'cc_test', poolSize: 5 });
}

/**
 * PGlite databases handed back whole, emptied, for the next test file of this worker (the
 * server project shares one module scope per worker). Starting one from the image costs 0.6 to
 * 1 s of CPU, emptying one about a fifth of that; a few hundred are started in a run.
 */
const idlePglites: PGlite[] = [];
const MAX_IDLE_PGLITES = 3;

async function checkOutPglite(): Promise<TestDatabase> {
  const idle = idlePglites.pop();
  // A new Database (and `db`) per checkout: caches keyed by it start empty, as on a new one,
  // and a test that replaces one of its methods changes only its own.
  const database = idle
    ? pgliteDatabase(idle)
    : await openDatabase({ pgliteDir: 'memory://', pgliteImage: await migratedPgliteImage() });
  if (!idle) {
    // Nothing to apply when the image is current; it still proves that it is.
    await migrateDatabase(database);
    pristineShape ??= schemaShape(database.pglite!);
  }
  let destroyed = false;
  return {
    database,
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      const client = database.pglite!;
      if (await emptiedForReuse(client)) idlePglites.push(client);
      else await database.close();
    },
  };
}

/** What the migrations made: tables, columns, defaults, constraints, functions, triggers. */
let pristineShape: Promise<string> | undefined;

async function schemaShape(pglite: PGlite): Promise<string> {
  const result = await pglite.query<{ shape: string }>(`
    select md5(string_agg(item, ',' order by item)) as shape from (
      select c.relname || ':' || c.relkind::text || ':' || coalesce(a.attname, '') || ':' ||
        coalesce(format_type(a.atttypid, a.atttypmod), '') || ':' || coalesce(a.attnotnull::text, '') ||
        ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') as item
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where n.nspname in ('public', 'drizzle')
      union all
      select 'constraint:' || conname || ':' || pg_get_constraintdef(oid) from pg_constraint
      where connamespace = 'public'::regnamespace
      union all
      select 'function:' || p.proname || ':' || md5(p.prosrc) from pg_proc p
      where p.pronamespace = 'public'::regnamespace
      union all
      select 'trigger:' || t.tgname || ':' || t.tgenabled::text from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = 'public'::regnamespace and not t.tgisinternal
      union all
      select 'setting:' || array_to_string(setconfig, ',') from pg_db_role_setting
      union all
      select 'migrations:' || count(*) from drizzle.__drizzle_migrations
    ) items`);
  return result.rows[0]!.shape;
}

/**
 * Empties a returned PGlite database back to the migrated image's state, or says it cannot be
 * reused: closed by its test, or its schema or settings changed.
 */
async function emptiedForReuse(pglite: PGlite): Promise<boolean> {
  if (pglite.closed || idlePglites.length >= MAX_IDLE_PGLITES) return false;
  try {
    // Session state: settings, prepared statements, advisory locks, listeners, temporary tables.
    await pglite.exec('discard all');
    if ((await schemaShape(pglite)) !== (await pristineShape)) return false;
    const tables = await pglite.query<{ name: string }>(
      `select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
    );
    // The audit log refuses TRUNCATE by trigger; a replica session runs no triggers.
    await pglite.exec(`set session_replication_role = replica;
      truncate ${tables.rows.map((row) => row.name).join(', ')} restart identity cascade;
      reset session_replication_role;`);
    return true;
  } catch {
    return false;
  }
}

/** A dedicated, migrated database on the cluster of `baseUrl`, dropped by `destroy()`. */
export async function createPostgresDatabase(
  baseUrl: string,
  options: { prefix: string; poolSize: number },
): Promise<TestDatabase & { url: string }> {
  const name = `${options.prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const template = await migratedPostgresTemplate(admin, baseUrl);
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: options.poolSize });
  // Nothing to apply when the template is current; it still proves that it is.
  await migrateDatabase(database);
  return {
    url: url.toString(),
    database,
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Any number, the same in every worker: who holds it makes the template. */
const TEMPLATE_LOCK = 7_263_001;

/**
 * A migrated, empty database on the cluster, made once per set of migrations and kept there
 * (every later run finds it): copying it is about 30 ms, running every migration on a new
 * database about 250 ms, for each of the suites' databases. Made under an advisory lock, under
 * another name, and renamed once whole, so a worker never copies half a template.
 */
async function migratedPostgresTemplate(admin: pg.Client, baseUrl: string): Promise<string> {
  const template = `cc_template_${migrationsKey()}`;
  const exists = async () =>
    ((await admin.query('select 1 from pg_database where datname = $1', [template])).rowCount ??
      0) > 0;
  if (await exists()) return template;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    if (await exists()) return template;
    const partial = `${template}_partial`;
    await admin.query(`drop database if exists ${partial}`);
    await admin.query(`create database ${partial}`);
    const url = new URL(baseUrl);
    url.pathname = `/${partial}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    await admin.query(`alter database ${partial} rename to ${template}`);
    return template;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/server/db/migrations',
);

/**
 * Test clusters are small: PGlite zeroes its whole buffer pool at every start, and 128 MB of it
 * (PostgreSQL's default, which production keeps) was a third of a test database's start on this
 * machine (decision 035). A cache size: what a query answers does not depend on it.
 */
const TEST_CLUSTER_SETTINGS = "alter system set shared_buffers = '16MB'";

/**
 * Changes whenever a migration, the test cluster's settings or the PGlite build does, so a stale
 * image is never loaded.
 */
function migrationsKey(): string {
  const hash = createHash('sha256').update(TEST_CLUSTER_SETTINGS);
  const pglitePackage = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../node_modules/@electric-sql/pglite/package.json',
  );
  hash.update(readFileSync(pglitePackage));
  for (const dir of [migrationsFolder, path.join(migrationsFolder, 'meta')]) {
    for (const name of readdirSync(dir).sort()) {
      if (name.endsWith('.sql') || name === '_journal.json') {
        hash.update(name).update(readFileSync(path.join(dir, name)));
      }
    }
  }
  return hash.digest('hex').slice(0, 16);
}

let image: Promise<Blob> | undefined;

/**
 * A dump of an empty, migrated PGlite cluster, made once per set of migrations and kept in the
 * system's temporary folder, so every test file (each in its own module scope) and every later
 * run loads it instead of running initdb and the migrations again.
 */
function migratedPgliteImage(): Promise<Blob> {
  return (image ??= (async () => {
    const file = path.join(os.tmpdir(), `catalyst-test-pglite-${migrationsKey()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await migrateDatabase(database);
      // Written to postgresql.auto.conf, which the dump carries; read at the next start.
      await database.pglite!.exec(TEST_CLUSTER_SETTINGS);
      const dump = await database.pglite!.dumpDataDir('none');
      // Written aside then renamed: a parallel worker never reads half a file.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      return dump;
    } finally {
      await database.close();
    }
  })());
}

/**
 * A PGlite data folder holding an empty, migrated cluster, made once per set of migrations next
 * to the image above: a server process started on a copy of it (the browser tests' servers, the
 * resilience tests') skips initdb and the migrations. Made aside and renamed, so servers starting
 * together never copy half a folder; the one that loses the race drops its own.
 */
export async function migratedPgliteFolder(): Promise<string> {
  const folder = path.join(os.tmpdir(), `catalyst-test-pglite-${migrationsKey()}`);
  if (existsSync(folder)) return folder;
  const partial = `${folder}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({
    pgliteDir: partial,
    pgliteImage: await migratedPgliteImage(),
  });
  await database.close();
  try {
    renameSync(partial, folder);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(folder)) throw error;
  }
  return folder;
}
