/**
 * A browser-test server: the server exactly as `npm run serve` starts it, on a DATA_DIR whose
 * PGlite database is a copy of the migrated template the Vitest suites share
 * (tests/support/test-database.ts). Several servers each running initdb and every migration at once
 * spent most of the suite's first minute; copying a folder takes a fraction of a second.
 */
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { migratedPgliteFolder } from '#tests/support/test-database';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is not set');
const pgliteDir = path.join(dataDir, 'pglite');
if (!existsSync(pgliteDir)) cpSync(await migratedPgliteFolder(), pgliteDir, { recursive: true });
await import('#server/main');
