import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/config';
import { openDatabase } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { isDatabaseTimeout, isDatabaseUnavailable } from '#server/lib/db-errors';
import errorHandler, { RETRY_AFTER_SECONDS } from '#server/plugins/error-handler';
import { COPY } from '#shared/copy';
import { seedOwner, type SeededOwner } from '../support/seed-owner';
import { call, login } from './helpers/http';
import { createScratchPostgres, TEST_DATABASE_URL, type ScratchPostgres } from './helpers/postgres';
import { killIfRunning, startServer, type ServerProcess } from './helpers/server-process';

function pgError(code: string, message: string) {
  return Object.assign(new Error(message), { code });
}

const TIMEOUTS = [
  ['statement_timeout (57014)', pgError('57014', 'canceling statement due to statement timeout')],
  ['lock_timeout (55P03)', pgError('55P03', 'canceling statement due to lock timeout')],
  [
    'idle_in_transaction_session_timeout (25P03)',
    pgError('25P03', 'terminating connection due to idle-in-transaction timeout'),
  ],
] as const;

describe('DATABASE_*_TIMEOUT_MS', () => {
  it('default to 5 s per statement, 3 s per lock wait and 10 s idle in a transaction', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({
      statementMs: 5_000,
      lockMs: 3_000,
      idleInTransactionMs: 10_000,
    });
  });

  it('take milliseconds, 0 turning one off, and refuse anything else with one line each', () => {
    const config = loadConfig({
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_LOCK_TIMEOUT_MS: '250',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '60000',
    });
    expect(config.databaseTimeouts).toEqual({
      statementMs: 0,
      lockMs: 250,
      idleInTransactionMs: 60_000,
    });
    expect(() =>
      loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '-1', DATABASE_LOCK_TIMEOUT_MS: '3s' }),
    ).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS:.*\n.*DATABASE_LOCK_TIMEOUT_MS:/);
  });
});

describe('database timeouts answer 503 with Retry-After', () => {
  it.each(TIMEOUTS)('recognises %s, as drizzle wraps it', (_name, error) => {
    const wrapped = new DrizzleQueryError('select * from "cards"', [], error);
    expect(isDatabaseTimeout(wrapped)).toBe(true);
    // A timeout is not an outage (the log says which one happened).
    expect(isDatabaseUnavailable(wrapped)).toBe(false);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value')],
    ['a deadlock (40P01), which the transaction retries itself', pgError('40P01', 'deadlock')],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseTimeout(error)).toBe(false);
  });

  it.each(TIMEOUTS)('the error handler answers %s with 503 and Retry-After', async (_n, error) => {
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    app.get('/', async () => {
      throw new DrizzleQueryError('select 1', [], error);
    });
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual({
      code: 'service_unavailable',
      message: COPY.serviceUnavailable,
    });
    await app.close();
  });
});

/** The test's own connection to the scratch database: it plays the operator holding locks. */
async function holder(url: string) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return {
    /** Opens a transaction holding ACCESS EXCLUSIVE on `tables` until `release()`. */
    async lock(tables: string[]) {
      await client.query('begin');
      await client.query(`lock table ${tables.join(', ')} in access exclusive mode`);
    },
    async release() {
      await client.query('rollback');
    },
    end: () => client.end(),
  };
}

/*
 * PostgreSQL only: PGlite runs inside the server process, so no other session can hold its locks.
 * "Truthful" readiness: /readyz says whether this instance can reach its database. A lock on
 * some tables does not make it unreachable (the ping touches no table), so /readyz stays 200
 * while those requests fail fast on their own; restarting or draining the instance would not help.
 */
