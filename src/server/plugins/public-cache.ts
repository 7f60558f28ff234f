import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listenForChanges, type ChangeFeed } from '#server/db/change-notifications';
import { PublicReadCache } from '#server/lib/public-read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** What visitors read, kept in memory and dropped on every change (decision 019). */
    publicCache: PublicReadCache;
  }
}

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
    const cache = new PublicReadCache(app.deps.config.publicCacheBytes);
    app.decorate('publicCache', cache);
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
    // short query on PostgreSQL, and skipped while nothing is cached.
    // Not an async hook: every GET passes here, and a visitor's read should not pay for a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (READS.has(request.method) || reply.statusCode >= 400 || cache.entries === 0) {
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
