import { Negotiator } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** Below this, gzip saves less than its own header and the bookkeeping cost. */
const WORTH_COMPRESSING_BYTES = 1_024;

/**
 * A cached body's gzip form, made once when it is cached (on the thread pool, at the highest
 * level: it is paid for by one miss and saved on every hit), or undefined for short bodies.
 */
export async function gzipVariant(body: string): Promise<Buffer | undefined> {
  if (Buffer.byteLength(body) < WORTH_COMPRESSING_BYTES) return undefined;
  return gzipAsync(body, { level: 9 });
}

// Only the forms we hold; the cache keeps the few distinct headers browsers send.
const negotiator = new Negotiator({
  supportedValues: ['gzip', 'identity'],
  cache: new Map<string, string>(),
});

/** Whether the client's Accept-Encoding takes gzip over the plain bytes (q-values honoured). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return !!acceptEncoding && negotiator.negotiate(acceptEncoding) === 'gzip';
}
