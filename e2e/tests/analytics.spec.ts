import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GuideBundle } from '@percurso/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations, settled } from '../support/axe.ts';
import { parseCsv, tableOf } from '../support/chart-table.ts';
import { MUSEUM_PATH, signUpData } from '../support/demo.ts';
import { verifyEmailFromOutbox } from '../support/outbox.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { expect, test } from '../support/test.ts';

// Issue 15 (web): an analyst of the demo museum opens its dashboard and sees every chart; the CSV
// of a chart equals its table; the whole-period export streams with a progress bar to 100 %.
// Screenshots (390×844 and 1366×900): test-results/screenshots/analytics/<name>-{phone,desktop}.png.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/analytics');
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string) {
  const before = page.viewportSize() ?? { width: 390, height: 844 };
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(SHOTS, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: join(SHOTS, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(before);
}

const originOf = (page: Page) => ({ origin: new URL(page.url()).origin });

/** A registered visitor account in this page's context (anonymous first, upgraded by sign-up). */
async function signUp(page: Page, account: { email: string; password: string; name: string }) {
  const request = page.context().request;
  const headers = originOf(page);
  expect((await request.post('/api/auth/sign-in/anonymous', { data: {}, headers })).ok()).toBe(true);
  const response = await request.post('/api/auth/sign-up/email', { data: signUpData(account), headers });
  expect(response.ok(), await response.text()).toBe(true);
}

async function museumId(request: APIRequestContext): Promise<string> {
  const response = await request.get(`/api/guides/by-name${MUSEUM_PATH}`);
  return ((await response.json()) as GuideBundle).guide.id;
}

/** Every chart card of the guide dashboard, by test id. */
const GUIDE_CHARTS = [
  'chart-month',
  'chart-weekday',
  'chart-day',
  'chart-hour',
  'chart-gender',
  'chart-ages',
  'chart-regions',
  'chart-nps',
  'chart-journey-progress',
  'chart-points',
  'chart-trackers',
  'chart-journey-means',
  'chart-point-means',
  'chart-habit',
];

test('an analyst reads the demo museum dashboard: every chart, a CSV equal to its table, the export to 100 %', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const analyst = {
    email: `analista.${randomUUID().slice(0, 8)}@example.com`,
    password: 'analise-e2e-123',
    name: 'Ana Lista',
  };
  await page.goto('/index');
  await signUp(page, analyst);
  // A manager's role counts once the address is verified: the link of the sign-up's e-mail.
  await verifyEmailFromOutbox(page.request, analyst.email);
  const guideId = await museumId(page.request);

  await test.step('a global admin makes the account an analyst of the museum (panel managers API)', async () => {
    const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const adminPage = await admin.newPage();
    await adminPage.goto('/index');
    await signInAsPanelAdmin(adminPage);
    const added = await admin.request.post(`/api/panel/guides/${guideId}/managers`, {
      data: { email: analyst.email, roles: ['Análise'] },
      headers: originOf(adminPage),
    });
    expect(added.status(), await added.text()).toBeLessThan(300);
    await admin.close();
  });

  await test.step('the guide panel offers the analyst Analytics, not the content editors', async () => {
    await page.goto(`/guidePanel/${guideId}`);
    await expect(page.getByTestId('guide-panel')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pontos', exact: true })).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Análises', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/guidePanel/${guideId}/analytics`));
  });

  const dashboard = page.getByTestId('guide-analytics');
  await test.step('every headline figure and every chart is drawn for the last 30 days', async () => {
    await expect(dashboard.getByTestId('stat-visitors-value')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('chart-loading')).toHaveCount(0);
    expect(
      Number((await dashboard.getByTestId('stat-visitors-value').textContent())?.replace(/\D/g, '')),
    ).toBeGreaterThan(0);
    for (const id of GUIDE_CHARTS) {
      const card = dashboard.getByTestId(id).first();
      await expect(card, id).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await expect(
        card.getByTestId('chart').locator('svg.recharts-surface').first(),
        `${id} draws its chart`,
      ).toBeVisible();
    }
    await expect(dashboard.getByTestId('analytics-comment').first()).toBeVisible();
    await expect(dashboard.getByTestId('analytics-habit-score')).toContainText('Pontuação de hábito');
    await settled(page);
    expect(await seriousViolations(page), 'axe on the dashboard').toEqual([]);
    await dashboard.getByTestId('chart-month').scrollIntoViewIfNeeded();
    await shot(page, 'guide-dashboard');
  });

  await test.step('the weekday chart as a table, named in Portuguese, and its CSV is that table', async () => {
    const card = dashboard.getByTestId('chart-weekday');
    await card.getByText('Tabela').click();
    const table = await tableOf(card);
    expect(table[0]).toEqual(['Dia da semana', 'Interações']);
    expect(table.slice(1).map((row) => row[0])).toEqual([
      'Domingo',
      'Segunda-feira',
      'Terça-feira',
      'Quarta-feira',
      'Quinta-feira',
      'Sexta-feira',
      'Sábado',
    ]);
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByTestId('chart-csv').click()]);
    expect(download.suggestedFilename()).toBe('interacoes-por-dia-da-semana.csv');
    const bytes = await readFile((await download.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsv(bytes.subarray(3).toString('utf8'))).toEqual(table);
    expect(await seriousViolations(page), 'axe on the table view').toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'chart-table');
  });

  await test.step('a journey narrows the dashboard; the address keeps the filters', async () => {
    await dashboard.getByTestId('analytics-journey').click();
    await page.getByRole('option').first().click();
    await expect(page).toHaveURL(/journey=/);
    await expect(dashboard.getByTestId('chart-journey-progress')).toHaveCount(1);
  });

  await test.step('the whole-period export streams to 100 % and holds the rows the server announced', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dashboard.getByTestId('analytics-export-start').click(),
    ]);
    await expect(dashboard.getByTestId('analytics-export-done')).toBeVisible();
    await expect(dashboard.getByTestId('analytics-export-progress').last()).toHaveAttribute('data-value', '100');
    const rows = parseCsv(await readFile((await download.path()) ?? '', 'utf8'));
    expect(rows[0]?.slice(0, 3)).toEqual(['section', 'id', 'createdAt']);
    const announced = Number((await dashboard.getByTestId('analytics-export-done').textContent())?.replace(/\D/g, ''));
    expect(rows.length - 1).toBe(announced);
    expect(announced).toBeGreaterThan(0);
    await dashboard.getByTestId('analytics-export').scrollIntoViewIfNeeded();
    await shot(page, 'export-done');
  });

  await test.step('the accesses dashboard: headline, access age groups, point clicks', async () => {
    await page.getByTestId('analytics-tab-accesses').click();
    const accesses = page.getByTestId('access-analytics');
    // The machine may be busy: the first dashboard read of a period can take a while.
    await expect(accesses.getByTestId('stat-accesses-value')).toBeVisible({ timeout: 30_000 });
    for (const id of [
      'chart-features',
      'chart-access-ages',
      'chart-access-gender',
      'chart-access-weekday',
      'chart-point-clicks',
    ]) {
      await expect(accesses.getByTestId(id), id).toBeVisible();
    }
    await expect(accesses.getByTestId('chart-loading')).toHaveCount(0);
    await shot(page, 'access-dashboard');
  });

  await test.step('an analyst cannot read the road maps, nor another guide', async () => {
    const other = await page.request.get('/api/guides/by-name/caminhos-do-centro-historico');
    const otherId = ((await other.json()) as GuideBundle).guide.id;
    expect((await page.request.get(`/api/panel/guides/${otherId}/analytics`)).status()).toBe(403);
  });
});

test('a global admin opens the road-map dashboard from the panel', async ({ page }) => {
  await page.goto('/index');
  await signInAsPanelAdmin(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/painel');
  await page.getByTestId('nav-road-map-analytics').click();
  const screen = page.getByTestId('road-map-analytics');
  await expect(screen).toBeVisible();
  await screen.getByTestId('analytics-road-map').click();
  await page.getByRole('option').first().click();
  await expect(screen.getByTestId('stat-executions-value')).toBeVisible({ timeout: 30_000 });
  for (const id of ['chart-completion', 'chart-road-map-ages', 'chart-road-map-gender', 'chart-road-map-guides']) {
    await expect(screen.getByTestId(id), id).toBeVisible();
  }
  await expect(screen.getByTestId('chart-loading')).toHaveCount(0);
  await shot(page, 'road-map-dashboard');
});
