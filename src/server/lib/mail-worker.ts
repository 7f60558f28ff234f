/**
 * What AppDeps.mailWorker does: delivers the mail queue. The mail module builds the real one
 * (modules/mail/mail-worker.ts); the interface lives here so AppDeps imports no module.
 */
export interface MailWorker {
  /** Delivers what is due now; answers how many mails it attempted. */
  runOnce(): Promise<number>;
  /** Asks for a run soon (after a mail was queued), instead of waiting for the next poll. */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}
