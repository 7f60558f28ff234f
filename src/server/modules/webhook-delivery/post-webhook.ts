import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { COPY, webhookTimeoutError } from '#shared/copy';

/** How long a receiver has to answer one attempt (Standard Webhooks suggests seconds, not more). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** What one attempt got: a status (any), or no answer and why. */
export interface PostOutcome {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * Only public unicast addresses: private, loopback, link-local, carrier-grade NAT, multicast,
 * reserved, and IPv4 written inside IPv6 (::ffff:10.0.0.1) are not.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address); // an IPv4-mapped IPv6 address becomes its IPv4
  // The deprecated IPv4-compatible form (::7f00:1, in ::/96) counts as unicast to ipaddr.js.
  if (parsed.kind() === 'ipv6' && parsed.match(ipaddr.parseCIDR('::/96'))) return false;
  return parsed.range() === 'unicast';
}

class PrivateDestinationError extends Error {}

/**
 * Resolves as Node would, and refuses when any address is not public. The connection is made to
 * the address checked here, never resolved again: a name that answers a public address to a
 * check and 127.0.0.1 to the connection (DNS rebinding) has no second answer to give.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const list = addresses as dns.LookupAddress[];
    if (list.length === 0 || !list.every((entry) => isPublicAddress(entry.address))) {
      return callback(new PrivateDestinationError(COPY.webhookPrivateDestination), '', 4);
    }
    if (options.all)
      return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    const [first] = list;
    return callback(null, first!.address, first!.family);
  });
};

/**
 * POSTs one delivery. Redirects are not followed (a 3xx is a failure, as a receiver that moved
 * must be updated by its owner, and following one would leave the checked address). With
 * `publicOnly` (production), the destination must resolve to public addresses only.
 */
export function postWebhook(options: {
  url: string;
  headers: Record<string, string>;
  body: string;
  publicOnly: boolean;
  timeoutMs?: number;
}): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(options.url);
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (options.publicOnly && ipaddr.isValid(literal) && !isPublicAddress(literal)) {
    // An address written in the URL is never looked up, so it is checked here.
    return Promise.resolve({
      statusCode: null,
      error: COPY.webhookPrivateDestination,
      durationMs: elapsed(),
    });
  }
  const client = url.protocol === 'https:' ? https : http;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<PostOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...options.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(options.body),
          'user-agent': 'CatalystConnect-Webhooks/1',
        },
        ...(options.publicOnly ? { lookup: publicOnlyLookup } : {}),
        agent: false,
      },
      (response) => {
        // The answer's body is not read into memory: only its status counts.
        response.resume();
        response.on('end', () => finish({ statusCode: response.statusCode ?? null, error: null }));
        response.on('error', () =>
          finish({ statusCode: response.statusCode ?? null, error: null }),
        );
      },
    );
    // One deadline for the whole attempt: a receiver trickling bytes cannot hold a slot longer.
    const deadline = setTimeout(() => {
      request.destroy(new Error(webhookTimeoutError(timeoutMs / 1000)));
    }, timeoutMs);
    request.on('error', (error) => {
      const message =
        error instanceof PrivateDestinationError || error.message === COPY.webhookPrivateDestination
          ? COPY.webhookPrivateDestination
          : error.message;
      finish({ statusCode: null, error: message.slice(0, 300) });
    });
    request.end(options.body);
  });
}
