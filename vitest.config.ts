import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'tests/security/**/*.test.ts',
      'tests/resilience/**/*.test.ts',
      'tests/repository/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // API suites each open their own databases; two cores, so two workers.
    maxWorkers: 2,
  },
});
