/**
 * The reference for the load benchmark (bench/load.ts): a bare Fastify 5 server whose three
 * routes, shaped like the public endpoints, answer the exact bytes the real server answered for
 * one card (profile JSON, page HTML gzipped as phones get it, vCard). No database, no plugins, no validation, no logging:
 * the framework's own cost of answering those bytes.
 *
 * Env: PORT, HOST (default 127.0.0.1), REF_JSON_FILE, REF_HTML_FILE, REF_VCARD_FILE.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3202);
const host = process.env.HOST ?? '127.0.0.1';
function bytes(name: string): Buffer {
  const file = process.env[name];
  if (!file) throw new Error(`${name} is required`);
  return readFileSync(file);
}
const json = bytes('REF_JSON_FILE');
const html = bytes('REF_HTML_FILE');
const vcard = bytes('REF_VCARD_FILE');

const app = Fastify({ logger: false });

app.get('/readyz', async () => ({ ok: true }));

// The bytes as they are: no serialisation, so this is the framework's own cost only.
app.get('/api/card-profiles/public/:key', (_request, reply) => {
  void reply.type('application/json; charset=utf-8').send(json);
});
app.get('/u/:key', (_request, reply) => {
  void reply.type('text/html; charset=utf-8').header('content-encoding', 'gzip').send(html);
});
app.get('/api/vcard/:uuid/download', (_request, reply) => {
  void reply.type('text/vcard; charset=utf-8').send(vcard);
});

await app.listen({ host, port });

const stop = () => {
  void app.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
