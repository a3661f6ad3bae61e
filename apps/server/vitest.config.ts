import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Every test runs against both databases: project `pglite` (embedded, one copy of a migrated
 * template per test file) and project `postgres` (a throwaway PostgreSQL 15 cluster, or
 * TEST_DATABASE_URL, with one database per test file). TEST_DB=pglite|postgres runs only one.
 */
const BACKENDS = ['pglite', 'postgres'] as const;
const selected = BACKENDS.filter((backend) => !process.env.TEST_DB || process.env.TEST_DB === backend);
const jsonReport = process.env.VITEST_JSON_REPORT;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Test files share a worker's loaded modules instead of loading the server again each (every
    // file imports the app's ~900 modules): 8 files took 172 s instead of 359 s at load 13. Each
    // file still opens its own database; a file that needs fresh module state must say so itself.
    isolate: false,
    // Vitest's default on two cores is one worker (cores − 1), and most of a file's time is spent
    // waiting on a database, a child process or a timer: two workers ran the stage in 650 s
    // instead of 947 s (2 Dec, both backends, every test passing; CI took 54 minutes of its 45).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: jsonReport ? ['default', 'json'] : ['default'],
    ...(jsonReport ? { outputFile: { json: jsonReport } } : {}),
    projects: selected.map((backend) => ({
      extends: true,
      test: {
        name: backend,
        env: { TEST_DB: backend },
        globalSetup: ['test/global-setup.ts'],
      },
    })),
  },
});
