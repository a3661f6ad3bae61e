import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type GuideBundle, localize, type PointSummary } from '@percurso/shared';
import { seriousViolations } from '../support/axe.ts';
import { MUSEUM_PATH, signUpData } from '../support/demo.ts';
import { verifyEmailFromOutbox } from '../support/outbox.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';
import { expectPointOpen, skipTutorials, waitForTakeover } from '../support/pages.ts';
import { expectToast, publishGuide } from '../support/panel-screens.ts';
import { type Browser, expect, type Page, test } from '../support/test.ts';

// Stop numbers (issue 30 item 2): the "Nº" keypad of the guide toolbar opens a point by the number
// on its label; a QR-only point refuses its number (the server decides) until its manager allows
// it in the panel. On a server of this spec's own: allowing numbers changes a demo point other
// specs read. Screenshots go to test-results/screenshots/stop-numbers/.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/stop-numbers');
mkdirSync(SHOTS, { recursive: true });
const ADMIN = { email: 'gestora-numeros@example.com', password: 'segredo1', name: 'Gestora dos números' };

let server: OwnServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  // E2E_PORT + 5: inside the ports this run may take (the worker's server is E2E_PORT).
  server = await startOwnServer('stop-numbers', { ADMIN_EMAIL: ADMIN.email }, Number(process.env.E2E_PORT) + 5);
});
test.afterAll(async () => {
  await server?.stop();
});

async function museum(page: Page): Promise<{ bundle: GuideBundle; open: PointSummary; scale: PointSummary }> {
  const bundle = (await (
    await page.context().request.get(`${server.base}/api/guides/by-name${MUSEUM_PATH}`)
  ).json()) as GuideBundle;
  const open = bundle.points.find((point) => point.stopNumber === 2);
  const scale = bundle.points.find((point) => point.qrValidation);
  if (!open || !scale?.stopNumber) throw new Error('the demo museum has no numbered open and QR-required points');
  expect(open.qrValidation || open.geolocation).toBe(false);
  return { bundle, open, scale };
}

