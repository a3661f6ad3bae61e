import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { localize, namePathOf, type RoadMap, type RoadMapList } from '@percurso/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { MUSEUM_PATH, readGuide, signUpData } from '../support/demo.ts';
import { holdBack, skipTutorials, waitForTakeover } from '../support/pages.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { expectToast } from '../support/panel-screens.ts';
import { expect, test } from '../support/test.ts';

// Issue 13: road maps for visitors (QR executions, progress, filters) and in the panel (editor,
// accesses). Screenshots land in test-results/road-maps/ at 390x844 and 1366x900.
// Each test walks several screens and takes screenshots at two sizes.
test.describe.configure({ timeout: 120_000 });

const folder = join(import.meta.dirname, '../../test-results/road-maps');
mkdirSync(folder, { recursive: true });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function shots(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  const viewport = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: join(folder, `${name}-390.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: join(folder, `${name}-1366.png`), fullPage: true });
  if (viewport) await page.setViewportSize(viewport);
}

/** A registered visitor signed in in the page's context (an anonymous session upgraded by sign-up). */
async function registerVisitor(page: Page, name: string) {
  const headers = { origin: test.info().project.use.baseURL ?? '' };
  const request = page.context().request;
  expect((await request.post('/api/auth/sign-in/anonymous', { data: {}, headers })).ok()).toBe(true);
  const account = { email: `${name.toLowerCase()}.${Date.now()}@example.com`, password: 'roteiro-123', name };
  const signUp = await request.post('/api/auth/sign-up/email', { data: signUpData(account), headers });
  expect(signUp.ok(), await signUp.text()).toBe(true);
}

/**
 * Removes the road maps an earlier attempt of the van test left (a retry): the visitor's list,
 * filtered by its van or searched for "vans", would show those beside this attempt's.
 */
async function removeEarlierVanRoadMaps(page: Page) {
  const request = page.context().request;
  const headers = { origin: test.info().project.use.baseURL ?? '' };
  const listed = await request.get('/api/panel/road-maps');
  expect(listed.ok(), await listed.text()).toBe(true);
  const { roadMaps } = (await listed.json()) as { roadMaps: { id: string; name: { pt?: string } }[] };
  for (const roadMap of roadMaps.filter((candidate) => candidate.name.pt?.startsWith('Roteiro das Vans '))) {
    const removed = await request.delete(`/api/panel/road-maps/${roadMap.id}`, { headers });
    expect(removed.ok(), await removed.text()).toBe(true);
  }
}

async function demoRoadMap(request: APIRequestContext): Promise<RoadMap> {
  const list = (await (await request.get('/api/road-maps')).json()) as RoadMapList;
  const roadMap = list.roadMaps.find((entry) => entry.guides.length >= 2);
  if (!roadMap) throw new Error('the demo has no road map with two guides');
  return roadMap;
}

test('a venue where the visitor unlocked a point counts as visited on the road map, without its road-map QR code', async ({
  page,
  request,
}) => {
  const roadMap = await demoRoadMap(request);
  // The museum: its points open from their card (the other venue's need the visitor there).
  const venue = roadMap.guides[0];
  if (!venue) throw new Error('a guide expected');
  const guide = await readGuide(request, `/${namePathOf(venue.name)}`);
  const point = guide.points.find((candidate) => !candidate.qrRequired && !candidate.qrValidation);
  if (!point) throw new Error('a point open without QR code expected');
  await skipTutorials(
    page,
    roadMap.guides.map((entry) => localize(entry.name, 'pt')),
  );
  await page.goto('/index');
  await registerVisitor(page, 'Lia');
  const unlock = await page.context().request.post('/api/interactions', {
    data: { id: crypto.randomUUID(), pointId: point.id, tracker: 'intPointDialog' },
    headers: { origin: test.info().project.use.baseURL ?? '' },
  });
  expect(unlock.ok(), await unlock.text()).toBe(true);

  await page.goto(`/roteiro/${namePathOf(roadMap.name)}`);
  const place = page.getByTestId('road-map-place').nth(0);
  await expect(place).toHaveAttribute('data-visited', 'true');
  await expect(place).toContainText('Visitado');
  await expect(page.getByTestId('road-map-progress')).toContainText('1 de 2 lugares visitados');
});

test('a road-map QR link records a registered visitor’s visit and shows it, up to completion', async ({
  page,
  request,
}) => {
  const roadMap = await demoRoadMap(request);
  const [first, second] = roadMap.guides;
  if (!first || !second) throw new Error('two guides expected');
  await skipTutorials(
    page,
    roadMap.guides.map((guide) => localize(guide.name, 'pt')),
  );
  await page.goto('/index');
  await registerVisitor(page, 'Rita');

  await page.goto(`/roadMapQrCode/${first.id}/${roadMap.id}`);
  await expect(page).toHaveURL(new RegExp(`/${namePathOf(first.name)}$`));
  await expectToast(page, `Visita ao roteiro ${localize(roadMap.name, 'pt')} registrada!`);

  await page.goto(`/roteiro/${namePathOf(roadMap.name)}`);
  const places = page.getByTestId('road-map-place');
  await expect(places.nth(0)).toHaveAttribute('data-visited', 'true');
  await expect(places.nth(1)).toHaveAttribute('data-visited', 'false');
  await expect(page.getByTestId('road-map-progress')).toContainText('1 de 2 lugares visitados');
  // The completion band is an analytics figure: the visitor never sees it.
  await expect(page.getByTestId('road-map-progress')).not.toContainText(/faixa|acesso único/i);
  await shots(page, 'road-map-page-progress');

  await page.goto(`/roadMapQrCode/${second.id}/${roadMap.id}`);
  await expect(page).toHaveURL(new RegExp(`/${namePathOf(second.name)}$`));
  await page.goto(`/roteiro/${namePathOf(roadMap.name)}`);
  await expect(page.getByTestId('road-map-progress')).toHaveAttribute('data-complete', 'true');
  await expect(page.getByTestId('road-map-complete-mark')).toContainText('Roteiro concluído!');
  await shots(page, 'road-map-page-complete');
  await page.goto('/roteiros');
  await expect(
    page
      .getByTestId('road-map-card')
      .filter({ hasText: localize(roadMap.name, 'pt') })
      .getByTestId('road-map-complete-mark'),
  ).toBeVisible();
});

test('an anonymous visitor scanning a road-map QR code is asked to register and nothing is saved', async ({
  page,
  request,
}) => {
  const roadMap = await demoRoadMap(request);
  const [first] = roadMap.guides;
  if (!first) throw new Error('a guide expected');
  await skipTutorials(
    page,
    roadMap.guides.map((guide) => localize(guide.name, 'pt')),
  );
  await page.goto(`/roadMapQrCode/${first.id}/${roadMap.id}`);
  await expect(page).toHaveURL(new RegExp(`/${namePathOf(first.name)}$`));
  const prompt = page.getByTestId('register-prompt');
  await expect(prompt).toContainText(
    `Cadastre-se para registrar sua visita ao roteiro ${localize(roadMap.name, 'pt')}.`,
  );
  await page.goto(`/roteiro/${namePathOf(roadMap.name)}`);
  await expect(page.getByTestId('road-map-progress').getByTestId('register-prompt')).toBeVisible();
  await expect(page.getByTestId('road-map-place').first()).not.toHaveAttribute('data-visited', /.+/);
});

test('a manager creates a road map with two guides and a van; a visitor filters /roteiros by van and finds it', async ({
  page,
  browser,
  request,
}) => {
  const guides = ((await (await request.get('/api/guides')).json()) as { guides: Array<{ name: { pt: string } }> })
    .guides;
  expect(guides.length).toBeGreaterThanOrEqual(2);
  const name = `Roteiro das Vans ${Date.now()}`;
  await page.goto('/index');
  await signInAsPanelAdmin(page);
  await removeEarlierVanRoadMaps(page);

  await page.goto('/roadMapRegistration');
  const form = page.getByTestId('road-map-form');
  await form.getByTestId('road-map-save').click();
  await expectToast(page, 'Nome não informado!');
  await shots(page, 'road-map-editor-errors');

  await page.getByTestId('road-map-name-pt').fill(name);
  await page.getByTestId('road-map-name-tab-en').click();
  await page.getByTestId('road-map-name-en').fill('Van Road Map');
  await page.getByTestId('road-map-description-pt').fill('Dois lugares, uma van.');
  await page.getByTestId('road-map-description-tab-en').click();
  await page.getByTestId('road-map-description-en').fill('Two places, one van.');
  for (const guide of guides.slice(0, 2)) {
    await page.getByTestId('road-map-add-guide').click();
    await page.getByRole('option', { name: guide.name.pt }).click();
  }
  await expect(page.getByTestId('sortable-row')).toHaveCount(2);
  await page.getByTestId('road-map-guide-van').first().click();
  await page.getByRole('option', { name: 'van 11', exact: true }).click();
  await page.getByTestId('road-map-enabled').check();
  await form.getByTestId('road-map-save').click();
  await expectToast(page, 'Roteiro adicionado!');
  await expect(page).toHaveURL(/\/roadMap\/edit\?id=/);
  await expect(page.getByTestId('road-map-qr-link')).toHaveCount(2);
  await shots(page, 'road-map-editor');

  const visitor = await browser.newContext({
    baseURL: test.info().project.use.baseURL ?? '',
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/roteiros');
  // The server draws the list; its dropdown answers the keyboard once the app has taken over (a key
  // pressed on the server's field before that is not replayed, unlike a tap).
  await waitForTakeover(visitorPage);
  // By keyboard: a tapped dropdown whose field scrolls out of view hides (Mantine's hideDetached),
  // and under load Playwright's scrolling to the 11th option did that.
  const van = visitorPage.getByTestId('road-map-van');
  await van.focus();
  for (let step = 0; step < 11; step++) await van.press('ArrowDown');
  await van.press('Enter');
  await expect(visitorPage).toHaveURL(/van=van\+11/);
  const cards = visitorPage.getByTestId('road-map-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(name);
  await expect(visitorPage.getByTestId('road-map-van-places')).toContainText(guides[0]?.name.pt ?? '');
  await visitorPage.getByTestId('road-map-search').fill('nada-disso');
  await expect(cards).toHaveCount(0);
  await visitorPage.getByTestId('road-map-search').fill('vans');
  await expect(cards).toHaveCount(1);
  await shots(visitorPage, 'road-map-list-filtered');
  await visitorPage.goto('/roteiros');
  await shots(visitorPage, 'road-map-list');
  await visitor.close();
});

test('words typed in the road maps search before the app takes over the page are searched for', async ({ page }) => {
  await skipTutorials(page);
  // The app's shell held back: the visitor types in the page the server drew.
  const release = await holdBack(page, '**/assets/shell-*.js');
  await page.goto('/roteiros');
  const cards = page.getByTestId('road-map-card');
  await expect(cards.first()).toBeVisible();
  await page.getByTestId('road-map-search').fill('nada-disso');
  release();
  await waitForTakeover(page);
  await expect(page.getByTestId('road-map-search')).toHaveValue('nada-disso');
  await expect(cards).toHaveCount(0);
});

test('a manager sees the §5 access rules on the access form', async ({ page, request }) => {
  const guideId = (await readGuide(request, MUSEUM_PATH)).guide.id;
  await page.goto('/index');
  await signInAsPanelAdmin(page);
  await page.goto(`/accessList?guideId=${guideId}`);
  await page.getByTestId('access-add').click();
  await page.getByTestId('access-save').click();
  await expectToast(page, 'Nome não informado!');
  await expect(page.getByTestId('access-form')).toContainText('Tipo de acesso não informado!');
  await expect(page.getByTestId('access-form')).toContainText('Imagem não informada!');
  await expect(page.getByTestId('access-form')).toContainText('Mapas não informados!');
  await shots(page, 'access-edit-errors');

  // Saving a valid access is covered by the API tests (venue-accesses.test.ts); the maps picker
  // did not open under Playwright here (see the report).
  await page.goto(`/accessList?guideId=${guideId}`);
  await expect(page.getByTestId('access-list')).toBeVisible();
  await shots(page, 'access-list');
});
