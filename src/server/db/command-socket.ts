import { chmodSync, existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { backupSocketPath, serveBackup } from './pglite-backup';

/**
 * PGlite is one process's database with one session, so while the server runs, `npm run
 * admin` asks the server to do the work (decision 025). The server listens on a Unix socket
 * beside its data folder, created owner-only and never reachable from the network. A request
 * is one line: `backup` (answered by a header line and the tarball, pglite-backup.ts), or a
 * JSON object naming a command and its arguments, answered by one JSON line, CommandAnswer.
 */

export type CommandAnswer = { ok: true; output: string } | { ok: false; message: string };

/** Runs a JSON request in the server's process; a refusal is an answer, not a throw. */
export type CommandRequestRunner = (request: unknown) => Promise<CommandAnswer>;

/** A request line longer than this is not one of ours. */
const MAX_REQUEST_BYTES = 64 * 1024;

export interface CommandSocket {
  close(): Promise<void>;
}

type Log = {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
};

function answer(socket: net.Socket, reply: CommandAnswer): void {
  socket.end(JSON.stringify(reply) + '\n');
}

function handle(line: string | undefined, socket: net.Socket, deps: Deps): void {
  if (line?.trim() === 'backup') return serveBackup(socket, deps.pglite, deps.log);
  let request: unknown;
  try {
    request = JSON.parse(line ?? '');
  } catch {
    request = undefined;
  }
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return answer(socket, { ok: false, message: 'Unknown request' });
  }
  const command = String((request as { command?: unknown }).command);
  // The command's name only: its arguments may hold a password.
  deps.log.info({ adminCommand: command }, 'admin command from the command line');
  deps.runRequest(request).then(
    (reply) => answer(socket, reply),
    (error: unknown) => {
      deps.log.warn({ err: error, adminCommand: command }, 'admin command failed');
      const message = error instanceof Error ? error.message : String(error);
      answer(socket, { ok: false, message: `The server could not run ${command}: ${message}` });
    },
  );
}

interface Deps {
  pglite: PGlite;
  log: Log;
  runRequest: CommandRequestRunner;
}

/** Serves backups and the command line's commands on the socket of `pgliteDir` until closed. */
export async function listenOnCommandSocket(
  pglite: PGlite,
  pgliteDir: string,
  log: Log,
  runRequest: CommandRequestRunner,
): Promise<CommandSocket> {
  const socketPath = backupSocketPath(pgliteDir);
  // A socket left by a killed server: this process holds the folder's lock, so it is stale.
  rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const newline = received.indexOf('\n');
      if (newline === -1 && received.length <= MAX_REQUEST_BYTES) return;
      socket.off('data', onData);
      handle(newline === -1 ? undefined : received.slice(0, newline), socket, {
        pglite,
        log,
        runRequest,
      });
    };
    socket.on('data', onData);
  });
  // Created owner-only from the start (umask), not opened up and then closed down.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
    chmodSync(socketPath, 0o600);
  } catch (error) {
    // Not worth refusing to serve over (a path too long for a socket, say): `npm run admin`
    // then needs the server stopped, and the log says so.
    log.warn(
      { err: error },
      `no admin socket at ${socketPath}: \`npm run admin\` needs the server stopped`,
    );
    return { close: async () => {} };
  } finally {
    process.umask(umask);
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          rmSync(socketPath, { force: true });
          resolve();
        });
      }),
  };
}

/** Asks the server running on `pgliteDir` to run `request`; answers its reply. */
export async function requestCommand(
  pgliteDir: string,
  request: object,
  timeoutMs = 120_000,
): Promise<CommandAnswer> {
  const socketPath = backupSocketPath(pgliteDir);
  if (!existsSync(socketPath)) {
    throw new Error(
      `The server using ${path.resolve(pgliteDir)} does not answer admin commands ` +
        `(no ${socketPath}). Restart it with this version, or stop it and run the command again.`,
    );
  }
  return new Promise<CommandAnswer>((resolve, reject) => {
    let received = '';
    const socket = net.createConnection(socketPath, () =>
      socket.write(JSON.stringify(request) + '\n'),
    );
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('The server did not answer')));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        const reply = JSON.parse(received.slice(0, received.indexOf('\n'))) as CommandAnswer;
        if (typeof reply.ok === 'boolean') return resolve(reply);
      } catch {
        // answered below
      }
      reject(new Error('The server answered something that is not an admin answer'));
    });
  });
}
