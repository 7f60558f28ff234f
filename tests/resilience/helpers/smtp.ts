import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  /** Mails whose DATA the server accepted with a 250 the client was still there to read. */
  received: ReceivedMail[];
  /** Resolves when the first DATA transfer of a mail begins (the transaction is in progress). */
  dataStarted(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback. `acceptDelayMs` holds the answer to each DATA that long after
 * the message arrived, like a slow mail server; the mail counts as received once answered.
 */
export async function startSmtpServer(
  options: { port?: number; acceptDelayMs?: number } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiting: Array<() => void> = [];
  const closed = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      for (const resolve of waiting.splice(0)) resolve();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          // A client that hung up before the answer never learnt the mail was taken.
          if (closed.has(session.id)) {
            callback(new Error('client went away before the answer'));
            return;
          }
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        }, options.acceptDelayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    dataStarted: () => new Promise<void>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
