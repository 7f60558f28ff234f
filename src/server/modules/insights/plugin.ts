import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InsightsRecorder, MAX_BATCH_EVENTS, MAX_BUFFERED_EVENTS } from './recorder';
import { writeInsightBatch } from './write-batch';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts views, saves, clicks and messages for the owners' Insights (decision 021). */
    insights: InsightsRecorder;
  }
}

/**
 * The process's Insights recorder: writes its buffer every second, and what is left when the
 * server closes (before the database does).
 */
export default fp(
  async (app: FastifyInstance) => {
    const { db, kind } = app.deps.database;
    const recorder = new InsightsRecorder(
      (batch) => writeInsightBatch(db, batch),
      app.log,
      MAX_BUFFERED_EVENTS,
      MAX_BATCH_EVENTS[kind],
    );
    app.decorate('insights', recorder);
    app.addHook('onReady', async () => recorder.start());
    app.addHook('onClose', async () => recorder.stop());
  },
  { name: 'insights', dependencies: ['deps'] },
);
