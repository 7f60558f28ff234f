import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './runtime';

/**
 * One kind of durable job (mail, a webhook delivery, a CRM push; decision 044). Its rows live
 * in the database, written in the transaction of the change that causes them; each kind's table
 * is also the record the product shows (the console's mail, a webhook's delivery log, a lead's
 * CRM state), so the kinds share this engine rather than one table.
 */
export interface JobQueue {
  /** For the logs. */
  name: string;
  /** How many of its jobs run at once in one process (a slow receiver holds one slot). */
  concurrency: number;
  /**
   * Claims one due job and runs it, recording the outcome (done, retry at, given up); answers
   * false when none was due. The claim is `FOR UPDATE SKIP LOCKED`, so several processes never
   * claim the same job, with a lease (its next attempt pushed past the longest run), so the job
   * of a process that died mid-run is claimed again later: delivery is at least once.
   */
  runNext(now: Date): Promise<boolean>;
}

/** What AppDeps.jobs does: runs every queue's due jobs in this process. */
export interface JobWorker {
  /** Runs what is due now, every queue, until none is left; answers how many jobs it ran. */
  runOnce(): Promise<number>;
  /** Asks for a run soon (after a job was queued), instead of waiting for the next poll. */
  kick(): void;
  start(): void;
  /** Finishes the jobs in flight and claims no more (shutdown). */
  stop(): Promise<void>;
}

export function createJobWorker(options: {
  queues: JobQueue[];
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
  pollMs?: number;
}): JobWorker {
  const pollMs = options.pollMs ?? 5_000;
  let timer: ReturnType<typeof setInterval> | undefined;
  /** Set by stop(): finish the jobs in flight, claim no more. */
  let stopping = false;

  /**
   * Each queue runs on its own: a kick restarts a queue that went idle at once, whatever the
   * others are doing, so a mail is never held behind a backlog of slow webhook deliveries.
   */
  const runners = options.queues.map((queue) => {
    /** Slots running now, and the jobs they ran since the queue was last idle. */
    let active = 0;
    let count = 0;
    /** A run was asked for while the slots ran: a slot that finds nothing looks once more. */
    let again = false;
    let idle: { promise: Promise<number>; resolve: (count: number) => void } | null = null;

    /**
     * Each slot claims one job at a time, so a slow job holds only its slot and the others go
     * on; a stopped worker claims nothing more, so nothing it did not run is left leased.
     */
    async function slot(): Promise<void> {
      while (!stopping) {
        try {
          if (await queue.runNext(options.clock.now())) {
            count += 1;
            continue;
          }
        } catch (error) {
          // runNext() records a job's own failures; this is a bug or a database outage, and
          // the lease hands the job back later. The slot stops until the next run.
          options.log.error({ err: error, queue: queue.name }, 'job run failed');
          return;
        }
        if (!again) return;
        again = false;
      }
    }

    function launch() {
      active += 1;
      void slot().finally(() => {
        active -= 1;
        if (active > 0 || !idle) return;
        const done = idle;
        idle = null;
        done.resolve(count);
        count = 0;
      });
    }

    return {
      /**
       * Fills every idle slot at once, even while others are busy with slow jobs: a queue
       * whose one slot works through a long backlog (one CRM's) still runs the rest at once
       * (another CRM's leads) on the others. Answers when every slot found nothing left.
       */
      run(): Promise<number> {
        again = true;
        if (!idle) {
          let resolve!: (count: number) => void;
          const promise = new Promise<number>((done) => (resolve = done));
          idle = { promise, resolve };
        }
        const { promise } = idle;
        while (active < queue.concurrency && !stopping) launch();
        if (active === 0 && idle) {
          // Stopping: nothing was launched.
          const done = idle;
          idle = null;
          done.resolve(0);
        }
        return promise;
      },
      idle: () => idle?.promise ?? Promise.resolve(0),
    };
  });

  async function runOnce(): Promise<number> {
    const counts = await Promise.all(runners.map((runner) => runner.run()));
    return counts.reduce((sum, count) => sum + count, 0);
  }

  const runQuietly = () => {
    runOnce().catch((error: unknown) => options.log.error({ err: error }, 'job worker run failed'));
  };

  return {
    runOnce,
    kick: () => {
      if (timer !== undefined) setImmediate(runQuietly);
    },
    start() {
      if (timer !== undefined) return;
      timer = setInterval(runQuietly, pollMs);
      timer.unref();
      setImmediate(runQuietly);
    },
    async stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      stopping = true;
      try {
        await Promise.all(runners.map((runner) => runner.idle()));
      } finally {
        stopping = false;
      }
    },
  };
}
