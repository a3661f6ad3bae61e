import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser.ts';

// Each worker has a production server of its own, on its own port and a fresh, empty data folder
// (the demo is seeded on boot): the spec files a worker runs share its server, and two workers
// never see each other's writes. E2E_WORKERS=1 runs everything on one server, in file order.
const workers = Number(process.env.E2E_WORKERS ?? 2);
const basePort = Number(process.env.E2E_PORT ?? 3199);
// A worker's server is basePort + 1000 × its parallel index; specs that start servers of their own
// take ports just above their worker's (offline.spec.ts: +10…; translation-flags.spec.ts: +1).
const portOf = (index: number) => basePort + 1000 * index;
// Playwright loads this file in its main process and again in each worker, whose parallel index
// (0 … workers − 1, kept by the worker that replaces a failed one) says which server is its own.
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const repoRoot = join(import.meta.dirname, '..');
// Specs read what their server writes (the e-mail and SMS outboxes) through E2E_DATA_DIR and reach
// it through E2E_PORT. The main process makes the folders; the environment carries them to the
// workers, and each worker then points both variables at its own server.
process.env.E2E_DATA_DIRS ??= Array.from({ length: workers }, () => mkdtempSync(join(tmpdir(), 'percurso-e2e-'))).join(
  '\n',
);
const dataDirs = process.env.E2E_DATA_DIRS.split('\n');
const port = portOf(parallelIndex);
process.env.E2E_DATA_DIR = dataDirs[parallelIndex];
process.env.E2E_PORT = String(port);
// The local OpenID Connect provider (support/oidc-server.ts) listens on a port free at run time,
// found once in the main process and carried to the workers by the environment.
process.env.E2E_OIDC_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('node:net').createServer().listen(0,'localhost',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
const oidcPort = Number(process.env.E2E_OIDC_PORT);

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  // The CI machine is about twice as slow as a developer's two cores, with two browsers and two
  // servers on them (the same spec files: 26 minutes here, 58 there, 2 Dec): a step that takes 6 s
  // here ran out of 10 s there, a 24 s test out of 60 s. The waits and the test's time stretch
  // there; a passing test takes no longer for it.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  // Spec files are spread over the workers; the tests of one file run in order, in one worker.
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json'], ['html', { open: 'never', outputFolder: '../test-results/e2e-report' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions(),
    // A trace records every action's DOM and a screencast, at a cost: eight spec files (29 tests) took
    // 402 s with it and 251 s without, their processes' CPU 302 s and 188 s (2 Dec; a phone's pixel
    // ratio or reduced motion made no difference). On CI, where every failure is retried, only the
    // retry records one; elsewhere each failed test keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    // The app follows the device's language on a first visit: the specs' visitor speaks Portuguese.
    locale: 'pt-BR',
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' } },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 }, defaultBrowserType: 'chromium' },
      testMatch: /(screens|venue-map|panel)\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: `node --import tsx e2e/support/oidc-server.ts ${oidcPort}`,
      cwd: repoRoot,
      url: `http://localhost:${oidcPort}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    ...dataDirs.map((dataDir, index) => ({
      command: 'node --import tsx apps/server/src/main.ts',
      cwd: repoRoot,
      url: `http://localhost:${portOf(index)}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(portOf(index)),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Every spec signs up and in from the same address; the limits have their own API tests.
        RATE_LIMITS: 'off',
        // The panel specs' manager (support/panel-admin.ts): a global admin once it signs up.
        ADMIN_EMAIL: 'gestora.painel@example.com',
        TILE_URL: `http://localhost:${portOf(index)}/no-tiles/{z}/{x}/{y}.png`,
        OIDC_ISSUER_URL: `http://localhost:${oidcPort}`,
        OIDC_CLIENT_ID: 'percurso-e2e',
        OIDC_CLIENT_SECRET: 'e2e-secret',
        OIDC_NAME: 'Rede Local',
      },
      stdout: 'pipe' as const,
    })),
  ],
});
