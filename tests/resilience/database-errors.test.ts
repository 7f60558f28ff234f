import net from 'node:net';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client';
import { isDatabaseUnavailable } from '#server/lib/db-errors';
import errorHandler from '#server/plugins/error-handler';
import { COPY } from '#shared/copy';

/**
 * A stand-in PostgreSQL on loopback: `accept` answers the start-up with AuthenticationOk and
 * ReadyForQuery (enough for node-postgres to count as connected); `silent` never answers;
 * `closed` is a port nobody listens on.
 */
async function fakePostgres(mode: 'accept' | 'silent' | 'closed') {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    if (mode === 'silent') return;
    socket.once('data', () => {
      const authOk = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]);
      const ready = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
      socket.write(Buffer.concat([authOk, ready]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  if (mode === 'closed') await stop();
  return { url: `postgres://postgres@127.0.0.1:${port}/fake`, sockets, stop };
}

const opened: Database[] = [];
const fakes: Array<{ stop(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
  await Promise.all(fakes.splice(0).map((fake) => fake.stop()));
});

/** The error a query through the app's own database client fails with against `mode`. */
async function queryError(mode: 'silent' | 'closed'): Promise<unknown> {
  const fake = await fakePostgres(mode);
  fakes.push(fake);
  const database = await openDatabase({ databaseUrl: fake.url, poolSize: 1 });
  opened.push(database);
  return database.db.execute(sql`select 1`).then(
    () => new Error('the query unexpectedly succeeded'),
    (error: unknown) => error,
  );
}

function pgError(code: string, message = 'server said no') {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection, as drizzle wraps the driver error', async () => {
    const error = await queryError('closed');
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises the pool giving up on a server that never answers', async () => {
    // openDatabase sets a 5 s connect timeout; the stand-in never answers.
    const error = await queryError('silent');
    expect(String((error as Error).cause ?? error)).toMatch(/timeout/i);
    expect(isDatabaseUnavailable(error)).toBe(true);
  }, 15_000);

  it.each([
    ['a connection reset', pgError('ECONNRESET', 'read ECONNRESET')],
    ['an administrator shutdown (57P01)', pgError('57P01', 'terminating connection')],
    ['a connection exception (08006)', pgError('08006', 'connection failure')],
    ['too many connections (53300)', pgError('53300', 'sorry, too many clients already')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    [
      'a client whose connection broke earlier',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      'a refused connection to each of several addresses',
      new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')], 'connect failed'),
    ],
    [
      'a failed rollback after a lost connection, wrapped by drizzle',
      new DrizzleQueryError(
        'rollback',
        [],
        new Error('Client has encountered a connection error and is not queryable'),
      ),
    ],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value')],
    ['a syntax error', pgError('42601', 'syntax error at or near')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      'a failed query whose parameters merely quote the words',
      new DrizzleQueryError(
        'update users set first_name = $1',
        ['Connection terminated'],
        pgError('22001'),
      ),
    ],
    ['nothing at all', undefined],
    ['a string', 'Connection terminated'],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('the error handler', () => {
  async function appThrowing(error: unknown) {
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    app.get('/', async () => {
      throw error;
    });
    await app.ready();
    return app;
  }

  it('answers 503 with a retry message when the database is unreachable', async () => {
    const app = await appThrowing(await queryError('closed'));
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'service_unavailable',
      message: COPY.serviceUnavailable,
    });
    expect(COPY.serviceUnavailable).toBe(
      'The service is temporarily unavailable. Please try again.',
    );
    await app.close();
  });

  it('still answers 500 for every other unexpected error, without details', async () => {
    const app = await appThrowing(pgError('42601', 'syntax error at or near "selec"'));
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('syntax');
    await app.close();
  });
});

describe('the PostgreSQL pool', () => {
  it('survives a checked-out connection dying (no uncaught error event)', async () => {
    const fake = await fakePostgres('accept');
    fakes.push(fake);
    const database = await openDatabase({ databaseUrl: fake.url, poolSize: 1 });
    opened.push(database);
    // Checked out, as during a transaction: the pool's own idle listener is not attached.
    const client = await database.pool!.connect();
    try {
      const ended = new Promise<boolean>((resolve) => {
        client.once('end', () => resolve(true));
        setTimeout(() => resolve(false), 3_000).unref();
      });
      for (const socket of fake.sockets) socket.destroy();
      // Without a listener the client's 'error' event is thrown as an uncaught exception (which
      // kills a server process, and fails this run) before the client gets to emit 'end'.
      expect(await ended).toBe(true);
      const next = await client.query('select 1').then(
        () => new Error('the query unexpectedly succeeded'),
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(next)).toBe(true);
    } finally {
      client.release();
    }
  });
});
