import type { FastifyBaseLogger } from 'fastify';
import { pino, type DestinationStream } from 'pino';
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
    serializers: { req: serializeRequest },
  };
  if (destination) return pino(options, destination);
  if (wantsPrettyLogs(config.env, process.stdout.isTTY === true)) {
    return pino(options, pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }));
  }
  return pino(options);
}
