import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ANALYTICS_TIME_ZONE, type GuideBundle } from '@percurso/shared';
import type { Page } from '@playwright/test';
import { expectCsvEqualsTable, shotPhoneAndDesktop } from '../support/chart-table.ts';
import { MUSEUM_PATH, signUpData, TOUR_PATH } from '../support/demo.ts';
import { verifyEmailFromOutbox } from '../support/outbox.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { expect, test } from '../support/test.ts';

// Issue 31 item 4: an analyst of the demo museum opens "Códigos e lugares": unlocks per method,
// scans per printed code, a code never scanned (a point just added to a journey, listed with a
// link to it) and the heatmap drawn over the museum's floor plan; each card's table equals its
// CSV. Screenshots (390×844 and 1280×800): test-results/screenshots/codes-places/places-{phone,desktop}.png.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/codes-places');
mkdirSync(SHOTS, { recursive: true });

const originOf = (page: Page) => ({ origin: new URL(page.url()).origin });

const shot = (page: Page, name: string) => shotPhoneAndDesktop(page, SHOTS, name);

/** An hour between 0h and 6h at the venue at least two hours away from now there (the demo has no night visits). */
function quietNightHour(): number {
  const now = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: ANALYTICS_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );
  const away = (hour: number) => Math.min((hour - now + 24) % 24, (now - hour + 24) % 24) >= 2;
  return [3, 0, 1, 2, 4, 5, 6].find(away) ?? 3;
}

test('an analyst opens codes and places: methods, scans per code, a code never scanned, the heatmap over the plan', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const analyst = {
    email: `places.${randomUUID().slice(0, 8)}@example.com`,
    password: 'analise-e2e-123',
    name: 'Ana Lugares',
  };
  await page.goto('/index');
  const headers = originOf(page);
  expect((await page.request.post('/api/auth/sign-in/anonymous', { data: {}, headers })).ok()).toBe(true);
  const signedUp = await page.request.post('/api/auth/sign-up/email', { data: signUpData(analyst), headers });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  await verifyEmailFromOutbox(page.request, analyst.email);
  const bundle = (await (await page.request.get(`/api/guides/by-name${MUSEUM_PATH}`)).json()) as GuideBundle;
  const guideId = bundle.guide.id;
  const plan = bundle.maps.find((map) => map.type === 'floorPlan');
  expect(plan, 'the museum has a floor plan').toBeTruthy();
  const forgotten = `Cartão esquecido ${randomUUID().slice(0, 4)}`;

  await test.step('a global admin makes the account an analyst and adds a point to a journey (its card is new)', async () => {
    const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const adminPage = await admin.newPage();
    await adminPage.goto('/index');
    await signInAsPanelAdmin(adminPage);
    const added = await admin.request.post(`/api/panel/guides/${guideId}/managers`, {
      data: { email: analyst.email, roles: ['Análise'] },
      headers: originOf(adminPage),
    });
    expect(added.status(), await added.text()).toBeLessThan(300);
    const point = await admin.request.post('/api/panel/points', {
      data: {
        guideId,
        name: { pt: forgotten },
        description: { pt: 'Um ponto novo, com o cartão ainda por imprimir.' },
        journeyIds: [bundle.journeys[0]?.id],
        mapId: plan?.id,
        x: 200,
        y: 200,
      },
      headers: originOf(adminPage),
    });
    expect(point.status(), await point.text()).toBeLessThan(300);
    await admin.close();
  });

  await page.goto(`/guidePanel/${guideId}/analytics`);
  await page.getByTestId('analytics-tab-places').click();
  await expect(page).toHaveURL(/\/analytics\/places(\?|$)/);
  const screen = page.getByTestId('places-analytics');
  await expect(screen).toBeVisible({ timeout: 30_000 });
  await expect(screen.getByTestId('chart-loading')).toHaveCount(0, { timeout: 30_000 });

  await test.step('the heatmap is drawn over the floor plan, a circle per placed point', async () => {
    const heat = screen.getByTestId('chart-heatmap');
    const svg = heat.getByTestId('heatmap-plan');
    await expect(svg).toBeVisible();
    await expect(svg.getByTestId('heatmap-plan-image')).toHaveAttribute('href', plan?.fileUrl ?? '');
    // The plan image really loads (its size is known) under the circles.
    const loaded = await page.evaluate(
      (src) =>
        new Promise<boolean>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(image.naturalWidth > 0);
          image.onerror = () => resolve(false);
          image.src = src;
        }),
      plan?.fileUrl ?? '',
    );
    expect(loaded, 'the plan image loads').toBe(true);
    const cells = svg.getByTestId('heat-cell');
    expect(await cells.count()).toBeGreaterThan(1);
    const counts = (await cells.evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-count'))))).sort(
      (a, b) => b - a,
    );
    expect(counts[0], 'the busiest point has openings').toBeGreaterThan(0);
    // A night hour with no visits at the museum: every circle is a dot. Not the hour the suite runs
    // in at the venue, nor the one before or after: other tests open the museum's points meanwhile.
    const quiet = quietNightHour();
    await heat.getByTestId('heatmap-hour').click();
    await page.getByRole('option', { name: `${quiet}h–${quiet + 1}h` }).click();
    await expect
      .poll(() => cells.evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-count')))))
      .toEqual(counts.map(() => 0));
    await heat.getByTestId('heatmap-hour').click();
    await page.getByRole('option', { name: 'Dia todo' }).click();
  });

  await test.step('the code never scanned is listed, linked to its point', async () => {
    const never = screen.getByTestId('chart-never-scanned');
    await expect(never.getByRole('link', { name: new RegExp(forgotten) })).toBeVisible();
  });

  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'places');

  await test.step("each card's CSV equals its table", async () => {
    const methods = await expectCsvEqualsTable(page, screen.getByTestId('chart-methods'), 'methods');
    expect(methods.map((row) => row[0])).toEqual([
      'Método',
      'QR (leitor do app)',
      'Link (câmera do celular)',
      'GPS',
      'Câmera (reconhecimento)',
      'Número da parada',
      'Lista ou mapa do guia',
      'Realidade aumentada',
    ]);
    await expectCsvEqualsTable(page, screen.getByTestId('chart-codes'), 'codes');
    const never = await expectCsvEqualsTable(page, screen.getByTestId('chart-never-scanned'), 'never scanned');
    expect(never.some((row) => row[0]?.includes(forgotten))).toBe(true);
    const heat = await expectCsvEqualsTable(page, screen.getByTestId('chart-heatmap'), 'heatmap');
    expect(heat[0]?.length, 'point, 24 hours, total').toBe(26);
  });
});

