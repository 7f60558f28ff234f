import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

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

/**
 * The suites that bound how promptly a real server process answers while it is attacked or
 * loses its database (1 to 3 s): they measure the server's own scheduling, so they run where
 * nothing else loads the machine. `npm test` runs this project alone, after the browser tests
 * (scripts/test.mjs, decision 077); beside them a 1,000 ms bar was once missed by 18 ms.
 */
const TIMED = [
  'tests/resilience/hostile-work.test.ts',
  'tests/resilience/qr-flood-login.test.ts',
  'tests/resilience/database-outage.test.ts',
  'tests/resilience/slow-clients.test.ts',
];

/** The suites that start real processes: the longest, whatever their size. */
const STARTS_PROCESSES = /tests\/(resilience|security\/production-start)/;

/**
 * Vitest's order, with the suites that start processes first in their project. Without a
 * results cache (a clean clone: CI) Vitest starts the largest files first, and a 30 to 80 s
 * suite starting late left one worker alone at the end of the run; with one, it already starts
 * the longest first and this changes nothing.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => (STARTS_PROCESSES.test(file.moduleId) ? 0 : 1);
    // Projects stay in one block each, in Vitest's order (they run one after the other).
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) =>
        a.file.project.name === b.file.project.name
          ? rank(a.file) - rank(b.file) || a.index - b.index
          : a.index - b.index,
      )
      .map(({ file }) => file);
  }
}

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // API suites each open their own databases; two cores, so two workers.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED, exclude: TIMED },
      },
      {
        // Every server test builds its own app and databases from deps, so files can share one
        // module scope per worker: the server's modules load once per worker instead of once
        // per file (docs/testing.md).
        extends: true,
        test: {
          name: 'server',
          include: TEST_ROOTS.map((root) => `${root}/**/*.test.{ts,tsx}`),
          exclude: [...ISOLATED, ...TIMED],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'timed', include: TIMED },
      },
    ],
  },
});
