import nodemailer from 'nodemailer';
import { PermanentMailError, type MailTransport, type OutgoingMail } from './mail-transport';

/** SMTP_URL (smtp:// or smtps://user:pass@host:port) through nodemailer. */
export function smtpTransport(options: { url: string; from: string }): MailTransport {
  const url = new URL(options.url);
  const secure = url.protocol === 'smtps:';
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    // Fail a dead server quickly; the queue retries later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(mail: OutgoingMail) {
      try {
        await transporter.sendMail({ from: options.from, ...mail });
      } catch (error) {
        const code = (error as { responseCode?: unknown }).responseCode;
        // 5xx is the server's final "no" for this message; anything else (connection refused,
        // timeouts, 4xx) is worth another try later.
        if (typeof code === 'number' && code >= 500 && code < 600) {
          throw new PermanentMailError(`SMTP ${code}: ${(error as Error).message}`);
        }
        throw error;
      }
    },
    async close() {
      transporter.close();
    },
  };
}
