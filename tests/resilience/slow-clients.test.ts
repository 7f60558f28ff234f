import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config/config';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../support/test-app';

const REQUEST_TIMEOUT_SECONDS = 2;
const HEADERS_TIMEOUT_SECONDS = 1;
const IDLE_TIMEOUT_SECONDS = 2;
const KEEP_ALIVE_TIMEOUT_SECONDS = 1;

interface Ending {
  /** Milliseconds from connecting to the server closing the connection. */
  ms: number;
  /** What the server answered before closing, if anything. */
  answer: string;
}

/**
 * Opens a raw connection, writes `first`, then `drip` every 200 ms until the server closes it
 * (or 10 s pass: the test then fails). Answers when, and what it said.
 */
function holdConnection(port: number, first: string, drip?: string): Promise<Ending> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the connection open for 10 s'));
    }, 10_000);
    socket.on('connect', () => {
      if (first) socket.write(first);
      if (drip) timer = setInterval(() => socket.writable && socket.write(drip), 200);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {
      // A reset is also the server hanging up.
    });
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ ms: Date.now() - started, answer });
    });
  });
}

/** The server's own check runs every half headers timeout (see app.ts): allow that, and CI. */
const SLACK_MS = 1_500;

describe('slow clients are cut off', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      HTTP_REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
      HTTP_HEADERS_TIMEOUT_SECONDS: String(HEADERS_TIMEOUT_SECONDS),
      HTTP_IDLE_TIMEOUT_SECONDS: String(IDLE_TIMEOUT_SECONDS),
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: String(KEEP_ALIVE_TIMEOUT_SECONDS),
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('a client that sends its headers and trickles the body', async () => {
    const headers =
      'POST /api/auth/login HTTP/1.1\r\nHost: app\r\nContent-Type: application/json\r\n' +
      'Content-Length: 10000\r\n\r\n{"email":"';
    const ending = await holdConnection(port, headers, 'a');
    // 10 000 bytes at 5 a second would take half an hour.
    expect(ending.ms).toBeLessThan(REQUEST_TIMEOUT_SECONDS * 1000 + SLACK_MS);
    expect(ending.ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_SECONDS * 1000 - 200);
    expect(ending.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a client that trickles its headers', async () => {
    const ending = await holdConnection(port, 'GET /healthz HTTP/1.1\r\nHost: app\r\n', 'X: y\r\n');
    expect(ending.ms).toBeLessThan(HEADERS_TIMEOUT_SECONDS * 1000 + SLACK_MS);
    expect(ending.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('connections that send nothing, many at once, so file handles come back', async () => {
    const endings = await Promise.all(Array.from({ length: 30 }, () => holdConnection(port, '')));
    for (const ending of endings) {
      expect(ending.ms).toBeLessThan(HEADERS_TIMEOUT_SECONDS * 1000 + SLACK_MS);
    }
    // The server still answers a normal client.
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });

  it('a kept-alive connection idle after its answer', async () => {
    const ending = await holdConnection(
      port,
      'GET /healthz HTTP/1.1\r\nHost: app\r\nConnection: keep-alive\r\n\r\n',
    );
    expect(ending.answer).toMatch(/^HTTP\/1\.1 200 /);
    // Closed by the keep-alive timeout or the idle timeout, whichever Node applies first.
    expect(ending.ms).toBeLessThan(
      Math.max(KEEP_ALIVE_TIMEOUT_SECONDS, IDLE_TIMEOUT_SECONDS) * 1000 + SLACK_MS,
    );
  });

  it('takes long timeouts too (Node checks the headers timeout against the request one)', async () => {
    const config = loadConfig({
      JWT_SECRET: TEST_JWT_SECRET,
      HTTP_REQUEST_TIMEOUT_SECONDS: '500',
      HTTP_HEADERS_TIMEOUT_SECONDS: '400',
    });
    const app = await buildApp({ ...t.deps, config });
    try {
      expect(app.server.requestTimeout).toBe(500_000);
      expect(app.server.headersTimeout).toBe(400_000);
    } finally {
      await app.close();
    }
  });
});
