import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { ROUTES } from '#shared/routes';

export const REDACTED = '[redacted]';

/**
 * The web app's pages whose path carries a token, e.g. /create-account/:token, as one pattern:
 * every request's URL passes here (one access line each), so one test rather than one a page.
 */
const tokenPathPattern = new RegExp(
  `^(${Object.values(ROUTES)
    .filter((route) => route.includes(':token'))
    .map((route) => (route.split(':token')[0] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})[^/?#]+`,
);

/** A path segment that looks like a random token (32+ URL-safe characters, no dot). */
const TOKEN_LIKE_SEGMENT = /(?<=\/)[A-Za-z0-9_-]{32,}(?=\/|$)/g;

/**
 * The URL as it may be logged: token segments of token pages, any token-like segment and every
 * query value are replaced, so a log never holds a link that opens someone's account.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  pathname = pathname.replace(tokenPathPattern, `$1${REDACTED}`);
  pathname = pathname.replace(TOKEN_LIKE_SEGMENT, REDACTED);
  if (queryStart === -1) return pathname;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const [key] = pair.split('=');
      // A bare item (`?abc`) is itself a value.
      return pair.includes('=') ? `${key}=${REDACTED}` : REDACTED;
    })
    .join('&');
  return `${pathname}?${query}`;
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Requests an operator rarely wants at info level: probes, the web app's files and uploads
 * (anything outside /api with a file extension).
 */
export function isQuietPath(url: string): boolean {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  if (pathname === '/healthz' || pathname === '/readyz') return true;
  if (pathname.startsWith('/uploads/') || pathname.startsWith('/assets/')) return true;
  return !pathname.startsWith('/api/') && /\/[^/]+\.[A-Za-z0-9]+$/.test(pathname);
}

/**
 * One access line per request, written when it is answered ("request completed", or "request
 * errored" at error level), with the redacted URL, the status code and the time taken: Fastify's
 * "incoming request" line doubled the logging work of every request for nothing an operator
 * reads (decision 030). Probes and static files are logged at debug level (not info); the
 * "route not found" line is left out too, the access line says 404.
 */
export class AppLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    const level = isQuietPath(request.url) ? 'debug' : 'info';
    reply.log[level](
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }

  override routeNotFound() {}
}
