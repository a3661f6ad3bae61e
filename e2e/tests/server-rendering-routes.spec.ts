import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { localize, type RoadMapList } from '@percurso/shared';
import type { Page } from '@playwright/test';
import { holdBack, waitForTakeover } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

// Every route a QR code, a shared link or a search lands on comes with its screen in the HTML
// (docs/decisions/0025-server-rendered-landing-pages.md, issue 28 item 3): painted while the app's
// shell is still held back, and answering a tap once the app has taken over.
// Screenshots of the server's pages (shell held back) land in test-results/server-rendering-routes/.

const folder = join(import.meta.dirname, '../../test-results/server-rendering-routes');
const SIZES = { mobile: { width: 412, height: 915 }, desktop: { width: 1280, height: 800 } };

/** Opens `path` with the app's shell held back; the returned function lets it through and waits for the takeover. */
async function openServerPage(page: Page, path: string): Promise<() => Promise<void>> {
  const release = await holdBack(page, '**/assets/shell-*.js');
  await page.goto(path, { waitUntil: 'commit' });
  return async () => {
    release();
    await waitForTakeover(page);
  };
}

test('road maps and a road map paint from the server, and a tap then opens what it names', async ({
  page,
  request,
}) => {
  const { roadMaps } = (await (await request.get('/api/road-maps')).json()) as RoadMapList;
  const roadMap = roadMaps[0];
  if (!roadMap) throw new Error('the demo has no road map');
  const name = localize(roadMap.name, 'pt');
  mkdirSync(folder, { recursive: true });
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await openServerPage(page, '/roteiros');
    await expect(page.getByRole('heading', { level: 1, name: 'Roteiros' })).toBeVisible();
    await expect(page.getByTestId('road-map-card').first()).toContainText(name);
    await page.screenshot({ path: join(folder, `roteiros-${size}.png`), fullPage: true });
  }
  const takeOver = await openServerPage(page, '/roteiros');
  await expect(page).toHaveTitle('Roteiros · Percurso');
  await takeOver();
  // The app keeps the server's title (it once put back the bare app name).
  await expect(page).toHaveTitle('Roteiros · Percurso');
  await page.getByTestId('road-map-card').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const place = localize(roadMap.guides[0]?.name, 'pt');
  const takeOverMap = await openServerPage(page, new URL(page.url()).pathname);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} · Percurso`);
  await expect(page.getByTestId('road-map-place').first()).toBeVisible();
  await takeOverMap();
  await expect(page).toHaveTitle(`${name} · Percurso`);
  await page.getByTestId('road-map-place').first().click();
  await expect(page.getByRole('heading', { level: 1, name: place })).toBeVisible();
});

test('rewards, ratings, a 360° scene and the static pages paint from the server, and the app then answers a tap', async ({
  page,
}) => {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await openServerPage(page, '/Rewards');
    await expect(page.getByRole('heading', { level: 1, name: 'Prêmios' })).toBeVisible();
    await expect(page.getByTestId('rewards-rules')).toBeVisible();
    await page.screenshot({ path: join(folder, `rewards-${size}.png`), fullPage: true });
  }
  const rewards = await openServerPage(page, '/Rewards');
  await expect(page).toHaveTitle('Prêmios · Percurso');
  await rewards();
  await page.getByTestId('rewards-register-first').getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  const rating = await openServerPage(page, '/rating');
  await expect(page.getByRole('heading', { level: 1, name: 'Avaliações' })).toBeVisible();
  await rating();
  await page.getByTestId('rating-guide').click();
  await page.getByRole('option').first().click();
  await expect(page.getByTestId('rate-guide')).toBeVisible();

  // The scene's page and title from the server; the viewer itself loads in the browser.
  const scene = await openServerPage(page, '/rvScene/demo-museum-moenda');
  await expect(page.getByTestId('vr-flat')).toBeVisible();
  await expect(page).toHaveTitle('Moenda de cana · Percurso');
  await scene();
  await page.getByRole('link', { name: 'Voltar ao ponto' }).click();
  await expect(page.getByTestId('point-view')).toBeVisible();

  for (const [path, title] of [
    ['/termosdeuso', 'Termos de uso'],
    ['/politicadeprivacidade', 'Política de privacidade'],
  ] as const) {
    const legal = await openServerPage(page, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Percurso`);
    await legal();
    await expect(page).toHaveTitle(`${title} · Percurso`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});

test('an unknown road map, shared route or scene is the not-found screen from the server, with a 404', async ({
  page,
}) => {
  for (const path of ['/roteiro/Roteiro-Que-Nao-Existe', '/fav/rota-que-nao-existe', '/rvScene/ponto-que-nao-existe']) {
    const release = await holdBack(page, '**/assets/shell-*.js');
    const response = await page.goto(path, { waitUntil: 'commit' });
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('invalid-data-page')).toBeVisible();
    // The app takes over before the next page: a shell request still held (or delayed by
    // E2E_LATE_APP_MS) when the page navigates away would be answered twice.
    release();
    await waitForTakeover(page);
    await expect(page.getByTestId('invalid-data-page')).toBeVisible();
    // The guard's reason, which the server did not draw, follows the hydration (without a mismatch).
    if (path.startsWith('/fav/'))
      await expect(page.getByTestId('invalid-data-page')).toContainText('Rota não encontrada.');
  }
});
