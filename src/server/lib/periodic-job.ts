import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` every `intervalMs` in this process (and once after `firstRunMs`, if given), never
 * two rounds at once; a failed round is logged and the next tick tries again. The timers do not
 * hold the process open, and `stop()` clears them.
 */
export function startPeriodicJob(options: {
  intervalMs: number;
  firstRunMs?: number;
  work: () => Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Logged with the error when a round fails, e.g. 'retention run failed'. */
  failureMessage: string;
}): { stop(): void } {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    options
      .work()
      .catch((error: unknown) => options.log.warn({ err: error }, options.failureMessage))
      .finally(() => {
        running = false;
      });
  };
  const first = options.firstRunMs === undefined ? undefined : setTimeout(run, options.firstRunMs);
  const timer = setInterval(run, options.intervalMs);
  first?.unref();
  timer.unref();
  return {
    stop() {
      if (first) clearTimeout(first);
      clearInterval(timer);
    },
  };
}
