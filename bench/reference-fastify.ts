/**
 * The framework ceiling for the load benchmark (bench/load.ts): a bare Fastify 5 server with one
 * route, shaped like the public profile API, that answers the exact JSON bytes the real API
 * answered for one handle. No database, no plugins, no validation, no logging.
 *
 * Env: PORT, HOST (default 127.0.0.1), REF_BODY_FILE (the JSON bytes).
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3202);
const host = process.env.HOST ?? '127.0.0.1';
const bodyFile = process.env.REF_BODY_FILE;
if (!bodyFile) throw new Error('REF_BODY_FILE is required');
const body = readFileSync(bodyFile);

const app = Fastify({ logger: false });

app.get('/readyz', async () => ({ ok: true }));

app.get('/api/card-profiles/public/:key', (_request, reply) => {
  // The bytes as they are: no serialisation, so this is the framework's own cost only.
  void reply.type('application/json; charset=utf-8').send(body);
});

await app.listen({ host, port });

const stop = () => {
  void app.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
