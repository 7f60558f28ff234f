import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '#server/app-deps';
import { startPeriodicJob } from '#server/lib/periodic-job';
import { sweepOrphanUploads } from '../uploads/public';
import { pruneExpiredRows, type PrunedRows } from './prune-expired-rows';

export const RETENTION_INTERVAL_MS = 60 * 60_000;
/** The first run soon after start, so servers restarted more often than hourly still prune. */
export const RETENTION_FIRST_RUN_MS = 60_000;

export interface RetentionReport extends PrunedRows {
  uploadsDeleted: number;
  /** Orphan files the storage refused to delete: their rows stay for the next run. */
  uploadsFailed: number;
}

/** One retention run: expired rows of every growing table, then the orphan-upload sweep. */
export async function runRetention(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage' | 'config'>,
): Promise<RetentionReport> {
  const pruned = await pruneExpiredRows(deps);
  const swept = await sweepOrphanUploads(deps);
  return { ...pruned, uploadsDeleted: swept.deleted, uploadsFailed: swept.failed };
}

/**
 * Runs retention every hour in each server process. Every step deletes with SKIP LOCKED in
 * short batches, so processes running it at the same moment share the work; a failed run is
 * retried at the next tick.
 */
export function startRetentionJob(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage' | 'config'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): { stop(): void } {
  return startPeriodicJob({
    intervalMs: RETENTION_INTERVAL_MS,
    firstRunMs: RETENTION_FIRST_RUN_MS,
    work: async () => log.info({ retention: await runRetention(deps) }, 'retention run finished'),
    log,
    failureMessage: 'retention run failed',
  });
}
