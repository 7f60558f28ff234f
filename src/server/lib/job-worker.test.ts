import { describe, expect, it } from 'vitest';
import { createJobWorker, type JobQueue } from './job-worker';
import { systemClock } from './runtime';

/** A queue of `jobs` jobs, each taking `ms`; `done` lists them in the order they ended. */
function queue(name: string, jobs: number, ms: number, done: string[], concurrency = 1) {
  let left = jobs;
  const kind: JobQueue & { add(): void } = {
    name,
    concurrency,
    async runNext() {
      if (left === 0) return false;
      left -= 1;
      await new Promise((resolve) => setTimeout(resolve, ms));
      done.push(name);
      return true;
    },
    add: () => (left += 1),
  };
  return kind;
}

const quiet = { error() {} };

describe('the job worker', () => {
  it('runs a job queued on an idle queue at once, whatever another queue is still doing', async () => {
    const done: string[] = [];
    const slow = queue('webhook', 10, 100, done);
    const mail = queue('mail', 0, 1, done);
    const worker = createJobWorker({ queues: [mail, slow], clock: systemClock, log: quiet });
    const run = worker.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 150));
    mail.add();
    const started = performance.now();
    void worker.runOnce();
    while (!done.includes('mail')) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(performance.now() - started).toBeLessThan(100);
    expect(done.filter((name) => name === 'webhook').length).toBeLessThan(5);
    await run;
    await worker.stop();
  });

  it('runs a queue in as many slots as its concurrency, and stop() waits for the jobs in flight', async () => {
    const done: string[] = [];
    const deliveries = queue('webhook', 8, 100, done, 4);
    const worker = createJobWorker({ queues: [deliveries], clock: systemClock, log: quiet });
    const started = performance.now();
    const run = worker.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await worker.stop();
    // Four were in flight when it stopped: they finished, and no more were claimed.
    expect(done).toHaveLength(4);
    expect(performance.now() - started).toBeLessThan(190);
    expect(await run).toBe(4);
  });

  it('fills an idle slot at once while another slot of the queue works through a long job', async () => {
    // One slot busy with a 400 ms job (one CRM's slow batch); the other slot found nothing and
    // stopped. A job queued now runs at once in that slot, not after the long one.
    const done: string[] = [];
    let queued = 0;
    let longTaken = false;
    const crm: JobQueue = {
      name: 'crm',
      concurrency: 2,
      async runNext() {
        if (!longTaken) {
          longTaken = true;
          await new Promise((resolve) => setTimeout(resolve, 400));
          done.push('long');
          return true;
        }
        if (queued === 0) return false;
        queued -= 1;
        done.push('short');
        return true;
      },
    };
    const worker = createJobWorker({ queues: [crm], clock: systemClock, log: quiet });
    const run = worker.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 50));
    queued = 1;
    void worker.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toEqual(['short']);
    expect(await run).toBe(2);
    await worker.stop();
  });
});
