import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_PASSWORD, seedOwner, type SeededOwner } from '../support/seed-owner';
import { login } from './helpers/http';
import { pgliteTemplate } from './helpers/pglite-dir';
import { killIfRunning, startServer, type ServerProcess } from './helpers/server-process';

/** Every file and folder under `dir` (itself included) whose mode lets others in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (file: string) => {
    const stat = lstatSync(file);
    if (stat.mode & 0o077) found.push(`${(stat.mode & 0o777).toString(8)} ${file}`);
    if (stat.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
  };
  visit(dir);
  return found;
}

/** Makes everything under `dir` world-readable and -writable, as versions before 032 left it. */
function openUp(dir: string): void {
  const stat = lstatSync(dir);
  chmodSync(dir, stat.isDirectory() ? 0o777 : 0o666);
  if (stat.isDirectory()) for (const name of readdirSync(dir)) openUp(path.join(dir, name));
}

async function uploadImage(api: string, accessToken: string): Promise<number> {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 120, b: 200 } },
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
  return response.status;
}

/*
 * The real server, started as `npm run serve` would be (its umask inherited from this test
 * runner, 022 here), on PGlite with disk storage: DATA_DIR holds the database, the uploads and
 * the admin socket, and none of it may be open to other accounts of the machine.
 */
describe('DATA_DIR is the owner’s alone', { timeout: 240_000 }, () => {
  let template: Awaited<ReturnType<typeof pgliteTemplate>>;
  let owner: SeededOwner;
  let server: ServerProcess | undefined;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'cc-modes-'));

  beforeAll(async () => {
    template = await pgliteTemplate(async (database) => {
      owner = await seedOwner(database.db);
    });
  }, 60_000);

  afterAll(async () => {
    await killIfRunning(server);
    template?.remove();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('a new DATA_DIR: the database, its socket, the uploads and the JWT secret are 0700/0600', async () => {
    const dataDir = path.join(scratch, 'new');
    server = await startServer(
      {
        DATA_DIR: dataDir,
        DEMO_SEED: 'true',
        DEMO_PASSWORD: OWNER_PASSWORD,
        // Unset, the server generates one into DATA_DIR/jwt-secret.
        JWT_SECRET: '',
      },
      { readyTimeoutMs: 150_000 },
    );
    const { accessToken } = await login(server.url, 'demo@catalystconnect.example', OWNER_PASSWORD);
    expect(await uploadImage(server.url, accessToken)).toBe(200);
    expect(readdirSync(dataDir).sort()).toEqual(
      expect.arrayContaining(['jwt-secret', 'pglite', 'pglite.lock', 'pglite.sock', 'uploads']),
    );
    expect(readdirSync(path.join(dataDir, 'uploads', 'profile-images'))).toHaveLength(1);
    expect(openToOthers(dataDir)).toEqual([]);
    await server.stop();
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('an existing DATA_DIR others can read and write is made owner-only at start, saying so', async () => {
    const dataDir = template.copy();
    const notes = path.join(dataDir, 'notes.txt');
    writeFileSync(notes, 'not the app’s');
    openUp(dataDir);
    chmodSync(notes, 0o644);
    expect(openToOthers(path.join(dataDir, 'pglite')).length).toBeGreaterThan(100);

    server = await startServer({ DATA_DIR: dataDir }, { readyTimeoutMs: 90_000 });
    expect(server.output()).toMatch(
      /DATA_DIR [^ ]+ was readable or writable by other accounts: \d+ files and folders made owner-only \(chmod go-rwx\)/,
    );
    // A file the app did not write is left as it was.
    expect(openToOthers(dataDir)).toEqual([`644 ${notes}`]);
    await login(server.url, owner.email, owner.password);
    await server.stop();
  });
});
