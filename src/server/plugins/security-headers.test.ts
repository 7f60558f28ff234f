import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import securityHeaders, { helmetHeaders } from './security-headers';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"], upgradeInsecureRequests: [] },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet's own middleware sets on a real response over HTTP. */
async function headersFromHelmetOverHttp(options: HelmetOptions): Promise<Record<string, string>> {
  const middleware = helmet(options);
  const server = createServer((request, response) =>
    middleware(request, response, () => response.end()),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (
        !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)
      )
        headers[name] = value;
    });
    return headers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('security headers', () => {
  it('are exactly the headers helmet itself sets for the same options', async () => {
    const computed = helmetHeaders(OPTIONS);
    expect(computed).toEqual(await headersFromHelmetOverHttp(OPTIONS));
    expect(computed['content-security-policy']).toBe(
      "default-src 'self';frame-ancestors 'none';upgrade-insecure-requests",
    );
    expect(computed).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it('refuses options helmet refuses, at start rather than on a request', () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { 'default-src': ['self'] } } }),
    ).toThrow(/self/);
  });

  it("go on every answer, and a route's own header (or its plugin's hook's) still wins", async () => {
    const app = Fastify();
    await app.register(securityHeaders, { options: OPTIONS });
    app.get('/plain', async () => ({ ok: true }));
    app.get('/sandboxed', (_request, reply) => {
      void reply.header('content-security-policy', "sandbox; default-src 'none'").send('file');
    });
    // As the uploads do: a hook of the plugin that serves them, run after the app's.
    await app.register(async (files) => {
      files.addHook('onRequest', (_request, reply, done) => {
        reply.header('content-security-policy', "sandbox; default-src 'none'");
        done();
      });
      files.get('/files/one', (_request, reply) => void reply.send('file'));
    });
    try {
      const plain = await app.inject({ url: '/plain' });
      expect(plain.headers['content-security-policy']).toBe(
        "default-src 'self';frame-ancestors 'none';upgrade-insecure-requests",
      );
      expect(plain.headers['x-frame-options']).toBe('SAMEORIGIN');
      const missing = await app.inject({ url: '/nowhere' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-content-type-options']).toBe('nosniff');
      const sandboxed = await app.inject({ url: '/sandboxed' });
      expect(sandboxed.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      const file = await app.inject({ url: '/files/one' });
      expect(file.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
    } finally {
      await app.close();
    }
  });
});
