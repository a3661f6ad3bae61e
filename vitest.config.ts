import { defineConfig } from 'vitest/config';

// Unit and component tests. The server's API suite has its own config (two database backends)
// and runs through `npm run test:api -w @percurso/server`.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node' } },
      { test: { name: 'i18n', root: 'packages/i18n', environment: 'node' } },
      'apps/web/vitest.config.ts',
      // The self-hosting kit: the release folder and the Dockerfile (run after the web build).
      { test: { name: 'ops', root: 'scripts', environment: 'node', testTimeout: 60_000, hookTimeout: 600_000 } },
    ],
  },
});
