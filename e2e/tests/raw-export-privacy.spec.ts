import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { localize } from '@percurso/shared';
import type { Page } from '@playwright/test';
import { MUSEUM_PATH, readGuide } from '../support/demo.ts';
import { expectPointOpen, skipTutorials } from '../support/pages.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { expect, test } from '../support/test.ts';

// Issue 31 items 5 and 6: a visitor turns usage tracking off in the privacy settings and no visit
// event leaves the app afterwards; a manager downloads the anonymised raw export from the panel's
// analytics. Screenshots (390×844 and 1280×800): test-results/screenshots/raw-export-privacy/.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/raw-export-privacy');
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string) {
  const before = page.viewportSize() ?? { width: 390, height: 844 };
  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, `${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize(before);
}

test('a visitor turns usage tracking off: no visit event is sent afterwards', async ({ page, request }) => {
  test.setTimeout(120_000);
  const museum = await readGuide(request, MUSEUM_PATH);
  const [first, second] = museum.points.filter((p) => Boolean(p.content.pt) && !p.qrValidation && !p.qrRequired);
  if (!first || !second) throw new Error('the demo has no two open points');
  await skipTutorials(page, [museum.guide.id]);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/visit-events') sent.push(request.postData() ?? '');
  });

  await test.step('with tracking on, opening a point sends its visit events', async () => {
    await page.goto(`${MUSEUM_PATH}?point=${first.id}`);
    await expectPointOpen(page, first.id, localize(first.name, 'pt'));
    await expect.poll(() => sent.length, { timeout: 20_000 }).toBeGreaterThan(0);
  });

  await test.step('the privacy policy says what is kept and for how long, and the switch turns tracking off', async () => {
    await page.goto('/politicadeprivacidade');
    const policy = page.getByTestId('privacy-page');
    await expect(policy).toContainText('apagados depois de 24 meses');
    const toggle = page.getByTestId('usage-tracking-switch');
    await expect(toggle).toBeChecked();
    await expect(page.getByTestId('usage-tracking-scope')).toHaveText('A escolha fica guardada neste navegador.');
    // Drawn by the server, enabled once the app runs.
    await expect(toggle).toBeEnabled({ timeout: 20_000 });
    await page.getByRole('switch', { name: /Registrar meu uso nas estatísticas do local/ }).uncheck();
    await expect(toggle).not.toBeChecked();
    expect((await page.context().cookies()).find((c) => c.name === 'percurso-tracking')?.value).toBe('off');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'privacy-tracking-off');
  });

  await test.step('afterwards no visit event leaves the app, and /perfil shows the choice', async () => {
    const before = sent.length;
    await page.goto(`${MUSEUM_PATH}?point=${second.id}`);
    await expectPointOpen(page, second.id, localize(second.name, 'pt'));
    // Past the app's 5-second batch, then the page hidden (its last flush).
    await page.waitForTimeout(7_000);
    await page.goto('/perfil');
    await expect(page.getByTestId('usage-tracking-switch')).not.toBeChecked();
    await page.waitForTimeout(1_000);
    expect(sent.length, 'visit events sent after tracking was turned off').toBe(before);
    await shot(page, 'profile-tracking');
  });
});

test('a manager downloads the anonymised raw export from the panel', async ({ page, request }) => {
  test.setTimeout(120_000);
  const museum = await readGuide(request, MUSEUM_PATH);
  await page.goto('/index');
  await signInAsPanelAdmin(page);
  await page.goto(`/guidePanel/${museum.guide.id}/analytics`);
  const section = page.getByTestId('raw-export');
  await expect(section).toBeVisible({ timeout: 30_000 });
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'panel-raw-export');
  await test.step('the retention setting in the app properties', async () => {
    await page.goto('/painel/appProps');
    await expect(page.getByTestId('app-retention')).toHaveValue('24', { timeout: 30_000 });
    await shot(page, 'panel-app-properties');
    await page.goto(`/guidePanel/${museum.guide.id}/analytics`);
    await expect(section).toBeVisible({ timeout: 30_000 });
  });
  for (const format of ['ndjson', 'csv'] as const) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByTestId(`raw-export-${format}`).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^percurso-raw-.*\\.${format}$`));
    const text = (await readFile((await download.path()) ?? '')).toString('utf8');
    if (format === 'ndjson') {
      const rows = text
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line));
      // The demo's seeded visits of the last 30 days.
      expect(rows.length).toBeGreaterThan(0);
      expect(Object.keys(rows[0]).sort()).toEqual(
        [
          'source',
          'at',
          'event',
          'tracker',
          'journeyId',
          'pointId',
          'language',
          'format',
          'visitor',
          'ageBand',
          'region',
        ].sort(),
      );
      expect(text).not.toMatch(/@|user_?name|birth/i);
    } else {
      expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
        'source,at,event,tracker,journeyId,pointId,language,format,visitor,ageBand,region',
      );
    }
  }
});
