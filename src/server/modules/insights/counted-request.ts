import { hash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';

/** The `?src=` values the product's own share paths put on the profile URL. */
export const TAGGED_SOURCES = ['qr', 'nfc', 'wallet', 'email'] as const;
/** A view without a tag or a referring site; and a tag we do not know. */
export const UNTAGGED_SOURCE = 'link';
export const UNKNOWN_SOURCE = 'other';

const PREFETCH = /prefetch|prerender/i;

/**
 * isbot's verdict per User-Agent string: its pattern is long, and a few hundred strings make up
 * nearly all traffic, so each is tested once and then looked up.
 */
const botVerdicts = new LRUCache<string, boolean>({ max: 2_000 });
function isBot(userAgent: string): boolean {
  let verdict = botVerdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    botVerdicts.set(userAgent, verdict);
  }
  return verdict;
}

/**
 * Whether a request is a person looking: not HEAD, not a bot or link-preview fetcher (isbot
 * knows the crawlers and the unfurlers of chat apps), not a browser's speculative prefetch.
 */
export function isCountedRequest(method: string, headers: IncomingHttpHeaders): boolean {
  if (method !== 'GET' && method !== 'POST') return false;
  const userAgent = headers['user-agent'];
  if (!userAgent || isBot(userAgent)) return false;
  const purpose = `${headers['sec-purpose'] ?? ''} ${headers.purpose ?? ''} ${headers['x-moz'] ?? ''}`;
  return !PREFETCH.test(purpose);
}

/**
 * Where a view came from: the share path's tag (`?src=qr`), else the referring site's domain
 * (`linkedin.com`), else `link`. Unknown tags are `other`. Our own pages as referrer are `link`.
 */
export function viewSource(src: unknown, referer: string | undefined, ownHost: string): string {
  if (typeof src === 'string' && src !== '') {
    const tag = src.toLowerCase();
    return (TAGGED_SOURCES as readonly string[]).includes(tag) ? tag : UNKNOWN_SOURCE;
  }
  const domain = refererDomain(referer);
  return domain && domain !== ownHost.replace(/^www\./, '') ? domain : UNTAGGED_SOURCE;
}

function refererDomain(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    // The URL parser leaves a valid, lower-case (punycode) host name: safe to store and show.
    return url.hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/**
 * What identifies one visitor of one card, before the daily salt is added (write-batch.ts): a
 * hash, so the address and the browser string never leave the request. Null when the browser
 * asks not to be tracked (DNT, Global Privacy Control): the view counts, the visitor does not.
 */
export function visitorKey(
  ip: string,
  headers: IncomingHttpHeaders,
  cardId: number,
): string | null {
  if (headers.dnt === '1' || headers['sec-gpc'] === '1') return null;
  return hash('sha256', `${ip}\u0000${headers['user-agent'] ?? ''}\u0000${cardId}`, 'hex');
}
