import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { skipTutorials } from '../support/pages.ts';

// The manager panel (issue 5): a manager creates a guide with a floor plan and a journey through
// the screens, meets the spec's validation messages, saves and enables the guide; a visitor then
// finds it in /index. Screenshots: test-results/screenshots/panel/<project>-<screen>.png.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/panel');
mkdirSync(SHOTS, { recursive: true });

/** The e2e server's ADMIN_EMAIL (playwright.config.ts): this account is a global admin. */
const MANAGER = { email: 'gestora.painel@example.com', password: 'painel-e2e-123', name: 'Gestora do Painel' };
const FLOOR_PLAN = join(import.meta.dirname, '../../apps/server/demo/media/museum/video/engenho-poster.jpg');

/** Signs the manager in within the page's cookie jar (signing up the first time). */
async function signInAsManager(page: Page) {
  const request = page.context().request;
  // The page has its anonymous session already (the guard started it); sign-up upgrades it.
  if (!(await request.get('/api/me')).ok()) await request.post('/api/auth/sign-in/anonymous', { data: {} });
  // Requests that carry the session cookie must come from the site itself (CSRF rule).
  const headers = { origin: new URL(page.url()).origin };
  const signUp = await request.post('/api/auth/sign-up/email', { data: MANAGER, headers });
  if (!signUp.ok()) {
    const signIn = await request.post('/api/auth/sign-in/email', {
      data: { email: MANAGER.email, password: MANAGER.password },
      headers,
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
  }
}

/** The panel's navigation: a column on desktop, behind the burger on phones. */
async function openNavigation(page: Page, testId: string) {
  const burger = page.getByTestId('panel-burger');
  if (await burger.isVisible()) await burger.click();
  await page.getByTestId(testId).click();
}

/** The spec's confirmation toast; then closed, so on a phone it does not sit over the save button. */
async function expectToast(page: Page, text: string) {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
  await expect(toast).toBeVisible();
  await toast.locator('.mantine-Notification-closeButton').click();
  await expect(toast).toBeHidden();
}

test('a manager builds and enables a guide in the panel; a visitor finds it', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const shot = async (name: string) => {
    await page.screenshot({ path: join(SHOTS, `${project}-${name}.png`), fullPage: true });
  };
  // Both projects run against one server: each creates its own guide.
  const guideName = `Casa das Rendas ${project === 'mobile' ? 'Móvel' : 'Desktop'}`;
  await skipTutorials(page);

  await test.step('an anonymous visitor sees that the panel is not for them', async () => {
    await page.goto('/painel');
    await expect(page.getByTestId('panel-no-access')).toBeVisible();
    await shot('no-access');
  });

  let guideId = '';
  await test.step('the manager opens the panel from the account menu and creates a guide', async () => {
    await signInAsManager(page);
    await page.goto('/index');
    await page.getByTestId('account-button').click();
    await page.getByTestId('panel-link').click();
    await expect(page).toHaveURL(/\/painel$/);
    await expect(page.getByTestId('panel-home')).toBeVisible();
    await shot('home');

    await page.getByTestId('new-guide').click();
    await expect(page.getByTestId('guide-editor')).toBeVisible();
    await page.getByTestId('guide-name-pt').fill('Rendas');
    await page.getByTestId('guide-save').click();
    // Spec §8 messages, in Portuguese: too short a name, and the other required fields.
    await expect(page.getByText('Nome precisa de no mínimo 10 caracteres!').first()).toBeVisible();
    await expect(page.getByTestId('guide-editor').getByText('Cidade não informada!')).toBeVisible();
    await shot('guide-validation');

    await page.getByTestId('guide-name-pt').fill(guideName);
    await page.getByTestId('guide-name-tab-en').click();
    await page.getByTestId('guide-name-en').fill(`Lace House ${project}`);
    await page.getByTestId('guide-description-pt').fill('Museu das rendas de bilro, com oficinas abertas ao público.');
    await page.getByTestId('guide-address-zipCode').fill('60060-000');
    await page.getByTestId('guide-address-road').fill('Rua das Rendeiras');
    await page.getByTestId('guide-address-number').fill('120');
    await page.getByTestId('guide-address-neighborhood').fill('Centro');
    await page.getByTestId('guide-address-city').fill('Fortaleza');
    await page.getByTestId('guide-address-state').fill('CE');
    await page.getByTestId('guide-latitude').fill('-3.7271');
    await page.getByTestId('guide-longitude').fill('-38.5270');
    await page.getByTestId('guide-color-toolBarColor').fill('#7B2D26');
    await page.getByTestId('guide-save').click();
    await expectToast(page, 'Guia adicionado!');
    await expect(page).toHaveURL(/\/painel\/[^/]+$/);
    guideId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await expect(page.getByTestId('guide-enabled')).not.toBeChecked();
    await shot('guide-editor');
  });

  await test.step('a floor plan is uploaded for the guide', async () => {
    await openNavigation(page, 'nav-maps');
    await expect(page.getByTestId('guide-maps')).toBeVisible();
    await page.getByTestId('map-new').click();
    await page.getByTestId('map-name-pt').fill('Térreo');
    await page.getByTestId('map-image').getByTestId('media-file-input').setInputFiles(FLOOR_PLAN);
    await expect(page.getByTestId('map-image').locator('img')).toBeVisible();
    await page.getByTestId('map-save').click();
    await expectToast(page, 'Mapa adicionado!');
    await expect(page.getByTestId('map-card')).toHaveCount(1);
    // The uploaded plan is served back: its picture loads on the map's card.
    await expect
      .poll(() =>
        page
          .getByTestId('map-card')
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await shot('maps');
  });

  let journeyId = '';
  await test.step('a journey is created, after its required fields are asked for', async () => {
    await openNavigation(page, 'nav-journeys');
    await page.getByTestId('journey-new').click();
    await expect(page.getByTestId('journey-editor')).toBeVisible();
    await page.getByTestId('journey-save').click();
    await expect(page.getByTestId('journey-editor').getByText('Nome não informado!')).toBeVisible();
    await expect(page.getByText('Nome em inglês não informado!').first()).toBeVisible();
    await shot('journey-validation');

    await page.getByTestId('journey-name-pt').fill('Do fio à renda');
    await page.getByTestId('journey-name-tab-en').click();
    await page.getByTestId('journey-name-en').fill('From thread to lace');
    await page.getByTestId('journey-description-pt').fill('Como nasce uma renda de bilro.');
    await page.getByTestId('journey-description-tab-en').click();
    await page.getByTestId('journey-description-en').fill('How bobbin lace is made.');
    await page.getByTestId('journey-save').click();
    await expectToast(page, 'Jornada adicionado!');
    await expect(page).toHaveURL(/\/journey\/edit\?id=/);
    journeyId = new URL(page.url()).searchParams.get('id') ?? '';
    await shot('journey-editor');
  });

  await test.step('an interaction point is added', async () => {
    // EXTENSION POINT (panel-points): the point editor screens replace this API call with the
    // manager's clicks through /guidePanel/{guideId}/points.
    const answer = await page.context().request.post('/api/panel/points', {
      data: {
        guideId,
        journeyIds: [journeyId],
        name: { pt: 'Almofada de bilro' },
        description: { pt: 'A almofada onde a renda é trançada.' },
      },
    });
    expect(answer.status()).toBe(201);
  });

  await test.step('the guide gets its initial point, is saved and enabled', async () => {
    await openNavigation(page, 'nav-guide');
    await expect(page.getByTestId('guide-editor')).toBeVisible();
    await page.getByTestId('guide-initial-point').click();
    await page.getByRole('option', { name: 'Almofada de bilro' }).click();
    await expect(page.getByTestId('guide-journey-order').getByTestId('sortable-row')).toHaveCount(1);
    await page.getByTestId('guide-save').click();
    await expectToast(page, 'Guia salvo!');

    await page.getByTestId('guide-enabled').click();
    await expect(page.getByTestId('guide-enabled')).toBeChecked();
    await page.goto(`/guidePanel/${encodeURIComponent(guideId)}`);
    await expect(page.getByTestId('guide-panel')).toContainText('Ativo');
    await shot('guide-panel');
  });

  await test.step('a visitor finds the guide in /index', async () => {
    const visitor = await browser.newContext({ viewport: page.viewportSize(), serviceWorkers: 'block' });
    const visitorPage = await visitor.newPage();
    await skipTutorials(visitorPage);
    await visitorPage.goto('/index');
    await expect(visitorPage.getByTestId('guide-card').filter({ hasText: guideName })).toBeVisible();
    await visitor.close();
  });
});
