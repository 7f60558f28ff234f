import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { serverArgs } from '#tests/support/server-command';
import { createOwner, E2E, type FreshOwner } from './fixtures';

const run = promisify(execFile);

/**
 * Makes an account an admin as an operator does, with `npm run admin -- grant-admin` on the
 * 'main' server's database while the server runs (with PGlite the running server carries the
 * command out). Playwright runs from the repository root, as the servers do.
 */
export async function grantAdmin(email: string): Promise<void> {
  const port = E2E.ports.main;
  const { stdout } = await run(
    process.execPath,
    [...serverArgs('admin'), 'grant-admin', '--email', email],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: `.e2e-data/${port}-main`,
        APP_URL: `http://127.0.0.1:${port}`,
        JWT_SECRET: E2E.jwtSecret,
        LOG_LEVEL: 'warn',
      },
      timeout: 60_000,
    },
  );
  if (!stdout.includes('is now an admin')) throw new Error(`grant-admin said: ${stdout}`);
}

/** A fresh owner of the 'main' server (three cards from a paid order), made an admin. */
export async function createAdmin(api: APIRequestContext): Promise<FreshOwner> {
  const admin = await createOwner(api, { firstName: 'Ada', lastName: 'Admin' });
  await grantAdmin(admin.email);
  return admin;
}
