import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localize } from '@percurso/shared';
import { freePort, freshDataDir, repoRoot, startServer, stopServer, waitForOk } from '../../scripts/server-process.ts';
import { MUSEUM_PATH, readGuide } from '../support/demo.ts';
import { expectPointOpen, skipTutorials } from '../support/pages.ts';
import { expect, type Page, test } from '../support/test.ts';

test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker is active and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit installs the worker; a reload puts the page under its control.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('a visited guide page reloads offline', async ({ page, context, request }) => {
  const bundle = await readGuide(request, MUSEUM_PATH);
  const point = bundle.points[0];
  if (!point) throw new Error('demo museum needs points');
  await skipTutorials(page, [localize(bundle.guide.name, 'pt')]);

  await page.goto(`${MUSEUM_PATH}?point=${point.id}`);
  await waitForServiceWorker(page);
  await expectPointOpen(page, point.id, localize(point.name, 'pt'));
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('guide-banner')).toContainText(localize(bundle.guide.name, 'pt'));
  await expectPointOpen(page, point.id, localize(point.name, 'pt'));
  await context.setOffline(false);
});

test('after a new build is deployed the open app offers to update, and updating loads it', async ({ page }) => {
  test.setTimeout(180_000);
  // A server of its own, serving a copy of the build that this test rebuilds.
  const webDist = mkdtempSync(join(tmpdir(), 'percurso-web-'));
  cpSync(join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  const port = await freePort();
  const server = startServer(port, freshDataDir('e2e-update'), { WEB_DIST: webDist });
  try {
    await waitForOk(`http://localhost:${port}/healthz`);
    await skipTutorials(page);
    await page.goto(`http://localhost:${port}/index`);
    await waitForServiceWorker(page);
    const before = await page.locator('html').getAttribute('data-build');
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);

    const buildId = `e2e-${Date.now()}`;
    execFileSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], {
      cwd: join(repoRoot, 'apps/web'),
      env: { ...process.env, VITE_BUILD_ID: buildId },
      stdio: 'ignore',
    });

    // A navigation makes the browser check the service worker script; the new one waits.
    await page.reload();
    await expect(page.getByTestId('update-prompt')).toBeVisible({ timeout: 30_000 });
    // The open app keeps running the old build until the visitor accepts the update.
    await expect(page.locator('html')).toHaveAttribute('data-build', before ?? '');
    await page.getByTestId('update-prompt-button').click();
    await expect(page.locator('html')).toHaveAttribute('data-build', buildId, { timeout: 30_000 });
  } finally {
    await stopServer(server);
  }
});
