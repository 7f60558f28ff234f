// Load bench endpoint table: what each endpoint requests, with rotating keys and the bench login.
import type autocannon from 'autocannon';
import { BENCH_OWNER, handleOf } from '../load-seed';
import { PASSWORD, settings } from './settings';
import { type EndpointId } from './types';

export interface Endpoint {
  id: EndpointId;
  label: string;
  /** A fresh request list per autocannon run (autocannon mutates it). */
  requests: () => autocannon.Request[];
  /** Runs before the check and the warm-up. */
  prepare?: () => Promise<void>;
  /** One request checked before the load: it must answer 200. */
  check: { path: string; init?: () => RequestInit & { headers?: Record<string, string> } };
}

export interface Keys {
  handles: string[];
  uuids: string[];
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Every request to a different key, chosen at random from all of them. */
function rotating(paths: () => string): () => autocannon.Request[] {
  return () => [{ setupRequest: (request) => ({ ...request, path: paths() }) }];
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

export function appEndpoints(keys: Keys, base: string): Endpoint[] {
  // Signed in just before its own measurement, so a long run cannot outlive the access token.
  let accessToken = '';
  const loginBody = JSON.stringify({ email: BENCH_OWNER.email, password: PASSWORD });
  const json = { 'content-type': 'application/json' };
  return [
    {
      id: 'publicApi',
      label: 'GET /api/card-profiles/public/{handle}',
      requests: rotating(() => `/api/card-profiles/public/${pick(keys.handles)}`),
      check: { path: `/api/card-profiles/public/${keys.handles[0]}` },
    },
    {
      id: 'page',
      label: 'GET /u/{handle}',
      requests: rotating(() => `/u/${pick(keys.handles)}`),
      check: { path: `/u/${keys.handles[0]}` },
    },
    {
      id: 'vcard',
      label: 'GET /api/vcard/{uuid}/download',
      requests: rotating(() => `/api/vcard/${pick(keys.uuids)}/download`),
      check: { path: `/api/vcard/${keys.uuids[0]}/download` },
    },
    {
      id: 'cards',
      label: 'GET /api/cards (signed in, 5 cards)',
      prepare: async () => {
        accessToken = await login(base);
      },
      requests: () => [
        { method: 'GET', path: '/api/cards', headers: { authorization: `Bearer ${accessToken}` } },
      ],
      check: {
        path: '/api/cards',
        init: () => ({ headers: { authorization: `Bearer ${accessToken}` } }),
      },
    },
    {
      id: 'login',
      label: 'POST /api/auth/login (argon2id)',
      requests: () => [
        {
          method: 'POST',
          path: '/api/auth/login',
          body: loginBody,
          headers: json,
          ...(settings.loginSingleIp
            ? {}
            : {
                setupRequest: (request: autocannon.Request) => ({
                  ...request,
                  headers: { ...request.headers, 'x-forwarded-for': nextClientIp() },
                }),
              }),
        },
      ],
      check: {
        path: '/api/auth/login',
        init: () => ({
          method: 'POST',
          body: loginBody,
          headers: { ...json, 'x-forwarded-for': nextClientIp() },
        }),
      },
    },
  ];
}
