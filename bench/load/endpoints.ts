// Load bench endpoint table: what each endpoint requests, with rotating keys and the bench login.
import { BENCH_OWNER, handleOf } from '../load-seed';
import { PASSWORD, settings } from './settings';
import { type EndpointId } from './types';

/** What wrk sends: each request picks one of the paths at random. */
export interface LoadRequest {
  method?: 'GET' | 'POST';
  paths: string[];
  headers?: Record<string, string>;
  /** Each request sends one of these bodies, picked at random. */
  bodies?: string[];
  /** Each request from its own client address (X-Forwarded-For), as behind a load balancer. */
  forwardedFor?: boolean;
}

export interface Endpoint {
  id: EndpointId;
  label: string;
  /** Read after prepare(): the signed-in endpoint's token is fresh then. */
  request: () => LoadRequest;
  /** Runs before the check and the warm-up, against the server about to be measured. */
  prepare?: (base: string) => Promise<void>;
}

export interface Keys {
  handles: string[];
  uuids: string[];
}

/**
 * The keys visitors open during the run: every card up to settings.visited, or that many drawn
 * at random from all of them (the cards in use that day, rather than every card ever sold).
 */
export function visitedKeys(keys: Keys): Keys {
  if (keys.handles.length <= settings.visited) return keys;
  const picked = new Set<number>();
  while (picked.size < settings.visited)
    picked.add(Math.floor(Math.random() * keys.handles.length));
  const indexes = [...picked];
  return {
    handles: indexes.map((index) => keys.handles[index]!),
    uuids: indexes.flatMap((index) => (keys.uuids[index] ? [keys.uuids[index]] : [])),
  };
}

/** The seeded owners of one card each (load-seed.ts), present in every run. */
function ownerEmails(): string[] {
  const first = BENCH_OWNER.cards + 1;
  return Array.from(
    { length: settings.smallCards - first + 1 },
    (_, index) => `owner${String(first + index).padStart(6, '0')}@bench.example`,
  );
}

export function handlesUpTo(count: number): string[] {
  return Array.from({ length: count }, (_, i) => handleOf(i + 1));
}

let forwardedFor = 0;
/** A different client address per login, as behind a load balancer (see the notes). */
function nextClientIp(): string {
  forwardedFor = (forwardedFor + 1) % 16_777_216;
  return `10.${(forwardedFor >> 16) & 255}.${(forwardedFor >> 8) & 255}.${forwardedFor & 255}`;
}

export async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientIp() },
    body: JSON.stringify({ email: BENCH_OWNER.email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return accessToken;
}

/**
 * Reads every path once (8 at a time) before the warm-up: the measurement starts in the steady
 * state of cards that were opened before, which random picks reach only slowly (5 000 keys
 * need ~40 000 random requests to all be seen).
 */
async function readEach(base: string, paths: string[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const response = await fetch(`${base}${paths[next++]}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** What every phone's browser takes: the pages are kept and sent gzipped (decision 076). */
const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

/** A phone's browser: requests with it are counted by Insights (no User-Agent: not counted). */
const BROWSER = {
  ...GZIP,
  'user-agent':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
};

/**
 * A phone's reads of one endpoint twice: with recording off (the same requests as a prefetch,
 * which Insights skips), then counted.
 */
function countedPair(read: {
  id: 'publicApi' | 'page' | 'vcard';
  label: string;
  paths: string[];
}): Endpoint[] {
  const request = (headers: Record<string, string>) => () => ({
    paths: read.paths,
    headers: { ...BROWSER, ...headers },
    forwardedFor: true,
  });
  return [
    {
      id: `${read.id}Off`,
      label: `${read.label} (recording off)`,
      request: request({ 'sec-purpose': 'prefetch' }),
    },
    { id: `${read.id}Counted`, label: `${read.label} (counted)`, request: request({}) },
  ];
}

export function appEndpoints(allKeys: Keys): Endpoint[] {
  const keys = visitedKeys(allKeys);
  // Signed in just before its own measurement, so a long run cannot outlive the access token.
  let accessToken = '';
  // Many owners signing in, each now and then: one account hammered by 50 connections would
  // meet its own per-e-mail limit (counted before the password is checked, decision 009).
  const apiPaths = keys.handles.map((key) => `/api/card-profiles/public/${key}`);
  const pagePaths = keys.handles.map((key) => `/u/${key}`);
  const languagePaths = pagePaths.flatMap((path) =>
    ['en', 'de', 'ja', 'ar'].map((language) => `${path}?lang=${language}`),
  );
  const vcardPaths = keys.uuids.map((uuid) => `/api/vcard/${uuid}/download`);
  const loginBodies = ownerEmails().map((email) => JSON.stringify({ email, password: PASSWORD }));
  return [
    {
      id: 'publicApi',
      label: 'GET /api/card-profiles/public/{handle}',
      prepare: (base) => readEach(base, apiPaths),
      request: () => ({ paths: apiPaths }),
    },
    {
      id: 'page',
      label: 'GET /u/{handle}',
      prepare: (base) => readEach(base, pagePaths),
      request: () => ({ paths: pagePaths, headers: GZIP }),
    },
    // Visitors in four languages: each page kept once per language, so the cache holds four
    // times the pages; the reference answers the English bytes to all (within 2% of each size).
    {
      id: 'pageLanguages',
      label: 'GET /u/{handle}?lang= (en, de, ja, ar in turn)',
      prepare: (base) => readEach(base, languagePaths),
      request: () => ({ paths: languagePaths, headers: GZIP }),
    },
    {
      id: 'vcard',
      label: 'GET /api/vcard/{uuid}/download',
      prepare: (base) => readEach(base, vcardPaths),
      request: () => ({ paths: vcardPaths }),
    },
    // Recorded by Insights: a browser's User-Agent, each request from its own address (a new
    // visitor, the most the recorder writes), the share tags on. Each comes after the same
    // requests with recording off (a prefetch, which Insights skips): its row to compare with.
    ...countedPair({
      id: 'publicApi',
      label: 'GET /api/card-profiles/public/{handle}?view=1',
      paths: apiPaths.map((path) => `${path}?view=1&src=qr`),
    }),
    ...countedPair({
      id: 'page',
      label: 'GET /u/{handle}?src=qr',
      paths: pagePaths.map((path) => `${path}?src=qr`),
    }),
    ...countedPair({ id: 'vcard', label: 'GET /api/vcard/{uuid}/download', paths: vcardPaths }),
    {
      id: 'cards',
      label: 'GET /api/cards (signed in, 5 cards)',
      prepare: async (base) => {
        accessToken = await login(base);
      },
      request: () => ({
        paths: ['/api/cards'],
        headers: { authorization: `Bearer ${accessToken}` },
      }),
    },
    {
      id: 'login',
      label: 'POST /api/auth/login (argon2id)',
      request: () => ({
        method: 'POST',
        paths: ['/api/auth/login'],
        bodies: loginBodies,
        headers: { 'content-type': 'application/json' },
        forwardedFor: !settings.loginSingleIp,
      }),
    },
  ];
}