describe.runIf(Boolean(TEST_DATABASE_URL))(
  'PostgreSQL session timeouts',
  { timeout: 60_000 },
  () => {
    let scratch: ScratchPostgres;
    let owner: SeededOwner;
    /** lock_timeout 300 ms: a query behind a held lock gives up with 55P03. */
    let lockLimited: ServerProcess | undefined;
    /** lock_timeout off, statement_timeout 400 ms: the same wait ends with 57014. */
    let statementLimited: ServerProcess | undefined;

    beforeAll(async () => {
      scratch = await createScratchPostgres(TEST_DATABASE_URL!);
      owner = await seedOwner(scratch.database.db);
      [lockLimited, statementLimited] = await Promise.all([
        startServer({
          DATABASE_URL: scratch.url,
          DATABASE_POOL_SIZE: '4',
          DATABASE_LOCK_TIMEOUT_MS: '300',
          DATABASE_STATEMENT_TIMEOUT_MS: '5000',
        }),
        startServer({
          DATABASE_URL: scratch.url,
          DATABASE_POOL_SIZE: '4',
          DATABASE_LOCK_TIMEOUT_MS: '0',
          DATABASE_STATEMENT_TIMEOUT_MS: '400',
        }),
      ]);
    }, 60_000);

    afterAll(async () => {
      await killIfRunning(lockLimited);
      await killIfRunning(statementLimited);
      await scratch?.destroy();
    });

    it.each([
      ['lock_timeout', () => lockLimited!, 300],
      ['statement_timeout', () => statementLimited!, 400],
    ] as const)(
      'with %s, a held ACCESS EXCLUSIVE lock makes API calls fail fast with 503, /readyz stays truthful, and all works once it is released',
      async (_name, server, limitMs) => {
        const api = server().url;
        const { accessToken } = await login(api, owner.email, owner.password);
        const operator = await holder(scratch.url);
        try {
          await operator.lock(['cards', 'users']);
          const attempts = await Promise.all([
            call(api, 'GET', '/api/cards', { token: accessToken }),
            call(api, 'GET', `/api/cards/${owner.cardId}`, { token: accessToken }),
            call(api, 'POST', '/api/auth/login', {
              body: { email: owner.email, password: owner.password },
            }),
          ]);
          for (const attempt of attempts) {
            expect(attempt.status).toBe(503);
            expect(attempt.body).toEqual({
              code: 'service_unavailable',
              message: COPY.serviceUnavailable,
            });
            expect(attempt.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
            // Within the limit plus the request's own work, never the default wait of minutes.
            expect(attempt.ms).toBeGreaterThanOrEqual(limitMs - 50);
            expect(attempt.ms).toBeLessThan(limitMs + 2_000);
          }
          const ready = await call(api, 'GET', '/readyz');
          expect(ready.status).toBe(200);
          expect(ready.body).toEqual({ status: 'ok', database: 'ok', redis: 'not configured' });
        } finally {
          await operator.release();
          await operator.end();
        }
        const cards = await call<Array<{ id: number }>>(api, 'GET', '/api/cards', {
          token: accessToken,
        });
        expect(cards.status).toBe(200);
        expect(cards.body.map((card) => card.id)).toEqual([owner.cardId]);
        await login(api, owner.email, owner.password);
      },
    );

    it('every pool connection carries the configured limits, and migrations run without them', async () => {
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      const name = `cc_timeouts_${Date.now()}`;
      await admin.query(`create database ${name}`);
      const url = new URL(TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      // 1 ms would cancel the migration statements if they ran under it.
      const tight = await openDatabase({
        databaseUrl: url.toString(),
        poolSize: 2,
        timeouts: { statementMs: 1, lockMs: 1, idleInTransactionMs: 1 },
      });
      try {
        await migrateDatabase(tight);
      } finally {
        await tight.close();
      }
      // Migrations ran on a connection of their own: the pool's one connection keeps its limits.
      const database = await openDatabase({
        databaseUrl: url.toString(),
        poolSize: 1,
        timeouts: { statementMs: 1_500, lockMs: 2_500, idleInTransactionMs: 3_500 },
      });
      try {
        await migrateDatabase(database);
        const shown = await database.pool!.query(
          "select current_setting('statement_timeout') as s, current_setting('lock_timeout') as l, current_setting('idle_in_transaction_session_timeout') as i",
        );
        expect(shown.rows[0]).toEqual({ s: '1500ms', l: '2500ms', i: '3500ms' });
        const tables = await database.pool!.query(
          "select count(*)::int as n from information_schema.tables where table_name in ('users', 'cards', 'uploads')",
        );
        expect(tables.rows[0]).toEqual({ n: 3 });
      } finally {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  },
);
