import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A real HTTP server on 127.0.0.1 that records what it is sent, the way a customer's receiver
 * (Zapier, an in-house endpoint) sees it. `answer` picks each response's status, and may wait.
 */
export async function startWebhookReceiver(
  answer: (count: number) => number | Promise<number> = () => 200,
) {
  const received: ReceivedDelivery[] = [];
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: performance.now(),
      });
      for (const waiter of waiting.filter((entry) => received.length >= entry.count)) {
        waiter.resolve();
      }
      void Promise.resolve(answer(received.length)).then((status) => {
        if (!response.destroyed) response.writeHead(status).end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** Resolves once `count` deliveries in all have arrived. */
    arrived(count: number): Promise<void> {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ count, resolve }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
