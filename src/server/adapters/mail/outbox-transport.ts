import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport, OutgoingMail } from './mail-transport';

/**
 * The embedded default: nothing leaves the machine. Each mail is printed to the log with its
 * links (so a developer can follow them) and stays readable at /dev/mail from the queue table.
 */
export function outboxTransport(log: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  return {
    kind: 'outbox',
    async send(mail: OutgoingMail) {
      const links = [...new Set(mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
      log.info(
        { mail: { to: mail.to, subject: mail.subject, links } },
        `Mail to ${mail.to}: "${mail.subject}"${links.length ? ` — ${links.join(' ')}` : ''}`,
      );
    },
    async close() {},
  };
}
