import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite backups. PGlite is one process's database, so while the server runs it makes the
 * backup itself: `npm run admin -- backup FILE` asks it over the server's command socket
 * (command-socket.ts). With no server running, the command line opens the database itself. A
 * backup is PGlite's data-folder tarball (gzip).
 */

/** The socket a running server answers backup and command-line requests on: `DATA_DIR/pglite.sock`. */
export function backupSocketPath(pgliteDir: string): string {
  return `${path.resolve(pgliteDir)}.sock`;
}

/**
 * The data folder as a gzipped tarball, consistent: taken inside a PGlite transaction, so no
 * transaction of the app is half-way (PGlite runs one at a time) and every committed one is in.
 */
export async function dumpPglite(pglite: PGlite): Promise<Buffer> {
  await pglite.exec('checkpoint');
  return pglite.transaction(async () => {
    const dump = await pglite.dumpDataDir('gzip');
    return Buffer.from(await dump.arrayBuffer());
  });
}

/** The first line of an answer on the socket; the tarball's bytes follow an `ok` header. */
type Header = { ok: true; bytes: number } | { ok: false; message: string };

/** Answers a backup request on `socket`: the header line, then the tarball. */
export function serveBackup(
  socket: net.Socket,
  pglite: PGlite,
  log: { warn(object: object, message: string): void },
): void {
  dumpPglite(pglite).then(
    (tarball) => {
      const header: Header = { ok: true, bytes: tarball.length };
      socket.write(JSON.stringify(header) + '\n');
      socket.end(tarball);
    },
    (error: unknown) => {
      log.warn({ err: error }, 'backup failed');
      const header: Header = { ok: false, message: 'The server could not make the backup' };
      socket.end(JSON.stringify(header) + '\n');
    },
  );
}

/** Asks the server running on `pgliteDir` for a backup and answers the tarball. */
export async function requestBackup(pgliteDir: string, timeoutMs = 120_000): Promise<Buffer> {
  const socketPath = backupSocketPath(pgliteDir);
  if (!existsSync(socketPath)) {
    throw new Error(
      `The server using ${path.resolve(pgliteDir)} does not answer backup requests ` +
        `(no ${socketPath}). Restart it with this version, or stop it and run the backup again.`,
    );
  }
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.createConnection(socketPath, () => socket.write('backup\n'));
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('The server did not answer')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(0x0a);
      let header: Header;
      try {
        header = JSON.parse(all.subarray(0, newline).toString('utf8')) as Header;
      } catch {
        reject(new Error('The server answered something that is not a backup'));
        return;
      }
      if (!header.ok) {
        reject(new Error(header.message));
        return;
      }
      const tarball = all.subarray(newline + 1);
      if (tarball.length !== header.bytes) {
        reject(new Error(`The backup arrived incomplete (${tarball.length} of ${header.bytes})`));
        return;
      }
      resolve(tarball);
    });
  });
}
