import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { MUSEUM_PATH, readGuide, signUpData } from '../support/demo.ts';
import { verifyEmailFromOutbox } from '../support/outbox.ts';
import { skipTutorials } from '../support/pages.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { expectToast, openNavigation, openPointBlock, shotPhoneAndDesktop, UPLOADS } from '../support/panel-screens.ts';
import { expect, test } from '../support/test.ts';

// Issue 26 item 9, in the browser: the skip link, the point editor's save bar at 820 px, the QR
// kit's own navigation entry with its loopback warning (this server has no PUBLIC_ORIGIN), and the
// new guide's note about files. Screenshots: test-results/screenshots/panel-quality/.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/panel-quality');

test('the panel skips to the content, keeps "Salvar" whole at 820 px, and shows the QR kit with its warning', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const museum = await readGuide(request, MUSEUM_PATH);
  const guideId = museum.guide.id;
  await skipTutorials(page);
  await signInAsPanelAdmin(page);

  await test.step('a keyboard user skips the navigation', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/guidePanel/${guideId}/points/new`);
    await expect(page.getByTestId('point-editor')).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.screenshot({ path: join(SHOTS, 'skip-link-desktop.png') });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const inContent = await page.evaluate(() => Boolean(document.activeElement?.closest('#panel-content')));
    expect(inContent).toBe(true);
  });

  await test.step('the save bar keeps its button whole at 820 px', async () => {
    await page.setViewportSize({ width: 820, height: 900 });
    await page.reload();
    const save = page.getByTestId('point-save');
    await expect(save).toBeVisible({ timeout: 30_000 });
    const isWhole = await save.evaluate((button) => {
      const label = button.querySelector('.mantine-Button-label') ?? button;
      return label.scrollWidth <= label.clientWidth && button.scrollWidth <= button.clientWidth;
    });
    expect(isWhole).toBe(true);
    await expect(page.getByTestId('point-a11y-score')).toHaveText('Acessibilidade: nada a verificar');
    await page.screenshot({ path: join(SHOTS, 'point-save-bar-820.png') });
  });

  await test.step('the QR kit has its own entry and warns about a loopback origin', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/guidePanel/${guideId}`);
    await page.getByTestId('nav-qr-kit').click();
    await expect(page).toHaveURL(new RegExp(`/guidePanel/${guideId}/qrcodes$`));
    await expect(page.getByTestId('qr-kit-loopback')).toContainText('PUBLIC_ORIGIN', { timeout: 30_000 });
    await expect(page.getByTestId('qr-kit').getByRole('link').first()).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'qr-kit-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 412, height: 915 });
    await page.screenshot({ path: join(SHOTS, 'qr-kit-phone.png'), fullPage: true });
  });

  await test.step('a new guide says up front where its files go', async () => {
    await page.goto('/guide/edit');
    await expect(page.getByTestId('guide-save-first')).toContainText('depois que ele é criado', { timeout: 30_000 });
    await page.screenshot({ path: join(SHOTS, 'new-guide-phone.png') });
  });
});

// Issue 26, manager panel items 1–4: a save never detaches what the editor did not change and a
// stale one is refused; coordinates are saved as typed; read-only roles see read-only editors;
// adding a manager starts with no role and the toast names the role given.
mkdirSync(SHOTS, { recursive: true });

interface Made {
  guideId: string;
  journeyId: string;
  pointId: string;
}

