import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AddressLimits, SharedAddressLimits } from './limit-per-address';
import { InsightsRecorder, MAX_BATCH_EVENTS, MAX_BUFFERED_EVENTS } from './recorder';
import { writeInsightBatch } from './write-batch';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts views, saves, clicks and messages for the owners' Insights (decision 021). */
    insights: InsightsRecorder;
    /** What one address may add to one card's Insights, counted in this process (decision 029). */
    insightLimits: AddressLimits;
  }
}

/**
 * The process's Insights recorder: writes its buffer every second, and what is left when the
 * server closes (before the database does). Before a batch is written, the per-address limits
 * shared by every process take out what other processes already counted (decision 029).
 */
export default fp(
  async (app: FastifyInstance) => {
    const { kind } = app.deps.database;
    const shared = new SharedAddressLimits(app.deps, app.log);
    const recorder = new InsightsRecorder(
      async (batch) => {
        await shared.apply(batch);
        await writeInsightBatch(app.deps, batch);
      },
      app.log,
      MAX_BUFFERED_EVENTS,
      MAX_BATCH_EVENTS[kind],
    );
    app.decorate('insights', recorder);
    app.decorate('insightLimits', new AddressLimits(app.deps.clock));
    app.addHook('onReady', async () => recorder.start());
    app.addHook('onClose', async () => recorder.stop());
  },
  { name: 'insights', dependencies: ['deps'] },
);
