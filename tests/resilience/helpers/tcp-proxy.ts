import net from 'node:net';

export interface TcpProxy {
  /** The loopback port clients connect to. */
  port: number;
  /** True while the proxy forwards connections. */
  readonly up: boolean;
  /** Destroys every open connection and refuses new ones (the port answers ECONNREFUSED). */
  cut(): Promise<void>;
  /**
   * Destroys every open connection, then accepts new ones but never answers on them: a
   * network path that drops packets instead of refusing, so only a client timeout ends a wait.
   */
  stall(): Promise<void>;
  /**
   * Cuts the moment a client sends bytes containing `marker` (e.g. the SQL of the second
   * statement of a transaction), before those bytes reach the server. Resolves once cut.
   */
  cutOnClientBytes(marker: string): Promise<void>;
  /** Listens again on the same port and forwards as before. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 in front of `target`: the stand-in for a network path to PostgreSQL
 * that a test can cut and restore without touching the shared PostgreSQL cluster.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let up = true;
  let trigger: { marker: Buffer; fire: () => void } | null = null;

  const destroyAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  let stalling = false;
  const server = net.createServer((client) => {
    if (stalling) {
      // Held open, never answered; destroyed on restore.
      sockets.add(client);
      client.on('error', () => sockets.delete(client));
      return;
    }
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const forget = () => {
      sockets.delete(client);
      sockets.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget);
    upstream.on('error', forget);
    client.on('close', forget);
    upstream.on('close', forget);
    upstream.on('data', (chunk: Buffer) => {
      if (up) client.write(chunk);
    });
    // The last bytes of the previous chunk, so a marker split across chunks is still seen.
    let tail = Buffer.alloc(0);
    client.on('data', (chunk: Buffer) => {
      if (!up) return;
      if (trigger) {
        const window = Buffer.concat([tail, chunk]);
        if (window.includes(trigger.marker)) {
          const { fire } = trigger;
          trigger = null;
          void cut().then(fire);
          return;
        }
        tail = window.subarray(Math.max(0, window.length - trigger.marker.length));
      }
      upstream.write(chunk);
    });
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });

  async function cut() {
    up = false;
    stalling = false;
    destroyAll();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  await listen(0);
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    get up() {
      return up;
    },
    cut,
    async stall() {
      up = false;
      destroyAll();
      stalling = true;
      if (!server.listening) await listen(port);
    },
    cutOnClientBytes(marker) {
      return new Promise<void>((resolve) => {
        trigger = { marker: Buffer.from(marker), fire: resolve };
      });
    },
    async restore() {
      trigger = null;
      if (stalling) destroyAll();
      stalling = false;
      if (!server.listening) await listen(port);
      up = true;
    },
    async close() {
      trigger = null;
      await cut();
    },
  };
}
