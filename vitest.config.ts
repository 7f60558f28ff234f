import { defineConfig } from 'vitest/config';

/**
 * Test files that must each get a fresh module scope: the web app's (jsdom, React and module
 * mocks), and the few server files that mock a module or change process.env.
 */
const ISOLATED = [
  'src/web/**/*.test.{ts,tsx}',
  'tests/security/limits-under-concurrency.test.ts',
  'tests/repository/bundle-size.test.ts',
];

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
        test: {
          name: 'isolated',
          include: ISOLATED,
        },
      },
      {
        // Every server test builds its own app and databases from deps, so files can share one
        // module scope per worker: importing the server once per worker instead of once per file
        // roughly halves the suite's time (docs/architecture.md, Tests).
        extends: true,
        test: {
          name: 'server',
          include: [
            'src/**/*.test.{ts,tsx}',
            'tests/security/**/*.test.ts',
            'tests/resilience/**/*.test.ts',
            'tests/repository/**/*.test.ts',
          ],
          exclude: ISOLATED,
          isolate: false,
        },
      },
    ],
  },
});
