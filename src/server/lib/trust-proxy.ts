import net from 'node:net';

/** What Fastify's `trustProxy` gets: nothing trusted, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the private ranges, accepted beside addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const WHAT_TO_WRITE =
  'set the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)';

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry) || net.isIP(entry) !== 0) return true;
  const match = /^(.+)\/(\d{1,3})$/.exec(entry);
  if (!match) return false;
  const version = net.isIP(match[1] ?? '');
  const bits = Number(match[2]);
  return (version === 4 && bits <= 32) || (version === 6 && bits <= 128);
}

/**
 * TRUST_PROXY: a hop count or a comma-separated list of addresses/CIDRs. `true` is refused:
 * it trusts every X-Forwarded-For entry, so any client could pick its own request.ip (and with
 * it a fresh rate limit) by writing the header itself.
 */
export function parseTrustProxy(value: string): TrustProxy | { problem: string } {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === 'false' || trimmed === 'no' || trimmed === '0') return false;
  if (trimmed === 'true' || trimmed === 'yes') {
    return { problem: `${trimmed} trusts any client-written X-Forwarded-For; ${WHAT_TO_WRITE}` };
  }
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrCidr(entry));
  if (entries.length === 0 || wrong.length > 0) {
    return {
      problem: `"${wrong.join(', ') || value}" is not a hop count or address; ${WHAT_TO_WRITE}`,
    };
  }
  return entries;
}

/**
 * The value for Fastify's `trustProxy`. A hop count becomes Express's hop-count function (trust
 * the socket peer and the entries it appended, N in all): Fastify 5.12 reads a plain number as
 * "trust nothing", which would give every client behind the load balancer one shared address.
 */
export function fastifyTrustProxy(
  trustProxy: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy === 'number') {
    const hops = trustProxy;
    return (_address, hop) => hop < hops;
  }
  return trustProxy;
}