/** A guide with a journey and a point, made through the panel API as the panel admin. */
async function makeGuide(request: APIRequestContext, name: string): Promise<Made> {
  const post = async (path: string, data: unknown) => {
    const response = await request.post(path, { data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as Record<string, { id: string }>;
  };
  const { guide } = await post('/api/panel/guides', {
    name: { pt: name },
    type: 'Público',
    description: { pt: 'Um guia das provas de qualidade do painel.' },
    latitude: -20.385,
    longitude: -43.503,
    address: {
      zipCode: '35400-000',
      road: 'Rua Direita',
      number: '1',
      neighborhood: 'Centro',
      city: 'Ouro Preto',
      state: 'MG',
    },
  });
  const guideId = guide?.id ?? '';
  const { journey } = await post('/api/panel/journeys', {
    guideId,
    name: { pt: 'Percurso principal', en: 'Main journey' },
    description: { pt: 'O percurso.', en: 'The journey.' },
  });
  const journeyId = journey?.id ?? '';
  const { point } = await post('/api/panel/points', {
    guideId,
    journeyIds: [journeyId],
    name: { pt: 'Chafariz' },
    description: { pt: 'Um chafariz de pedra-sabão.' },
  });
  return { guideId, journeyId, pointId: point?.id ?? '' };
}

async function readPanelGuide(request: APIRequestContext, guideId: string) {
  const response = await request.get(`/api/panel/guides/${guideId}`);
  return ((await response.json()) as { guide: Record<string, unknown> }).guide;
}

/**
 * A registered account of its own (another browser), for the manager and read-only tests; it
 * verifies its e-mail, so the roles it is given count at once.
 */
async function registerAccount(browser: Browser, baseURL: string, account: { email: string; name: string }) {
  const context = await browser.newContext({ baseURL });
  const headers = { origin: baseURL };
  await context.request.post('/api/auth/sign-in/anonymous', { data: {}, headers });
  const data = signUpData({ ...account, password: 'qualidade-123' });
  const signUp = await context.request.post('/api/auth/sign-up/email', { data, headers });
  if (!signUp.ok()) {
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: 'qualidade-123' },
      headers,
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
  } else {
    await verifyEmailFromOutbox(context.request, account.email);
  }
  return context;
}

async function signedInAdmin(page: Page) {
  await skipTutorials(page);
  await page.goto('/index');
  await signInAsPanelAdmin(page);
}

const runId = () => `${test.info().project.name}-${Date.now().toString(36)}`;

test('a social network created meanwhile stays attached when the guide form is saved', async ({ page }) => {
  await signedInAdmin(page);
  const made = await makeGuide(page.context().request, `Guia Redes ${runId()}`);
  await page.goto(`/guidePanel/${made.guideId}`);
  await openNavigation(page, 'nav-guide');
  await expect(page.getByTestId('guide-editor')).toBeVisible({ timeout: 30_000 });

  await openNavigation(page, 'nav-social-nets');
  await page.getByTestId('socialNetwork-add').click();
  await page.getByTestId('social-net-name').fill('Instagram do guia');
  await page.getByTestId('social-net-url').fill('https://instagram.com/guia');
  await page.getByTestId('social-net-image').getByTestId('media-file-input').setInputFiles(UPLOADS.image);
  await expect(page.getByTestId('social-net-image').locator('img')).toBeVisible();
  await page.getByTestId('social-net-save').click();
  await expectToast(page, 'Rede social adicionada!');
  const attached = (await readPanelGuide(page.context().request, made.guideId)).socialNetIds as string[];
  expect(attached).toHaveLength(1);

  await openNavigation(page, 'nav-guide');
  await expect(page.getByTestId('guide-editor')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('guide-address-number').fill('12');
  await page.getByTestId('guide-save').click();
  await expectToast(page, 'Guia salvo!');
  const saved = await readPanelGuide(page.context().request, made.guideId);
  expect(saved.socialNetIds).toEqual(attached);
  expect((saved.address as { number: string }).number).toBe('12');
});

test('a save based on a guide another tab changed is refused and offers to reload', async ({ page }) => {
  // Two tabs, a guide made for it and screenshots at two sizes: past a minute on a loaded CI machine.
  test.setTimeout(120_000);
  await signedInAdmin(page);
  const made = await makeGuide(page.context().request, `Guia Abas ${runId()}`);
  await page.goto(`/painel/${made.guideId}`);
  await expect(page.getByTestId('guide-editor')).toBeVisible({ timeout: 30_000 });

  // A second tab saves the guide first.
  const other = await page.context().newPage();
  await other.goto(`/painel/${made.guideId}`);
  await other.getByTestId('guide-address-road').fill('Rua São José');
  await other.getByTestId('guide-save').click();
  await expectToast(other, 'Guia salvo!');
  await other.close();

  await page.getByTestId('guide-address-number').fill('99');
  await page.getByTestId('guide-save').click();
  const notice = page.getByTestId('edit-conflict');
  await expect(notice).toContainText('alterado por outra pessoa ou em outra aba');
  await shotPhoneAndDesktop(page, join(SHOTS, 'edit-conflict'), notice);
  const stored = await readPanelGuide(page.context().request, made.guideId);
  expect((stored.address as { road: string; number: string }).road).toBe('Rua São José');
  expect((stored.address as { number: string }).number).toBe('1');

  await notice.getByTestId('edit-conflict-reload').click();
  // The editor reads the guide again (as on its first opening, which may take as long).
  await expect(page.getByTestId('guide-address-road')).toHaveValue('Rua São José', { timeout: 30_000 });
});

test('coordinates are saved as typed, with trailing zeros or a comma; a bad one is refused', async ({ page }) => {
  await signedInAdmin(page);
  const request = page.context().request;
  const made = await makeGuide(request, `Guia Coordenadas ${runId()}`);

  await page.goto(`/guidePanel/${made.guideId}/points/${made.pointId}`);
  const map = await openPointBlock(page, 'map');
  await map.getByTestId('point-geolocation').check({ force: true });
  await page.getByTestId('point-latitude').fill('-20.38500');
  await page.getByTestId('point-longitude').fill('-43.50300');
  await page.getByTestId('point-save').click();
  await expectToast(page, 'salvo!');
  const point = (await (await request.get(`/api/panel/points/${made.pointId}`)).json()) as {
    point: { coordinates: unknown; geolocation: boolean };
  };
  expect(point.point.coordinates).toEqual({ latitude: -20.385, longitude: -43.503 });

  await page.getByTestId('point-longitude').fill('-43,5x');
  await page.getByTestId('point-save').click();
  await expect(page.getByTestId('point-coordinates-error')).toContainText('Coordenada inválida');

  await page.goto(`/painel/${made.guideId}`);
  await page.getByTestId('guide-latitude').fill('-20,38600');
  await page.getByTestId('guide-longitude').fill('-43.50400');
  await page.getByTestId('guide-save').click();
  await expectToast(page, 'Guia salvo!');
  expect((await readPanelGuide(request, made.guideId)).location).toEqual({ latitude: -20.386, longitude: -43.504 });

  await page.getByTestId('guide-latitude').fill('norte');
  await page.getByTestId('guide-save').click();
  await expect(page.getByTestId('guide-editor').getByText('Coordenada inválida').first()).toBeVisible();
  expect((await readPanelGuide(request, made.guideId)).location).toEqual({ latitude: -20.386, longitude: -43.504 });
});

test('an analyst sees a read-only point editor', async ({ page, browser, baseURL }) => {
  await signedInAdmin(page);
  const made = await makeGuide(page.context().request, `Guia Analista ${runId()}`);
  const analyst = { email: `analista.${runId()}@example.com`, name: 'Ana Lista' };
  const context = await registerAccount(browser, baseURL ?? '', analyst);
  const added = await page.context().request.post(`/api/panel/guides/${made.guideId}/managers`, {
    data: { email: analyst.email, roles: ['Análise'] },
  });
  expect(added.ok(), await added.text()).toBe(true);

  const analystPage = await context.newPage();
  await skipTutorials(analystPage);
  await analystPage.goto(`/guidePanel/${made.guideId}/points/${made.pointId}`);
  await expect(analystPage.getByTestId('read-only')).toContainText('Somente leitura');
  await expect(analystPage.getByTestId('point-save')).toBeDisabled();
  await expect(analystPage.getByTestId('point-delete')).toHaveCount(0);
  await expect(analystPage.getByTestId('point-name-pt')).toBeDisabled();
  // Reading is not editing: the language tabs still switch, to a field that stays read-only.
  await analystPage.getByTestId('point-name-tab-en').click();
  await expect(analystPage.getByTestId('point-name-en')).toBeDisabled();
  await expect(analystPage.getByTestId('point-name-tab-en')).toHaveAttribute('aria-selected', 'true');
  // Its own context has a desktop's size: the phone's first.
  await analystPage.setViewportSize({ width: 412, height: 915 });
  await shotPhoneAndDesktop(analystPage, join(SHOTS, 'read-only-point'), analystPage.getByTestId('read-only'));
  await context.close();
});

test('adding managers: no role preselected, reset after each add, the toast names the role', async ({
  page,
  browser,
  baseURL,
}) => {
  await signedInAdmin(page);
  const made = await makeGuide(page.context().request, `Guia Gestores ${runId()}`);
  const first = { email: `editora.${runId()}@example.com`, name: 'Edna Editora' };
  const second = { email: `analista2.${runId()}@example.com`, name: 'Anselmo Analista' };
  for (const account of [first, second]) await (await registerAccount(browser, baseURL ?? '', account)).close();

  await page.goto(`/guidePanel/${made.guideId}/managers`);
  const roles = page.getByTestId('manager-roles');
  await expect(page.getByTestId('managers').locator('.mantine-Pill-root')).toHaveCount(0);

  await page.getByTestId('manager-email').fill(first.email);
  await page.getByTestId('manager-add').click();
  await expect(page.getByTestId('managers').getByText('Escolha ao menos uma função!')).toBeVisible();

  await roles.click();
  await page.getByRole('option', { name: 'Edição de conteúdo' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('manager-add').click();
  await expectToast(page, `${first.email} adicionado(a) com a função: Edição de conteúdo!`);
  await expect(page.getByTestId('managers').locator('.mantine-Pill-root')).toHaveCount(0);

  await page.getByTestId('manager-email').fill(second.email);
  await page.getByTestId('manager-add').click();
  await expect(page.getByTestId('managers').getByText('Escolha ao menos uma função!')).toBeVisible();
  await shotPhoneAndDesktop(page, join(SHOTS, 'add-manager'), page.getByTestId('manager-add'));
  await roles.click();
  await page.getByRole('option', { name: 'Análise' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('manager-add').click();
  await expectToast(page, `${second.email} adicionado(a) com a função: Análise!`);

  const listed = (await (await page.context().request.get(`/api/panel/guides/${made.guideId}/managers`)).json()) as {
    managers: Array<{ email: string; roles: string[] }>;
  };
  expect(listed.managers.find((entry) => entry.email === first.email)?.roles).toEqual(['Edição de contéudo']);
  expect(listed.managers.find((entry) => entry.email === second.email)?.roles).toEqual(['Análise']);
});
