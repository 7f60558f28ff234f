import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupSocketPath } from '#server/db/pglite-backup';
import { auditLog } from '#server/db/schema';
import { COPY } from '#shared/copy';
import { serverArgs } from '#tests/support/server-command';
import { seedOwner, type SeededOwner } from '../support/seed-owner';
import { call, login, waitFor } from './helpers/http';
import { openDataDir, pgliteTemplate } from './helpers/pglite-dir';
import {
  killIfRunning,
  REPO_ROOT,
  startServer,
  type ServerProcess,
} from './helpers/server-process';

/**
 * `npm run admin -- ARGS` as node runs it, with nothing but PATH, HOME and DATA_DIR: what a
 * Playwright spec has beside its server (no NODE_ENV, no JWT_SECRET).
 */
async function admin(args: string[], dataDir: string) {
  const child = spawn(process.execPath, [...serverArgs('admin'), ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

/** One raw request line on the server's socket, answered by one JSON line. */
async function rawRequest(socketPath: string, line: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.createConnection(socketPath, () => socket.write(`${line}\n`));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('end', () => resolve(JSON.parse(received)));
  });
}

/*
 * PGlite allows one process: while the server holds the folder, `npm run admin` asks the
 * server to run the command (decision 025). Real processes: the server, and the command line.
 */
describe('npm run admin while the server runs (PGlite)', { timeout: 120_000 }, () => {
  let template: Awaited<ReturnType<typeof pgliteTemplate>>;
  let owner: SeededOwner;
  let server: ServerProcess | undefined;
  let dataDir: string;

  beforeAll(async () => {
    template = await pgliteTemplate(async (database) => {
      owner = await seedOwner(database.db);
    });
    dataDir = template.copy();
    server = await startServer({ DATA_DIR: dataDir });
  }, 60_000);

  afterAll(async () => {
    await killIfRunning(server);
    template?.remove();
  });

  const roleOf = async (email: string, password: string) => {
    const { accessToken } = await login(server!.url, email, password);
    const profile = await call<{ role: string }>(server!.url, 'GET', '/api/auth/profile', {
      token: accessToken,
    });
    expect(profile.status).toBe(200);
    return profile.body.role;
  };

  it('grant-admin: the running server answers the new role at once; twice is a no-op', async () => {
    expect(await roleOf(owner.email, owner.password)).toBe('owner');
    const granted = await admin(['grant-admin', '--email', owner.email], dataDir);
    expect(granted.output).toBe(`${owner.email} is now an admin.\n`);
    expect(granted.code).toBe(0);
    expect(await roleOf(owner.email, owner.password)).toBe('admin');

    const again = await admin(['grant-admin', '--email', owner.email], dataDir);
    expect(again.output).toContain('is already an admin; nothing changed');
    expect(again.code).toBe(0);
  });

  it('revoke-admin of the only admin fails with exit code 1 and changes nothing', async () => {
    const revoked = await admin(['revoke-admin', '--email', owner.email], dataDir);
    expect(revoked.output).toBe(`${COPY.lastAdmin}\n`);
    expect(revoked.code).toBe(1);
    expect(await roleOf(owner.email, owner.password)).toBe('admin');
  });

  it('an unknown e-mail or a bad argument fails with exit code 1', async () => {
    const unknown = await admin(['grant-admin', '--email', 'nobody@example.com'], dataDir);
    expect(unknown.output).toBe('No account has the e-mail nobody@example.com.\n');
    expect(unknown.code).toBe(1);
    const invalid = await admin(['revoke-admin', '--email', 'not-an-address'], dataDir);
    expect(invalid.output).toContain('--email: ');
    expect(invalid.code).toBe(1);
  });

  it('create-user, invite and prune run in the running server', async () => {
    const created = await admin(
      ['create-user', '--email', 'made@example.com', '--password', 'long enough password'],
      dataDir,
    );
    expect(created.output).toContain('Created owner made@example.com');
    expect(created.code).toBe(0);
    expect(await roleOf('made@example.com', 'long enough password')).toBe('owner');

    const invited = await admin(
      [
        'invite',
        ...['--email', 'invited@example.com', '--first-name', 'Grace', '--last-name', 'Hopper'],
        ...['--product', 'Metal Card', '--quantity', '2'],
      ],
      dataDir,
    );
    expect(invited.output).toMatch(/^Gave 2 card\(s\) .* A verification e-mail is queued/);
    expect(invited.code).toBe(0);
    // Queued by the server itself, so its mail worker sends it with the server's own APP_URL.
    await waitFor(
      async () => {
        const mails = await call<Array<{ to: string; text: string; status: string }>>(
          server!.url,
          'GET',
          '/dev/mail.json',
        );
        const mail = mails.body.find((m) => m.to === 'invited@example.com');
        return mail?.status === 'sent' && mail.text.includes(`${server!.url}/create-account/`);
      },
      10_000,
      'the invitation to be sent',
    );

    const pruned = await admin(['prune'], dataDir);
    expect(pruned.output).toMatch(/^sessions: \d+$/m);
    expect(pruned.code).toBe(0);
    expect((await call(server!.url, 'GET', '/readyz')).status).toBe(200);
  });

  it('the socket stays owner-only and refuses what is not a command of its own', async () => {
    const socket = backupSocketPath(path.join(dataDir, 'pglite'));
    expect(statSync(socket).mode & 0o777).toBe(0o600);
    expect(await rawRequest(socket, JSON.stringify({ command: 'restore', args: {} }))).toEqual({
      ok: false,
      message: 'Unknown command: restore',
    });
    expect(await rawRequest(socket, 'drop everything')).toEqual({
      ok: false,
      message: 'Unknown request',
    });
  });

  it('with the server stopped the command line opens the folder itself; the audit log holds both grants', async () => {
    await server!.stop();
    const offline = await admin(['grant-admin', '--email', 'made@example.com'], dataDir);
    expect(offline.output).toBe('made@example.com is now an admin.\n');
    expect(offline.code).toBe(0);
    const database = await openDataDir(dataDir);
    try {
      const rows = await database.db.select().from(auditLog).where(eq(auditLog.targetId, owner.id));
      expect(rows).toEqual([
        expect.objectContaining({
          actorId: null,
          actorLabel: 'command line',
          action: 'account.grant-admin',
          targetType: 'account',
          before: { role: 'owner' },
          after: { role: 'admin' },
        }),
      ]);
      const grants = await database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.action, 'account.grant-admin'));
      expect(grants).toHaveLength(2);
    } finally {
      await database.close();
    }
  });
});
