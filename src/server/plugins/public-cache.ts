import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listenForChanges, type ChangeFeed } from '#server/db/change-notifications';
import { PublicReadCache, UNKNOWN_KEY_LIMITS } from '#server/lib/public-read-cache';
import { tooManyRequestsMessage } from '#shared/copy';

declare module 'fastify' {
  interface FastifyInstance {
    /** What visitors read, kept in memory and dropped on every change (decision 019). */
    publicCache: PublicReadCache;
  }
}

/**
 * A refused unknown-key lookup is answered after this long (decision 029): a flood from one
 * address then sends about one request per connection and second instead of all it can.
 */
const UNKNOWN_KEY_REFUSAL_DELAY_MS = 1_000;

/** How long a write's answer waits for this process to have heard its change, at most. */
const SETTLE_MS = 1_000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The public read cache and the change feed that keeps it true: entries are dropped when the
 * database announces a change of their card or owner, and nothing is served from memory while
 * the feed is down.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { clock } = app.deps;
    const cache = new PublicReadCache(app.deps.config.publicCacheBytes, () =>
      clock.now().getTime(),
    );
    app.decorate('publicCache', cache);
    // Unknown handles and uuids per address, shared by every process with Redis (decision 029).
    let limiterDown = false;
    cache.limitUnknownKeys({
      limiter: app.deps.createLimiter('public-unknown-key', UNKNOWN_KEY_LIMITS.windowSeconds),
      message: tooManyRequestsMessage(`${UNKNOWN_KEY_LIMITS.windowSeconds / 60} minutes`),
      refusalDelayMs: UNKNOWN_KEY_REFUSAL_DELAY_MS,
      onError(error) {
        // Once per outage: a flood would otherwise write this line per request.
        if (limiterDown) return;
        limiterDown = true;
        app.log.warn({ err: error }, 'unknown-key limiter unreachable: public reads not limited');
        setTimeout(() => (limiterDown = false), 60_000).unref();
      },
    });
    if (app.deps.config.publicCacheBytes === 0) return;
    let feed: ChangeFeed | undefined;

    app.addHook('onReady', async () => {
      feed = await listenForChanges(
        app.deps.database,
        {
          onChange: (payload) => cache.invalidate(payload),
          onListening: () => cache.setListening(true),
          onLost: () => cache.setListening(false),
        },
        { log: app.log },
      );
      cache.settleWith(feed.settle);
    });
    app.addHook('onClose', async () => {
      cache.setListening(false);
      await feed?.close();
    });

    // Read your own writes: a write's answer leaves once this process has heard every change
    // committed before it, so the owner who saves and opens their page never sees the old one
    // here (other processes hear it within the same fraction of a second). Free on PGlite, one
    // short query on PostgreSQL, and skipped while nothing is cached (nor known missing: a handle
    // just taken must not answer 404 from memory).
    // Not an async hook: every GET passes here, and a visitor's read should not pay for a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      const empty = cache.entries === 0 && cache.negativeEntries === 0;
      if (READS.has(request.method) || reply.statusCode >= 400 || empty) {
        done(null, payload);
        return;
      }
      cache.settle(SETTLE_MS).then(
        () => done(null, payload),
        (error: Error) => done(error),
      );
    });
  },
  { name: 'public-cache', dependencies: ['deps'] },
);
