import { defineConfig } from 'vitest/config';

// Unit and component tests. The server's API suite has its own config (two database backends)
// and runs through `npm run test:api -w @percurso/server`.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node' } },
      { test: { name: 'i18n', root: 'packages/i18n', environment: 'node' } },
      'apps/web/vitest.config.ts',
    ],
  },
});
