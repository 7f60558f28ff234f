import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArchive, writeArchive } from '#server/db/backup-archive';
import { backupSocketPath } from '#server/db/pglite-backup';
import { serverArgs } from '#tests/support/server-command';
import { seedOwner, type SeededOwner } from '../support/seed-owner';
import { TEST_JWT_SECRET } from '../support/test-app';
import { call, login } from './helpers/http';
import { pgliteTemplate } from './helpers/pglite-dir';
import {
  killIfRunning,
  REPO_ROOT,
  startServer,
  type ServerProcess,
} from './helpers/server-process';

/** `npm run admin -- ARGS` (as node runs it) with DATA_DIR, answering its exit code and output. */
async function admin(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [...serverArgs('admin'), ...args], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

let uploaded: Buffer | undefined;

/** Uploads a profile photo through the API; answers its URL (the stored bytes in `uploaded`). */
async function uploadImage(api: string, accessToken: string): Promise<string> {
  const png = await sharp({
    create: { width: 48, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${api}/api/uploads/profile-images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
    body: form,
  });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const stored = await fetch(new URL(url, api));
  uploaded = Buffer.from(await stored.arrayBuffer());
  return url;
}

const CONFIGURATION = {
  workOrganization: 'Analytical Engines Ltd',
  workEmail: 'ada@engines.example',
  note: 'Backed up while the server was writing',
};

/*
 * PGlite only (one process's database): a backup taken from a running server that is being
 * written to, restored into a fresh DATA_DIR, read back by a server started on it.
 */
describe('PGlite backup and restore (npm run admin)', { timeout: 120_000 }, () => {
  let template: Awaited<ReturnType<typeof pgliteTemplate>>;
  let owner: SeededOwner;
  let source: ServerProcess | undefined;
  let restored: ServerProcess | undefined;
  let sourceDir: string;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'cc-backup-'));
  const backupFile = path.join(scratch, 'catalyst.backup');

  beforeAll(async () => {
    template = await pgliteTemplate(async (database) => {
      owner = await seedOwner(database.db);
    });
    sourceDir = template.copy();
    source = await startServer({ DATA_DIR: sourceDir });
  }, 60_000);

  afterAll(async () => {
    await killIfRunning(source);
    await killIfRunning(restored);
    template?.remove();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('the running server answers backups on an owner-only socket beside its data', () => {
    const socket = backupSocketPath(path.join(sourceDir, 'pglite'));
    expect(statSync(socket).isSocket()).toBe(true);
    expect(statSync(socket).mode & 0o777).toBe(0o600);
  });

  it('backs up while the server runs and writes; the restore reads back the user and the card', async () => {
    const api = source!.url;
    const { accessToken } = await login(api, owner.email, owner.password);
    const saved = await call(api, 'PUT', `/api/cards/${owner.cardId}/configuration`, {
      token: accessToken,
      body: CONFIGURATION,
    });
    expect(saved.status).toBe(200);
    const imageUrl = await uploadImage(api, accessToken);

    // Writes keep coming while the backup is made: each must land whole or not at all.
    let writing = true;
    let writes = 0;
    const writer = (async () => {
      while (writing) {
        const response = await call(api, 'PUT', `/api/cards/${owner.cardId}/configuration`, {
          token: accessToken,
          body: { workTitle: `Title ${writes}`, workRole: `Role ${writes}` },
        });
        expect(response.status).toBe(200);
        writes += 1;
      }
    })();
    const backup = await admin(['backup', backupFile], { DATA_DIR: sourceDir });
    writing = false;
    await writer;
    expect(backup.output).toContain('made by the running server');
    expect(backup.code).toBe(0);
    expect(writes).toBeGreaterThan(0);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    // The server kept serving and still holds its folder.
    expect((await call(api, 'GET', '/readyz')).status).toBe(200);

    const freshDir = mkdtempSync(path.join(scratch, 'data-'));
    const restore = await admin(['restore', backupFile], { DATA_DIR: freshDir });
    expect(restore.output).toContain('Restored');
    expect(restore.code).toBe(0);
    restored = await startServer({ DATA_DIR: freshDir });
    const again = await login(restored.url, owner.email, owner.password);
    const card = await call<{ CardConfiguration: Record<string, string | null> }>(
      restored.url,
      'GET',
      `/api/cards/${owner.cardId}`,
      { token: again.accessToken },
    );
    expect(card.status).toBe(200);
    expect(card.body.CardConfiguration).toMatchObject({ firstName: 'Ada', ...CONFIGURATION });
    // Consistent: the two fields written together are from the same save.
    const { workTitle, workRole } = card.body.CardConfiguration;
    expect(workTitle?.replace('Title', '')).toBe(workRole?.replace('Role', ''));
    // The uploaded image came back with the database, and is served again.
    expect(restore.output).toContain('Restored 1 uploaded images into');
    const image = await fetch(`${restored.url}${new URL(imageUrl, restored.url).pathname}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(uploaded!)).toBe(true);
    // Any tar lists it: the database dump and the images beside it.
    const listed = execFileSync('tar', ['-tf', backupFile], { encoding: 'utf8' }).split('\n');
    expect(listed).toEqual(
      expect.arrayContaining([
        'catalyst-backup.json',
        'pglite.tar.gz',
        `uploads/profile-images/${path.basename(imageUrl)}`,
      ]),
    );
    await restored.stop();
  });

  it('refuses to restore while the server runs, changing nothing', async () => {
    const restore = await admin(['restore', backupFile], { DATA_DIR: sourceDir });
    expect(restore.code).toBe(1);
    expect(restore.output).toContain(`The server (process ${source!.pid}) is using`);
    expect(restore.output).toContain('Stop it before restoring');
    expect((await call(source!.url, 'GET', '/readyz')).status).toBe(200);
    await login(source!.url, owner.email, owner.password);
  });

  it('backs up with no server running by opening the database itself', async () => {
    await source!.stop();
    const file = path.join(scratch, 'offline.backup');
    const backup = await admin(['backup', file], { DATA_DIR: sourceDir });
    expect(backup.output).toContain('no server was running');
    expect(backup.code).toBe(0);
    expect(statSync(file).size).toBeGreaterThan(0);
  });

  it('refuses a file that is not a backup and keeps the current database', async () => {
    const bogus = path.join(scratch, 'bogus.backup');
    writeFileSync(bogus, 'not a tarball');
    const restore = await admin(['restore', bogus], { DATA_DIR: sourceDir });
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('is not a Catalyst Connect PGlite backup');
    expect(restore.output).toContain('Nothing was changed');
    expect(readdirSync(sourceDir).filter((name) => name.startsWith('pglite.'))).toEqual([]);
    source = await startServer({ DATA_DIR: sourceDir });
    await login(source.url, owner.email, owner.password);
  });

  it('restoring over an existing database keeps the previous one aside', async () => {
    await source!.stop();
    const restore = await admin(['restore', backupFile], { DATA_DIR: sourceDir });
    expect(restore.code).toBe(0);
    const kept = readdirSync(sourceDir).filter((name) => name.startsWith('pglite.before-restore-'));
    expect(kept).toHaveLength(1);
    expect(existsSync(path.join(sourceDir, kept[0]!, 'PG_VERSION'))).toBe(true);
    expect(restore.output).toContain(kept[0]);
  });

  it('still restores a backup made before images were included (the database alone)', async () => {
    const dump = readArchive(readFileSync(backupFile)).find(
      (entry) => entry.name === 'pglite.tar.gz',
    )!.body;
    const old = path.join(scratch, 'database-only.backup');
    writeFileSync(old, dump, { mode: 0o600 });
    const freshDir = mkdtempSync(path.join(scratch, 'old-'));
    const restore = await admin(['restore', old], { DATA_DIR: freshDir });
    expect(restore.code).toBe(0);
    expect(restore.output).toContain('This backup is from before images were included');
    expect(existsSync(path.join(freshDir, 'pglite', 'PG_VERSION'))).toBe(true);
  });

  it('refuses an archive with a file outside the uploads, changing nothing', async () => {
    const evil = path.join(scratch, 'evil.backup');
    const entries = readArchive(readFileSync(backupFile));
    writeFileSync(
      evil,
      writeArchive(
        [...entries, { name: 'uploads/../jwt-secret', body: Buffer.from('x') }],
        new Date(),
      ),
    );
    const freshDir = mkdtempSync(path.join(scratch, 'evil-'));
    const restore = await admin(['restore', evil], { DATA_DIR: freshDir });
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('unexpected uploads/../jwt-secret');
    expect(restore.output).toContain('Nothing was changed');
    expect(readdirSync(freshDir)).toEqual([]);
  });

  it('on PostgreSQL, points to pg_dump and pg_restore', async () => {
    const url = 'postgres://nobody@127.0.0.1:1/none';
    const backup = await admin(['backup', backupFile], { DATABASE_URL: url });
    expect(backup.code).toBe(1);
    expect(backup.output).toContain('pg_dump');
    const restore = await admin(['restore', backupFile], { DATABASE_URL: url });
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('pg_restore');
  });
});
