import type { FastifyBaseLogger } from 'fastify';
import { PermanentMailError, type MailTransport } from '#server/adapters/mail/mail-transport';
import type { Db } from '#server/db/client';
import type { JobQueue } from '#server/lib/job-worker';
import type { Clock } from '#server/lib/runtime';
import { claimDueMail, markFailedAttempt, markSent } from './mail-queue';

/**
 * The mail queue as a kind of job: one mail at a time per process, as a mail server prefers
 * one connection's steady stream to a burst.
 */
export function mailJobs(options: {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): JobQueue {
  return {
    name: 'mail',
    concurrency: 1,
    async runNext(now) {
      const mail = await claimDueMail(options.db, now);
      if (!mail) return false;
      try {
        await options.transport.send({
          id: mail.id,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          replyTo: mail.replyTo ?? undefined,
          ...(mail.attachment ? { attachments: [mail.attachment] } : {}),
        });
        await markSent(options.db, mail.id, options.clock.now());
      } catch (error) {
        const permanent = error instanceof PermanentMailError;
        const message = error instanceof Error ? error.message : String(error);
        options.log.warn(
          { mailId: mail.id, attempts: mail.attempts, permanent },
          `mail delivery failed: ${message}`,
        );
        await markFailedAttempt(
          options.db,
          mail,
          message.slice(0, 500),
          options.clock.now(),
          permanent,
        );
      }
      return true;
    },
  };
}
