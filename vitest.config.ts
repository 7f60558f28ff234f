import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const TEST_ROOTS = ['src', 'tests/security', 'tests/resilience', 'tests/repository'];
const TEST_FILE = /\.test\.tsx?$/;
/** What leaks from one test file into the next when they share a module scope. */
const NEEDS_OWN_SCOPE = /\bvi\.mock\(|\bprocess\.env\.[A-Z_]+\s*=[^=]|\bdelete process\.env\./;

/**
 * Test files that must each get a fresh module scope: the web app's (jsdom, React), and every
 * file that mocks a module or changes process.env, found by reading them, so a new one cannot
 * be forgotten here.
 */
const ISOLATED = TEST_ROOTS.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(root, file.split(path.sep).join('/')))
    .filter((file) => TEST_FILE.test(file))
    .filter(
      (file) => file.startsWith('src/web/') || NEEDS_OWN_SCOPE.test(readFileSync(file, 'utf8')),
    ),
);

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // API suites each open their own databases; two cores, so two workers.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED },
      },
      {
        // Every server test builds its own app and databases from deps, so files can share one
        // module scope per worker: the server's modules load once per worker instead of once
        // per file (docs/architecture.md, Tests).
        extends: true,
        test: {
          name: 'server',
          include: TEST_ROOTS.map((root) => `${root}/**/*.test.{ts,tsx}`),
          exclude: ISOLATED,
          isolate: false,
        },
      },
    ],
  },
});
