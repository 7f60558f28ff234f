/**
 * The floor of any server for the load benchmark (bench/load.ts): the HTML bytes the real
 * GET /u/{handle} answered, saved to a file and served by node:http with a file stream. No
 * framework, no routing, no database: what any Node server pays at least to answer that page.
 * (node:http + fs stream rather than @fastify/static, whose framework cost is what the Fastify
 * reference measures; a file stream rather than a buffer in memory, because that is what a
 * static file server does.)
 *
 * Env: PORT, HOST (default 127.0.0.1), REF_BODY_FILE (the HTML bytes).
 */
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';

const port = Number(process.env.PORT ?? 3203);
const host = process.env.HOST ?? '127.0.0.1';
const file = process.env.REF_BODY_FILE;
if (!file) throw new Error('REF_BODY_FILE is required');
const { size } = statSync(file);

const server = http.createServer((request, response) => {
  if (request.url === '/readyz') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': size,
    'cache-control': 'no-cache',
  });
  createReadStream(file)
    .on('error', () => response.destroy())
    .pipe(response);
});
// Like Fastify's default, so both references keep connections alive the same way.
server.keepAliveTimeout = 72_000;

server.listen(port, host);

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