/** A visitor of their own (no session yet), on the test's device or this viewport, the tutorials seen. */
async function visitorPage(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const { viewport: projectViewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const context = await browser.newContext({
    ...(viewport ? { viewport } : projectViewport ? { viewport: projectViewport } : {}),
    ...(userAgent && !viewport ? { userAgent } : {}),
    ...(isMobile !== undefined && !viewport ? { isMobile } : {}),
    ...(hasTouch !== undefined && !viewport ? { hasTouch } : {}),
    ...(deviceScaleFactor !== undefined ? { deviceScaleFactor } : {}),
    baseURL: server.base,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await skipTutorials(page, ['Museu do Açúcar e do Café']);
  return page;
}

async function openKeypad(page: Page) {
  await page.goto(`${server.base}${MUSEUM_PATH}`);
  await waitForTakeover(page);
  await page.getByTestId('stop-keypad-button').click();
  const dialog = page.getByRole('dialog', { name: 'Número do ponto' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Types the number on the big keys, one tap each, and opens it. */
async function tapNumber(page: Page, number: number) {
  const dialog = page.getByTestId('stop-keypad-dialog');
  for (const digit of String(number)) await dialog.getByRole('button', { name: digit, exact: true }).click();
  await expect(page.getByTestId('stop-keypad-display')).toHaveValue(String(number));
  await page.getByTestId('stop-keypad-open').click();
}

test('a visitor types a stop number on the keypad and the point opens, its number on the cards', async ({
  browser,
}) => {
  const page = await visitorPage(browser);
  const { open } = await museum(page);
  await page.goto(`${server.base}${MUSEUM_PATH}`);
  // The cards show the stop numbers (the labels' numbers), read out as "Nº 2".
  const card = page.locator(`[data-testid="point-card"][data-point-id="${open.id}"]`);
  await expect(card.getByTestId('point-stop-number').locator('[aria-hidden="true"]')).toHaveText('2');
  await expect(card).toHaveAccessibleName(/^Nº 2 /);

  const dialog = await openKeypad(page);
  // A number no point has is said, and nothing opens.
  await tapNumber(page, 99);
  await expect(dialog.getByRole('alert')).toHaveText('Nenhum ponto deste guia tem o número 99.');
  await dialog.getByTestId('stop-keypad-delete').click();
  await dialog.getByTestId('stop-keypad-delete').click();
  await expect(page.getByTestId('stop-keypad-display')).toHaveValue('');
  await expect(dialog.getByTestId('stop-keypad-problem')).toBeEmpty();
  await dialog.getByRole('button', { name: '2', exact: true }).click();
  await page.screenshot({ path: join(SHOTS, `keypad-${test.info().project.name}.png`) });
  await page.getByTestId('stop-keypad-open').click();
  await expectPointOpen(page, open.id, localize(open.name, 'pt'));
  await expect(page.getByTestId('stop-keypad-dialog')).toBeHidden();
  // Recorded as opened by its number.
  const progress = (await (await page.context().request.get(`${server.base}/api/me/progress`)).json()) as {
    unlockedPointIds: string[];
  };
  expect(progress.unlockedPointIds).toContain(open.id);
  await page.context().close();
});

test('a QR-only point refuses its number (the server checks) until its manager allows numbers for it', async ({
  browser,
  page: adminPage,
}) => {
  const page = await visitorPage(browser);
  const { bundle, scale } = await museum(page);
  const number = scale.stopNumber as number;
  const dialog = await openKeypad(page);
  await tapNumber(page, number);
  await expect(dialog.getByRole('alert')).toHaveText(
    'Este ponto não abre pelo número: leia o QR code dele ou vá até ele.',
  );
  await expect(page.getByTestId('point-view')).toHaveCount(0);
  // Not the screen's choice: the API refuses the same request.
  const request = page.context().request;
  const refused = await request.post(`${server.base}/api/interactions`, {
    data: { id: crypto.randomUUID(), pointId: scale.id, tracker: 'number', proof: { number } },
    headers: { origin: server.base },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: { code: 'interaction/number-not-allowed' } });

  // The manager allows numbers for the point in its editor.
  const adminRequest = adminPage.context().request;
  expect((await adminRequest.post(`${server.base}/api/auth/sign-in/anonymous`, { data: {} })).ok()).toBe(true);
  expect((await adminRequest.post(`${server.base}/api/auth/sign-up/email`, { data: signUpData(ADMIN) })).ok()).toBe(
    true,
  );
  await verifyEmailFromOutbox(adminRequest, ADMIN.email, server.dataDir);
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await adminPage.goto(`${server.base}/guidePanel/${encodeURIComponent(bundle.guide.id)}/points/${scale.id}`);
  const unlockBlock = adminPage.getByTestId('point-block-unlock');
  await expect(unlockBlock).toBeVisible({ timeout: 60_000 });
  await unlockBlock.getByRole('button').first().click();
  const numberField = adminPage.getByTestId('point-stop-number');
  await expect(numberField).toHaveValue(String(number));
  // Another point's number is refused before saving.
  await numberField.fill('1');
  await adminPage.getByTestId('point-save').click();
  await expect(unlockBlock.getByText('Outro ponto deste guia já tem este número.')).toBeVisible();
  await numberField.fill(String(number));
  await unlockBlock.getByRole('switch', { name: 'Abrir também pelo número' }).check();
  await unlockBlock.scrollIntoViewIfNeeded();
  await unlockBlock.screenshot({ path: join(SHOTS, 'panel-stop-number.png') });
  await adminPage.getByTestId('point-save').click();
  await expectToast(adminPage, 'salvo!');
  await publishGuide(adminPage, scale.guideId);

  // The same number now opens it, with its content (no teaser).
  await page.getByTestId('stop-keypad-delete').click();
  await page.getByTestId('stop-keypad-delete').click();
  await tapNumber(page, number);
  await expectPointOpen(page, scale.id, localize(scale.name, 'pt'));
  await expect(page.getByTestId('point-teaser')).toHaveCount(0);
  await page.context().close();
});

test('the keypad works by keyboard alone, and axe finds nothing serious in it', async ({ browser }) => {
  const page = await visitorPage(browser);
  const { open } = await museum(page);
  await page.goto(`${server.base}${MUSEUM_PATH}`);
  await waitForTakeover(page);
  const button = page.getByTestId('stop-keypad-button');
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Número do ponto' });
  await expect(dialog).toBeVisible();
  // The number field has the focus: digits type, Backspace deletes.
  const display = page.getByTestId('stop-keypad-display');
  await expect(display).toBeFocused();
  await page.keyboard.type('71');
  await page.keyboard.press('Backspace');
  await expect(display).toHaveValue('7');
  // Digits typed with the focus on a key go to the number too.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: '1', exact: true })).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(display).toHaveValue('');
  // An error is announced (role="alert") and marks the field.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Digite um número de 1 a 9999.');
  await expect(display).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page), 'axe on the keypad').toEqual([]);
  // Escape closes it and gives the focus back to the toolbar button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  // Open by keyboard: Enter in the field opens the point.
  await page.keyboard.press('Enter');
  await expect(display).toBeFocused();
  await page.keyboard.type(String(open.stopNumber));
  await page.keyboard.press('Enter');
  await expectPointOpen(page, open.id, localize(open.name, 'pt'));
  await page.context().close();
});

test('the keypad on a desktop screen', async ({ browser }) => {
  const page = await visitorPage(browser, { width: 1280, height: 800 });
  const dialog = await openKeypad(page);
  await dialog.getByRole('button', { name: '1', exact: true }).click();
  await dialog.getByRole('button', { name: '2', exact: true }).click();
  expect(await seriousViolations(page), 'axe on the keypad (desktop)').toEqual([]);
  await page.screenshot({ path: join(SHOTS, 'keypad-desktop.png') });
  await page.context().close();
});
