import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser.ts';

const port = Number(process.env.E2E_PORT ?? 3199);
// Every run starts the production build on a fresh, empty data folder: the demo is seeded on boot.
const dataDir = mkdtempSync(join(tmpdir(), 'percurso-e2e-'));
// Specs read what the server writes there (the e-mail outbox). The config is loaded again in each
// worker, so only the main process's folder is real: the environment carries it to the workers.
process.env.E2E_DATA_DIR ??= dataDir;
const repoRoot = join(import.meta.dirname, '..');
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
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json'], ['html', { open: 'never', outputFolder: '../test-results/e2e-report' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
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
    {
      command: 'node --import tsx apps/server/src/main.ts',
      cwd: repoRoot,
      url: `http://localhost:${port}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // Every spec signs up and in from the same address; the limits have their own API tests.
        RATE_LIMITS: 'off',
        // The panel specs' manager (support/panel-admin.ts): a global admin once it signs up.
        ADMIN_EMAIL: 'gestora.painel@example.com',
        TILE_URL: `http://localhost:${port}/no-tiles/{z}/{x}/{y}.png`,
        OIDC_ISSUER_URL: `http://localhost:${oidcPort}`,
        OIDC_CLIENT_ID: 'percurso-e2e',
        OIDC_CLIENT_SECRET: 'e2e-secret',
        OIDC_NAME: 'Rede Local',
      },
      stdout: 'pipe',
    },
  ],
});