test('a global admin sees the walking tour’s GPS points over the geographic map', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/index');
  const bundle = (await (await page.request.get(`/api/guides/by-name${TOUR_PATH}`)).json()) as GuideBundle;
  const placed = bundle.points.filter((point) => point.coordinates).length;
  expect(placed).toBeGreaterThan(1);
  await test.step('a visitor unlocks the first stop by GPS, standing at it', async () => {
    const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/index');
    const headers = originOf(visitorPage);
    expect((await visitor.request.post('/api/auth/sign-in/anonymous', { data: {}, headers })).ok()).toBe(true);
    const stop = bundle.points.find((point) => point.coordinates);
    const unlocked = await visitor.request.post('/api/interactions', {
      data: { id: randomUUID(), pointId: stop?.id, tracker: 'gps', proof: { position: stop?.coordinates } },
      headers,
    });
    expect(unlocked.ok(), await unlocked.text()).toBe(true);
    await visitor.close();
  });
  await signInAsPanelAdmin(page);
  await page.goto(`/guidePanel/${bundle.guide.id}/analytics/places`);
  const heat = page.getByTestId('chart-heatmap');
  await expect(heat.getByTestId('heatmap-map')).toHaveValue('Mapa geográfico', { timeout: 30_000 });
  const geo = heat.getByTestId('heatmap-geo');
  await expect(geo).toBeVisible();
  // Leaflet draws a circle per point (tiles may not load without a network; the circles do).
  await expect(geo.locator('path.leaflet-interactive')).toHaveCount(placed);
  await heat.scrollIntoViewIfNeeded();
  await heat.screenshot({ path: join(SHOTS, 'geo-heatmap.png') });
});
