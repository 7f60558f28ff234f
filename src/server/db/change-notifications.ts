import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database } from './client';

/** The channel the triggers of migration 0007 notify: 'card:{id}' or 'owner:{uuid}'. */
export const PUBLIC_CHANGES_CHANNEL = 'public_changes';

export interface ChangeHandlers {
  /** A committed change: the payload names what changed. */
  onChange(payload: string): void;
  /** Changes are heard from now on (at start, and after every reconnect). */
  onListening(): void;
  /** Changes may be missed from now on, until the next onListening. */
  onLost(error?: unknown): void;
}

export interface ChangeFeed {
  /**
   * Resolves true once every change committed before the call has been handed to onChange,
   * false when that cannot be known within timeoutMs (not listening, database away).
   */
  settle(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  log: { warn(object: object, message: string): void; info(message: string): void };
  /** How often a listening PostgreSQL connection proves it still hears (default 10 s). */
  heartbeatMs?: number;
}

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;
const HEARTBEAT_ANSWER_MS = 2_000;

/**
 * Hears the changes the database announces on PUBLIC_CHANGES_CHANNEL. PGlite runs in this
 * process and delivers them before the writing query resolves. On PostgreSQL one connection
 * outside the pool LISTENs; when it drops (or stops answering the heartbeat, a notification
 * this process sends itself), onLost is called and it reconnects with backoff.
 */
export async function listenForChanges(
  database: Database,
  handlers: ChangeHandlers,
  options: ChangeFeedOptions,
): Promise<ChangeFeed> {
  if (database.pglite) {
    const unlisten = await database.pglite.listen(PUBLIC_CHANGES_CHANNEL, handlers.onChange);
    handlers.onListening();
    return {
      settle: async () => true,
      close: async () => {
        if (!database.pglite?.closed) await unlisten().catch(() => {});
      },
    };
  }
  return postgresFeed(database, handlers, options);
}

async function postgresFeed(
  database: Database,
  handlers: ChangeHandlers,
  { log, heartbeatMs = 10_000 }: ChangeFeedOptions,
): Promise<ChangeFeed> {
  const { pool, url } = database;
  if (!pool || !url) throw new Error('PostgreSQL database without a pool or a URL');
  // Fences are notifications too: PostgreSQL delivers notifications in commit order, so when
  // this process hears its own fence, it has heard every change committed before it.
  const fencePrefix = `fence:${randomUUID()}:`;
  const fences = new Map<string, () => void>();
  let fenceCount = 0;
  let listening: { client: pg.Client; lose(error?: unknown): void } | undefined;
  let closed = false;
  let retryDelay = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let outage = false;

  function onNotification(message: pg.Notification) {
    if (message.channel !== PUBLIC_CHANGES_CHANNEL || message.payload === undefined) return;
    if (message.payload.startsWith('fence:')) fences.get(message.payload)?.();
    else handlers.onChange(message.payload);
  }

  function scheduleConnect() {
    if (closed) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect(), retryDelay);
    retryDelay = Math.min(retryDelay * 2, LAST_RETRY_MS);
  }

  async function connect() {
    if (closed) return;
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    let gone = false;
    const lose = (error?: unknown) => {
      if (gone) return;
      gone = true;
      if (listening?.client === client) {
        listening = undefined;
        handlers.onLost(error);
      }
      if (!outage && !closed) {
        outage = true;
        log.warn(
          { err: error },
          'change notifications lost: public pages are read from the database until they are back',
        );
      }
      client.end().catch(() => {});
      scheduleConnect();
    };
    client.on('error', lose);
    client.on('end', () => lose(new Error('notification connection ended')));
    client.on('notification', onNotification);
    try {
      await client.connect();
      await client.query(`LISTEN ${PUBLIC_CHANGES_CHANNEL}`);
    } catch (error) {
      lose(error);
      return;
    }
    if (gone) return;
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listening = { client, lose };
    retryDelay = FIRST_RETRY_MS;
    if (outage) {
      outage = false;
      log.info('change notifications heard again');
    }
    handlers.onListening();
  }

  async function settle(timeoutMs = 1_000): Promise<boolean> {
    if (!listening) return false;
    fenceCount += 1;
    const fence = `${fencePrefix}${fenceCount}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      fences.set(fence, () => resolve(true));
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      await pool!.query('select pg_notify($1, $2)', [PUBLIC_CHANGES_CHANNEL, fence]);
      return await heard;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
      fences.delete(fence);
    }
  }

  // A connection can die without a word (a NAT or a failover dropping it): one that does not
  // hear its own fence in time is taken for lost.
  const heartbeat = setInterval(() => {
    const current = listening;
    if (!current) return;
    void settle(HEARTBEAT_ANSWER_MS).then((heard) => {
      if (!heard && listening === current) current.lose(new Error('heartbeat not heard'));
    });
  }, heartbeatMs);
  heartbeat.unref();

  // The first attempt is waited for, so a server that starts listening serves from memory at
  // once; when it fails the retries go on in the background.
  await connect();
  return {
    settle,
    close: async () => {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(retryTimer);
      const current = listening;
      listening = undefined;
      await current?.client.end().catch(() => {});
    },
  };
}
