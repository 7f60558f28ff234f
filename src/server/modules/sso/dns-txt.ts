import { Resolver } from 'node:dns/promises';
import type { AppDeps } from '#server/app-deps';

/**
 * What one TXT look-up found: the records (each record's strings joined), that there is none
 * (the name does not exist, or holds no TXT record), or no answer at all (a timeout, SERVFAIL,
 * a refused query), which says nothing about the record.
 */
export type TxtLookup =
  { kind: 'found'; values: string[] } | { kind: 'missing' } | { kind: 'failed'; code: string };

/** The answers that say the record is not there: NXDOMAIN and NODATA. */
const MISSING_CODES = new Set(['ENOTFOUND', 'ENODATA']);

/**
 * Reads the TXT records of `name` through node's resolver (c-ares, the DNS protocol itself),
 * from DNS_SERVERS or the system's servers, within DNS_TIMEOUT_MS: a dead server is a failed
 * look-up, never a request that hangs (docs/decisions/063).
 */
export async function lookUpTxt(deps: Pick<AppDeps, 'config'>, name: string): Promise<TxtLookup> {
  const { servers, timeoutMs } = deps.config.dns;
  // Two tries, the second with twice the first's wait: together within the deadline.
  const resolver = new Resolver({ timeout: Math.max(50, Math.floor(timeoutMs / 3)), tries: 2 });
  if (servers) resolver.setServers(servers);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      resolver.cancel();
      reject(Object.assign(new Error('DNS look-up timed out'), { code: 'ETIMEOUT' }));
    }, timeoutMs);
  });
  try {
    const records = await Promise.race([resolver.resolveTxt(name), deadline]);
    return { kind: 'found', values: records.map((strings) => strings.join('')) };
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? 'EUNKNOWN');
    return MISSING_CODES.has(code) ? { kind: 'missing' } : { kind: 'failed', code };
  } finally {
    clearTimeout(timer);
  }
}
