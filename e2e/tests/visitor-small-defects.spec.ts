import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { localize, TEXT_SIZE_OFFSET_RANGE } from '@percurso/shared';
import { findPoint, MUSEUM_PATH, readGuide, signUpData, TOUR_PATH } from '../support/demo.ts';
import { expectPointOpen, skipTutorials, waitForTakeover } from '../support/pages.ts';
import { expect, type Locator, type Page, test } from '../support/test.ts';

// Issue 26, item 17: the smaller visitor defects (text size, stale links, offline, long names,
// floor plan, image names, /ID, console errors).
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots');
mkdirSync(SHOTS, { recursive: true });

const PHONE = { width: 412, height: 915 };
const DESKTOP = { width: 1280, height: 800 };

/** Phone (412 × 915) and desktop (1280 × 800) screenshots of what is on screen now. */
async function shots(page: Page, name: string) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(SHOTS, `small-defects-${size}-${name}.png`) });
  }
  await page.setViewportSize(PHONE);
}

/** The text of `button` is inside it and on screen, none of it cut off. */
async function expectFullyReadable(button: Locator) {
  const fits = await button.evaluate((element) => {
    const label = element.querySelector('.mantine-Button-label') ?? element;
    const outer = element.getBoundingClientRect();
    const inner = label.getBoundingClientRect();
    return {
      clipped: label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1,
      inside: inner.left >= outer.left - 1 && inner.right <= outer.right + 1,
      onScreen: outer.left >= 0 && outer.right <= window.innerWidth,
    };
  });
  expect(fits, (await button.textContent()) ?? '').toEqual({ clipped: false, inside: true, onScreen: true });
}

for (const width of [412, 360]) {
  test(`at the largest text size the point footer's "Ponto anterior" and "Próximo ponto" are whole at ${width} px`, async ({
    page,
    request,
  }) => {
    const museum = await readGuide(request, MUSEUM_PATH);
    await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
    await page.addInitScript(
      (offset) => localStorage.setItem('percurso.textSize', String(offset)),
      TEXT_SIZE_OFFSET_RANGE.max,
    );
    await page.setViewportSize({ width, height: 915 });
    const journey = museum.journeys[0];
    const second = journey?.pointOrder[1] ?? '';
    const point = findPoint(museum, (candidate) => candidate.id === second);
    await page.goto(`${MUSEUM_PATH}?point=${point.id}`);
    await expectPointOpen(page, point.id, localize(point.name, 'pt'));
    await expectFullyReadable(page.getByTestId('point-previous'));
    await expectFullyReadable(page.getByTestId('point-next'));
    await expect(page.getByTestId('point-previous')).toContainText('Ponto anterior');
    await expect(page.getByTestId('point-next')).toContainText('Próximo ponto');
    await page.screenshot({ path: join(SHOTS, `small-defects-phone${width}-point-footer-large-text.png`) });
  });
}

test('an old ?point= link to a point the guide no longer has says so on the guide page', async ({ page, request }) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
  await page.setViewportSize(PHONE);
  await page.goto(`${MUSEUM_PATH}?point=ponto-removido-ha-tempos`);
  const notice = page.getByTestId('point-gone-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Este ponto não está mais no guia.');
  await expect(page.getByTestId('point-card').first()).toBeVisible();
  await shots(page, 'point-gone');
  // Closing the notice drops the stale link from the address.
  await notice.getByRole('button', { name: 'Fechar' }).click();
  await expect(notice).toBeHidden();
  await expect(page).not.toHaveURL(/point=/);
});

test('offline, a guide that was never downloaded gets one clear message', async ({ page, request }) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const tour = await readGuide(request, TOUR_PATH);
  await skipTutorials(page, [localize(museum.guide.name, 'pt'), localize(tour.guide.name, 'pt')]);
  await page.setViewportSize(PHONE);
  // Without a service worker the app's screens load only online: this visit loads the message's
  // screen and the guide screen first, as the service worker's copy of the app would have them.
  await page.goto('/dadosinvalidos');
  await waitForTakeover(page);
  await page
    .getByRole('link', { name: 'Ver guias' })
    .or(page.getByRole('button', { name: 'Ver guias' }))
    .click();
  const museumCard = page.getByTestId('guide-card').filter({ hasText: localize(museum.guide.name, 'pt') });
  await museumCard.click();
  await expect(page.getByTestId('point-card').first()).toBeVisible();
  await page.goBack();
  const tourCard = page.getByTestId('guide-card').filter({ hasText: localize(tour.guide.name, 'pt') });
  await expect(tourCard).toBeVisible();
  // The connection drops for the guide's data (the browser may still believe it is online, so
  // the app's requests are tried and fail rather than wait).
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await tourCard.click();
  const notice = page.getByTestId('no-connection-page');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Sem conexão');
  await expect(notice).toContainText('não foi baixada neste aparelho');
  // Not also "invalid data" / "the link may be incomplete", which contradicts it.
  await expect(page.getByText('Dados inválidos')).toHaveCount(0);
  await expect(page.getByText('Não encontramos o que este link procura', { exact: false })).toHaveCount(0);
  await shots(page, 'offline-not-downloaded');
});

