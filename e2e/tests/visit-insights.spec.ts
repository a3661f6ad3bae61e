import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { GuideBundle } from '@percurso/shared';
import type { Locator, Page } from '@playwright/test';
import { expectCsvEqualsTable as expectTableCsv, shotPhoneAndDesktop } from '../support/chart-table.ts';
import { MUSEUM_PATH, signUpData } from '../support/demo.ts';
import { verifyEmailFromOutbox } from '../support/outbox.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { expect, test } from '../support/test.ts';

// Issue 31 items 1–3: an analyst of the demo museum opens the visits, dwell-and-media and
// journey-funnel views; each chart's table view equals its CSV. A visitor's point view, closing
// and narration (as the app sends them to /api/visit-events) give the media view its figures; the
// demo's seeded visits give the others theirs. Screenshots (390×844 and 1280×800):
// test-results/screenshots/visit-insights/<view>-{phone,desktop}.png.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/visit-insights');
mkdirSync(SHOTS, { recursive: true });

const shot = (page: Page, name: string) => shotPhoneAndDesktop(page, SHOTS, name);

const originOf = (page: Page) => ({ origin: new URL(page.url()).origin });

/** The card's chart drawn by recharts, then its table view equal to its CSV. */
const expectCsvEqualsTable = (page: Page, card: Locator, name: string) =>
  expectTableCsv(page, card, name, card.getByTestId('chart').locator('svg.recharts-surface').first());

const VIEWS = [
  {
    tab: 'visits',
    page: 'visit-analytics',
    stat: 'stat-visits-value',
    charts: ['chart-visits-per-day', 'chart-visit-lengths', 'chart-visit-points'],
  },
  {
    tab: 'media',
    page: 'media-analytics',
    stat: 'stat-views-value',
    charts: ['chart-dwell', 'chart-formats', 'chart-media-completion'],
  },
  { tab: 'funnels', page: 'funnel-analytics', stat: null, charts: ['chart-funnel'] },
] as const;

test('an analyst opens the visits, dwell-and-media and funnel views; each table equals its CSV', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const analyst = {
    email: `insights.${randomUUID().slice(0, 8)}@example.com`,
    password: 'analise-e2e-123',
    name: 'Ana Lista',
  };
  await page.goto('/index');
  const headers = originOf(page);
  expect((await page.request.post('/api/auth/sign-in/anonymous', { data: {}, headers })).ok()).toBe(true);
  const signedUp = await page.request.post('/api/auth/sign-up/email', { data: signUpData(analyst), headers });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  await verifyEmailFromOutbox(page.request, analyst.email);
  const bundle = (await (await page.request.get(`/api/guides/by-name${MUSEUM_PATH}`)).json()) as GuideBundle;
  const guideId = bundle.guide.id;

  await test.step('a global admin makes the account an analyst of the museum', async () => {
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

  await test.step('a visitor views a point, plays its narration to the end and closes it', async () => {
    const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/index');
    const origin = originOf(visitorPage);
    expect((await visitor.request.post('/api/auth/sign-in/anonymous', { data: {}, headers: origin })).ok()).toBe(true);
    const pointId = bundle.points[0]?.id ?? '';
    const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
    const event = (kind: string, secondsAgo: number) => ({
      id: randomUUID(),
      kind,
      pointId,
      language: 'pt',
      format: 'narration',
      at: at(secondsAgo),
    });
    const sent = await visitor.request.post('/api/visit-events', {
      data: {
        events: [
          event('pointView', 200),
          event('narrationPlay', 190),
          event('narrationComplete', 60),
          event('pointLeave', 50),
        ],
      },
      headers: origin,
    });
    expect(await sent.json()).toEqual({ stored: 4 });
    await visitor.close();
  });

  for (const view of VIEWS) {
    await test.step(`the ${view.tab} view: its figures, and each chart's CSV equals its table`, async () => {
      await page.goto(`/guidePanel/${guideId}/analytics`);
      await page.getByTestId(`analytics-tab-${view.tab}`).click();
      await expect(page).toHaveURL(new RegExp(`/analytics/${view.tab}(\\?|$)`));
      const screen = page.getByTestId(view.page);
      await expect(screen).toBeVisible({ timeout: 30_000 });
      await expect(screen.getByTestId('chart-loading')).toHaveCount(0, { timeout: 30_000 });
      if (view.stat) {
        const shown = Number((await screen.getByTestId(view.stat).textContent())?.replace(/\D/g, ''));
        expect(shown, `${view.tab} headline`).toBeGreaterThan(0);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, view.tab);
      for (const id of view.charts) await expectCsvEqualsTable(page, screen.getByTestId(id).first(), id);
    });
  }
});
