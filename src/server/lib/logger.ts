import type { FastifyBaseLogger } from 'fastify';
import { pino, stdSerializers, type DestinationStream } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config';
import { serializeRequest } from './request-logging';

/** Never log these: credentials travel in them. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-shopify-hmac-sha256"]',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
];

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
export function wantsPrettyLogs(env: Config['env'], isTerminal: boolean): boolean {
  return env === 'development' && isTerminal;
}

/**
 * The process logger: JSON lines (what log collectors read), except in development on a
 * terminal, where pino-pretty makes them readable. `destination` is for tests.
 */
export function createLogger(
  config: Pick<Config, 'env' | 'logLevel'>,
  destination?: DestinationStream,
): FastifyBaseLogger {
  const options = {
    level: config.logLevel,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest, err: serializeError },
  };
  if (destination) return pino(options, destination);
  if (wantsPrettyLogs(config.env, process.stdout.isTTY === true)) {
    return pino(options, pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }));
  }
  return pino(options);
}
