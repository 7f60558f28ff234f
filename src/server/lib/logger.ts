import type { FastifyBaseLogger } from 'fastify';
import { pino, stdSerializers, type DestinationStream, type LevelWithSilent } from 'pino';
import pretty from 'pino-pretty';
import type { NodeEnv } from './node-env';
import { serializeRequest } from './request-logging';

/** What the logger reads of the configuration (the server passes its Config). */
export interface LogSettings {
  env: NodeEnv;
  logLevel: LevelWithSilent;
}

/**
 * pino's error serializer, minus the values of failed queries: drizzle wraps a failed query in
 * an error whose `params` property, message and stack hold the statement's values, and those of
 * a queued mail hold its one-time link (reset, invitation, e-mail change). The SQL stays.
 */
export function serializeError(error: unknown): unknown {
  const serialized = stdSerializers.err(error as Error) as unknown;
  withholdQueryParams(serialized, 0);
  return serialized;
}

const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

function withholdQueryParams(value: unknown, depth: number): void {
  if (!value || typeof value !== 'object' || depth > 5) return;
  const record = value as Record<string, unknown>;
  if ('params' in record) record.params = '[withheld]';
  for (const key of ['message', 'stack'] as const) {
    if (typeof record[key] === 'string') {
      record[key] = (record[key] as string).replace(PARAMS_LINE, '\nparams: [withheld]');
    }
  }
  withholdQueryParams(record.cause, depth + 1);
}

/** Readable lines for a developer at a terminal; JSON for everything else (collectors, files). */
export function wantsPrettyLogs(env: NodeEnv, isTerminal: boolean): boolean {
  return env === 'development' && isTerminal;
}

/** Fastify's reply as one field: its status code (the headers may carry a session cookie). */
function serializeReply(reply: { statusCode: number }) {
  return { statusCode: reply.statusCode };
}

/**
 * No `redact` pass: credentials travel in headers, and the request and reply serializers write
 * none (the URL is redacted by serializeRequest). pino's redaction cloned every access line to
 * look for header paths that cannot be there, a twentieth of a cached page's CPU (decision 030).
 */
function loggerOptions(config: Pick<LogSettings, 'logLevel'>) {
  return {
    level: config.logLevel,
    serializers: { req: serializeRequest, res: serializeReply, err: serializeError },
  };
}

/**
 * The process logger: JSON lines (what log collectors read), except in development on a
 * terminal, where pino-pretty makes them readable. `destination` is for tests; the server
 * itself uses openProcessLog.
 */
export function createLogger(
  config: LogSettings,
  destination?: DestinationStream,
): FastifyBaseLogger {
  const options = loggerOptions(config);
  if (destination) return pino(options, destination);
  if (wantsPrettyLogs(config.env, process.stdout.isTTY === true)) {
    return pino(options, pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }));
  }
  return pino(options);
}

/** The server's logger and what empties it before the process stops. */
export interface ProcessLog {
  log: FastifyBaseLogger;
  /**
   * From now on lines are written asynchronously; until then each is written before the call
   * that logs it returns, so whoever waits for the server to answer finds the start-up lines.
   */
  writeAsynchronously(): void;
  /** Waits for the line being written (at most `timeoutMs`), then writes the rest at once. */
  flush(timeoutMs?: number): Promise<void>;
  /** Writes every line handed over so far before it returns: where no callback will run. */
  flushSync(): void;
}

/** What the destination tells about itself that its types do not (sonic-boom 4). */
type Destination = ReturnType<typeof pino.destination> & { _writing?: boolean };

/**
 * The server's logger, writing to `dest` (stdout by default). While the server starts, each
 * line is written at once; once it serves, through pino's asynchronous destination: a request
 * hands its line over and goes on, the thread pool writes it, and the lines that pile up
 * meanwhile go out together in the next write (decision 030). A line is written as soon as the
 * previous write is done, never held back to fill a buffer, so a quiet server's log is as
 * current as a synchronous one. In development on a terminal, pino-pretty writes as before.
 */
export function openProcessLog(config: LogSettings, dest: number | string = 1): ProcessLog {
  if (dest === 1 && wantsPrettyLogs(config.env, process.stdout.isTTY === true)) {
    return {
      log: createLogger(config),
      writeAsynchronously: () => {},
      flush: async () => {},
      flushSync: () => {},
    };
  }
  const startup: Destination = pino.destination({ dest, sync: true });
  // pino also writes what is left of it synchronously on the process's 'exit' event.
  const serving: Destination = pino.destination({ dest, sync: false, minLength: 0 });
  let current = startup;
  const flushSync = () => {
    try {
      current.flushSync();
    } catch {
      // Not open yet (a file still opening) or already closed: nothing that could be written.
    }
  };
  return {
    log: pino(loggerOptions(config), { write: (line: string) => current.write(line) }),
    writeAsynchronously() {
      current = serving;
    },
    flushSync,
    async flush(timeoutMs = 1_000) {
      // flushSync() writes the lines waiting behind a write in progress, not that one itself.
      if (current._writing) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, timeoutMs);
          current.once('drain', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      flushSync();
    },
  };
}

/**
 * An uncaught exception (or a rejection nobody handled, which Node turns into one) would end
 * the process with the asynchronous log's last lines still in memory: log it at fatal, let the
 * write in progress finish (at most a second), write the rest synchronously, and exit 1, as
 * Node would. A second crash meanwhile writes what there is and exits at once.
 */
export function exitOnCrash(processLog: ProcessLog): void {
  let crashing = false;
  process.on('uncaughtException', (error, origin) => {
    try {
      processLog.log.fatal({ err: error, origin }, 'crashed: stopping');
    } catch {
      // Whatever broke may be the logger itself: still stop.
    }
    if (crashing) {
      processLog.flushSync();
      process.exit(1);
    }
    crashing = true;
    void processLog.flush(1_000).finally(() => process.exit(1));
  });
}
