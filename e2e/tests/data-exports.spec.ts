import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { skipTutorials } from '../support/pages.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { expect, test } from '../support/test.ts';

// Issue 29 item 6: a manager downloads a dataset from the panel screen that shows it, and the
// file's rows are the rows on the screen; the API reference page draws under the strict CSP.
// Screenshots (1366×900): test-results/screenshots/data-exports/.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/data-exports');
mkdirSync(SHOTS, { recursive: true });

test('a manager downloads the guide’s points as CSV, and its rows are the ones the panel lists', async ({ page }) => {
  test.setTimeout(90_000);
  await skipTutorials(page);
  await page.goto('/index');
  await signInAsPanelAdmin(page);
  await page.goto('/guidePanel/demo-museum/points');
  const names = page.getByTestId('point-row-name');
  // The panel's first screen with the app late takes over 10 s on a busy machine (as in panel-points).
  await expect(names.first()).toBeVisible({ timeout: 30_000 });
  const shown = (await names.allTextContents()).map((name) => name.trim()).sort();
  await expect(page.getByTestId('export-points-csv')).toHaveAccessibleName('Baixar pontos de interação em CSV');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: join(SHOTS, 'point-list-desktop.png') });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-points-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/^percurso-demo-museum-points-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = Papa.parse<Record<string, string>>(new TextDecoder().decode(bytes), {
    header: true,
    skipEmptyLines: true,
  }).data;
  expect(rows.map((row) => row['name.pt']).sort()).toEqual(shown);
});

test('the API reference page lists the API, with no script, in the reader’s language', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Referência da API do Percurso');
  await expect(page.locator('#getApiPanelGuidesGuideIdExportsDataset')).toContainText(
    '/api/panel/guides/{guideId}/exports/{dataset}',
  );
  await page.screenshot({ path: join(SHOTS, 'api-docs-desktop.png') });
  await page.locator('#getApiPanelGuidesGuideIdExportsDataset').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'api-docs-operation-desktop.png') });
  expect(errors).toEqual([]);
});
