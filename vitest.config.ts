import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and component tests. The server's API suite has its own config (two database backends)
// and runs through `npm run test:api -w @percurso/server`.
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker (cores − 1): the files ran one after the other,
    // mostly loading modules. Two workers: 125 s instead of 163 s for the unit stage (2 Dec).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node' } },
      { test: { name: 'i18n', root: 'packages/i18n', environment: 'node' } },
      'apps/web/vitest.config.ts',
      // The self-hosting kit: the release folder and the Dockerfile (run after the web build).
      { test: { name: 'ops', root: 'scripts', environment: 'node', testTimeout: 60_000, hookTimeout: 600_000 } },
    ],
  },
});
