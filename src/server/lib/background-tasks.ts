import type { FastifyBaseLogger } from 'fastify';

/** Work a request starts but does not wait for, e.g. what must not show in its response time. */
export interface BackgroundTasks {
  /** Starts `task` after the current request's answer is on its way; a failure is logged. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has finished (app close, tests). */
  idle(): Promise<void>;
}

export function backgroundTasks(log: Pick<FastifyBaseLogger, 'error'>): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, `background task failed: ${name}`),
        )
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
