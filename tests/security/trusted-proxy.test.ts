import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/config';
import { fastifyTrustProxy } from '#server/lib/trust-proxy';
import { LEAD_LIMITS } from '#server/modules/leads/capture-lead';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

/** The load balancer in front: every request reaches the app from this address. */
const LOAD_BALANCER = '10.0.0.2';

/** What the load balancer forwards: whatever the client wrote, then the client's address. */
function throughLoadBalancer(clientIp: string, clientWritten?: string) {
  return {
    remoteAddress: LOAD_BALANCER,
    headers: { 'x-forwarded-for': clientWritten ? `${clientWritten}, ${clientIp}` : clientIp },
  };
}

let spoofCounter = 0;
/** A new client-written X-Forwarded-For value on every call, in the shapes attackers use. */
function spoofed(): string {
  spoofCounter += 1;
  const shapes = [
    `198.51.100.${spoofCounter % 250}`,
    `192.0.2.${spoofCounter % 250}, 10.0.0.${spoofCounter % 250}`,
    `unknown`,
    `127.0.0.1`,
    `2001:db8::${spoofCounter.toString(16)}`,
  ];
  return shapes[spoofCounter % shapes.length] ?? 'unknown';
}

describe('request.ip behind TRUST_PROXY', () => {
  async function ipSeenBy(trustProxy: string, remoteAddress: string, forwardedFor: string) {
    const app = Fastify({
      trustProxy: fastifyTrustProxy(loadConfig({ TRUST_PROXY: trustProxy }).trustProxy),
    });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    const response = await app.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    await app.close();
    return (response.json() as { ip: string }).ip;
  }

  it('is the entry the one proxy appended, never one the client wrote (hop count 1)', async () => {
    expect(await ipSeenBy('1', LOAD_BALANCER, '203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeenBy('1', LOAD_BALANCER, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeenBy('1', LOAD_BALANCER, '1.1.1.1, 2.2.2.2, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('trusts only the listed proxies (CIDR list)', async () => {
    expect(await ipSeenBy('10.0.0.0/8', LOAD_BALANCER, '198.51.100.1, 203.0.113.7')).toBe(
      '203.0.113.7',
    );
    // A client reaching the app directly cannot choose its address.
    expect(await ipSeenBy('10.0.0.0/8', '203.0.113.66', '198.51.100.1')).toBe('203.0.113.66');
  });

  it('is the socket address when no proxy is trusted (the default)', async () => {
    expect(await ipSeenBy('false', LOAD_BALANCER, '203.0.113.7')).toBe(LOAD_BALANCER);
  });
});

describe.each(databaseKinds)('limits behind one load balancer (TRUST_PROXY=1) on %s', (kind) => {
  const PER_IP = 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      TRUST_PROXY: '1',
      LOGIN_MAX_FAILURES_PER_IP: String(PER_IP),
      LOGIN_MAX_FAILURES_PER_EMAIL: '1000',
    });
  });
  afterAll(() => t.close());

  /** A wrong login for a new e-mail each time, so only the per-IP limit can answer 429. */
  const wrongLogin = (clientIp: string, clientWritten?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `nobody-${randomUUID()}@example.com`, password: 'not the password' },
      ...throughLoadBalancer(clientIp, clientWritten),
    });

  it('the per-IP login limit is neither reset nor split by client-written entries', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < PER_IP + 3; attempt += 1) {
      statuses.push((await wrongLogin('203.0.113.7', spoofed())).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    // Without any spoofing the same client stays limited...
    expect((await wrongLogin('203.0.113.7')).statusCode).toBe(429);
    // ...and another client behind the same load balancer is not (the limit is not shared).
    expect((await wrongLogin('203.0.113.8', '203.0.113.7')).statusCode).toBe(401);
  });

  it('the per-route rate limit counts per real client, whatever the client writes', async () => {
    const send = (clientIp: string, clientWritten?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/card-profiles/public/${randomUUID()}/send-message`,
        payload: { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
        ...throughLoadBalancer(clientIp, clientWritten),
      });
    const statuses: number[] = [];
    const limit = LEAD_LIMITS.floodPerMinute;
    for (let request = 0; request < limit + 2; request += 1) {
      statuses.push((await send('203.0.113.20', spoofed())).statusCode);
    }
    // The route's limit a minute: the first ones reach the route, the rest are refused.
    expect(statuses.slice(0, limit).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(limit)).toEqual([429, 429]);
    expect((await send('203.0.113.21', '203.0.113.20')).statusCode).not.toBe(429);
  });
});
