import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport, OutgoingMail } from './mail-transport';

/**
 * MAIL_TRANSPORT=log (and the embedded default): nothing leaves the machine. Each mail is logged
 * by id and subject only: its body holds links that open an account (invitations, resets), and
 * logs are read by more people, and kept longer, than a mailbox. Outside production the whole
 * mail stays readable at /dev/mail from the queue table.
 */
export function outboxTransport(log: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  return {
    kind: 'outbox',
    async send(mail: OutgoingMail) {
      log.info(
        { mail: { id: mail.id, subject: mail.subject } },
        `Mail ${mail.id ?? '(no id)'} kept in the outbox: "${mail.subject}"`,
      );
    },
    async close() {},
  };
}