test('a 7,800-character name is refused with the name field’s own message, on /perfil and at sign-up', async ({
  page,
}) => {
  const longName = 'A'.repeat(7800);
  await skipTutorials(page);
  await page.setViewportSize(PHONE);
  const request = page.context().request;
  expect((await request.post('/api/auth/sign-in/anonymous', { data: {} })).ok()).toBe(true);
  const account = { email: `longo.${Date.now()}@example.com`, password: 'segredo-123', name: 'Nome Curto' };
  expect((await request.post('/api/auth/sign-up/email', { data: signUpData(account) })).ok()).toBe(true);

  await page.goto('/perfil');
  const form = page.getByTestId('profile-form');
  const name = form.getByRole('textbox', { name: 'Nome', exact: true });
  await expect(name).toHaveValue('Nome Curto');
  await name.fill(longName);
  await page.getByTestId('profile-save').click();
  await expect(form.getByText('O nome pode ter no máximo 120 caracteres!')).toBeVisible();
  await expect(page.getByText('Algo deu errado no servidor', { exact: false })).toHaveCount(0);
  await shots(page, 'profile-long-name');

  // The server says the same when a form lets it through: the field's message, never a 500.
  const refused = await request.patch('/api/me', { data: { name: longName } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ error: { code: 'user/name-too-long', field: 'name' } });
});

test('the floor plan fills the map on a phone instead of a third of its height', async ({ page, request }) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
  await page.setViewportSize(PHONE);
  await page.goto(`${MUSEUM_PATH}?view=map`);
  const map = page.getByTestId('venue-map');
  const plan = map.locator('img.leaflet-image-layer');
  await expect(plan).toBeVisible();
  await expect
    .poll(async () => {
      const [mapBox, planBox] = await Promise.all([map.boundingBox(), plan.boundingBox()]);
      if (!mapBox || !planBox) return 0;
      const top = Math.max(mapBox.y, planBox.y);
      const bottom = Math.min(mapBox.y + mapBox.height, planBox.y + planBox.height);
      return (bottom - top) / mapBox.height;
    })
    .toBeGreaterThan(0.8);
  await shots(page, 'floor-plan');
});

test('each image of the about dialog has a name of its own', async ({ page, request }) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
  await page.setViewportSize(PHONE);
  await page.goto(MUSEUM_PATH);
  await page.getByTestId('about-guide-button').click();
  const dialog = page.getByTestId('about-guide-dialog');
  await expect(dialog.getByTestId('image-open').first()).toBeVisible();
  const names = await dialog.locator('img, [data-testid="image-open"]').evaluateAll((elements) =>
    elements
      .filter(
        (element) => !element.closest('[data-testid="image-open"]') || element.matches('[data-testid="image-open"]'),
      )
      .map((element) => element.getAttribute('aria-label') ?? element.getAttribute('alt') ?? '')
      .filter((name) => name !== ''),
  );
  // The cover picture is named by its caption (what it shows), not by the guide's name again.
  await expect(dialog.locator('img').first()).toHaveAttribute('alt', localize(museum.guide.aboutGuide?.caption, 'pt'));
  expect(names.length).toBeGreaterThanOrEqual(3);
  expect(new Set(names).size, names.join(' | ')).toBe(names.length);
  await shots(page, 'about-dialog');
});

test('/ID without a point says that no point was chosen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/ID');
  const message = page.getByTestId('image-detection-message');
  await expect(message).toContainText('Nenhum ponto escolhido');
  await expect(message).not.toContainText('imagem de referência');
  await shots(page, 'id-without-point');
});

test('a first visit, without a session, logs no error to the console', async ({ page, request }) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  // A first visit's page carries "no session" (no session cookie): the app does not ask who the visitor is.
  const sessionAsked: string[] = [];
  page.on('request', (sent) => {
    if (['/api/session', '/api/me'].includes(new URL(sent.url()).pathname)) sessionAsked.push(sent.url());
  });
  await page.goto('/index');
  await expect(page.getByTestId('guide-card').first()).toBeVisible();
  await waitForTakeover(page);
  await page.goto(MUSEUM_PATH);
  // The banner's heading: a first visit's tutorial, opening over the page, repeats the guide's name.
  await expect(
    page.getByTestId('guide-banner').getByRole('heading', { name: localize(museum.guide.name, 'pt') }),
  ).toBeVisible();
  await expect(page.getByTestId('point-card').first()).toBeVisible();
  await waitForTakeover(page);
  await page.waitForLoadState('networkidle');
  expect(sessionAsked).toEqual([]);
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});
