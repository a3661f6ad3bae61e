import { defineConfig } from 'vitest/config';

// Component and logic tests of the web app; run from the root (`npx vitest run apps/web`) or here.
export default defineConfig({
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
