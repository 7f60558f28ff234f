import type { JobWorker } from '#server/lib/job-worker';
import { createJobWorker } from '#server/lib/job-worker';
import { mailJobs } from '#server/modules/mail/mail-worker';

/** A job worker that runs the mail queue only: for the tests of mail delivery itself. */
export function mailWorker(options: Parameters<typeof mailJobs>[0]): JobWorker {
  return createJobWorker({
    queues: [mailJobs(options)],
    clock: options.clock,
    log: { error: options.log.warn.bind(options.log) },
  });
}
