import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type GuideBundle, localize } from '@percurso/shared';
import { readPdf } from '../../apps/server/test/read-pdf.ts';
import { MUSEUM_PATH, signUpData } from '../support/demo.ts';
import { verifyEmailFromOutbox } from '../support/outbox.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';
import { expectPointOpen, skipTutorials, waitForTakeover } from '../support/pages.ts';
import { expectToast } from '../support/panel-screens.ts';
import { type Browser, expect, type Page, test } from '../support/test.ts';

// Honest QR unlocks (issue 25): the guide editor's "signed codes only" and venue PIN, a signed
// printed code that unlocks, and the PIN typed in a locked point. On a server of this spec's own:
// "signed codes only" on the demo museum would refuse the unsigned codes other specs open.
// Screenshots go to test-results/screenshots/honest-qr/.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/honest-qr');
mkdirSync(SHOTS, { recursive: true });
const ADMIN = { email: 'gestora-qr@example.com', password: 'segredo1', name: 'Gestora do QR' };
const PIN = '482913';

let server: OwnServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer('honest-qr', { ADMIN_EMAIL: ADMIN.email });
});
test.afterAll(async () => {
  await server?.stop();
});

async function museum(page: Page) {
  const bundle = (await (
    await page.context().request.get(`${server.base}/api/guides/by-name${MUSEUM_PATH}`)
  ).json()) as GuideBundle;
  const scale = bundle.points.find((point) => point.qrValidation);
  if (!scale) throw new Error('the demo museum has no QR-required point');
  return { bundle, scale };
}

/** A visitor of their own (no session yet), on the test's device, with the tutorials seen. */
async function visitorPage(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const { viewport: projectViewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const context = await browser.newContext({
    ...(viewport ? { viewport } : projectViewport ? { viewport: projectViewport } : {}),
    ...(userAgent ? { userAgent } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    ...(deviceScaleFactor !== undefined ? { deviceScaleFactor } : {}),
    baseURL: server.base,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await skipTutorials(page, ['guideTutorial']);
  return page;
}

test('the guide editor sets "signed codes only" and the venue PIN with its validity', async ({ page }) => {
  const request = page.context().request;
  expect((await request.post(`${server.base}/api/auth/sign-in/anonymous`, { data: {} })).ok()).toBe(true);
  expect((await request.post(`${server.base}/api/auth/sign-up/email`, { data: signUpData(ADMIN) })).ok()).toBe(true);
  // ADMIN_EMAIL counts once the address is verified: the link of the sign-up's mail in the outbox.
  await verifyEmailFromOutbox(request, ADMIN.email, server.dataDir);
  const { bundle } = await museum(page);
  await page.goto(`${server.base}/painel/${encodeURIComponent(bundle.guide.id)}`);
  // The panel's chunks on a busy machine: the first screen may take a while.
  await expect(page.getByTestId('guide-editor')).toBeVisible({ timeout: 60_000 });
  const section = page.getByTestId('guide-unlock-codes');
  await expect(section).toBeVisible({ timeout: 30_000 });
  await section.scrollIntoViewIfNeeded();

  await section.getByRole('switch', { name: 'Aceitar só QR codes assinados' }).check();
  await expectToast(page, 'Desbloqueio salvo!');
  await expect(section.getByTestId('guide-signed-only')).toBeChecked();

  await section.getByTestId('guide-venue-pin').fill('12a4');
  await section.getByTestId('guide-venue-pin-save').click();
  await expect(section.getByText('O PIN deve ter de 4 a 8 números.')).toBeVisible();
  await section.getByTestId('guide-venue-pin').fill(PIN);
  // Valid until tomorrow at 18:00 (the browser's time zone).
  const tomorrow = new Date(Date.now() + 24 * 3_600_000);
  const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  await section.getByTestId('guide-venue-pin-until').fill(`${day}T18:00`);
  await section.getByTestId('guide-venue-pin-save').click();
  await expectToast(page, 'Desbloqueio salvo!');

  // What the server keeps, read back as the panel reads it.
  const saved = await request.get(
    `${server.base}/api/panel/guides/${encodeURIComponent(bundle.guide.id)}/unlock-codes`,
  );
  expect(await saved.json()).toMatchObject({ unlockCodes: { signedCodesOnly: true, venuePin: PIN } });
  await page.reload();
  await expect(section.getByTestId('guide-venue-pin')).toHaveValue(PIN, { timeout: 60_000 });

  await page.setViewportSize({ width: 1280, height: 800 });
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: join(SHOTS, `guide-editor-unlock-${test.info().project.name}-desktop.png`) });
  await page.screenshot({ path: join(SHOTS, `guide-editor-${test.info().project.name}-desktop.png`) });
});

test('a visitor opens the signed /qrcode link of the printed card and the point unlocks; the bare link does not', async ({
  page,
  browser,
}) => {
  // The admin's session (the first test's) downloads the journey's cards.
  const request = page.context().request;
  // Auth writes want the site's Origin (Playwright's request context sends none).
  const signIn = await request.post(`${server.base}/api/auth/sign-in/email`, {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin: server.base },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { bundle, scale } = await museum(page);
  const journeyId = scale.journeyIds[0] ?? '';
  const pdf = await request.get(
    `${server.base}/api/guides/${encodeURIComponent(bundle.guide.id)}/qr-kit/${encodeURIComponent(journeyId)}.pdf`,
  );
  expect(pdf.ok()).toBe(true);
  const codes = (await readPdf(new Uint8Array(await pdf.body()))).flatMap((pdfPage) => pdfPage.codes);
  const signed = codes.find((code) => new URL(code).pathname === `/qrcode/${encodeURIComponent(scale.id)}`);
  expect(signed).toMatch(/\?s=[\w-]{16}$/);
  const signedPath = `${new URL(signed ?? '').pathname}${new URL(signed ?? '').search}`;

  const visitor = await visitorPage(browser);
  // The bare link (what the visitor page shows of a locked card) no longer unlocks it.
  await visitor.goto(`/qrcode/${scale.id}`);
  await expectPointOpen(visitor, scale.id, localize(scale.name, 'pt'));
  await expect(visitor.getByTestId('point-teaser')).toBeVisible();
  await expect(visitor.getByTestId('point-view')).not.toContainText('Inglaterra');

  await visitor.goto(signedPath);
  await expectPointOpen(visitor, scale.id, localize(scale.name, 'pt'));
  await expect(visitor.getByTestId('point-view')).toContainText('Inglaterra');
  await expect(visitor.getByTestId('point-teaser')).toHaveCount(0);
  // The signature leaves the address bar once the link has done its work.
  expect(visitor.url()).not.toContain('s=');
  await visitor.context().close();
});

test('a visitor whose camera fails types the venue PIN in the locked point and it opens', async ({ page, browser }) => {
  const { scale } = await museum(page);
  const visitor = await visitorPage(browser, { width: 412, height: 915 });
  await visitor.goto(`${MUSEUM_PATH}?point=${encodeURIComponent(scale.id)}`);
  await expectPointOpen(visitor, scale.id, localize(scale.name, 'pt'));
  const teaser = visitor.getByTestId('point-teaser');
  await expect(teaser).toHaveAttribute('data-unlock-way', 'qr', { timeout: 30_000 });
  // Typing is not replayed as taps are: the PIN is typed once the app has taken the server's page over.
  await waitForTakeover(visitor);
  const pin = teaser.getByLabel('Digite o PIN do local');
  await pin.fill('000000');
  await teaser.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(teaser.getByText('PIN incorreto. Confira o PIN mostrado na recepção.')).toBeVisible();
  await pin.scrollIntoViewIfNeeded();
  await visitor.screenshot({ path: join(SHOTS, `teaser-pin-${test.info().project.name}-phone.png`) });

  await pin.fill(PIN);
  await teaser.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(visitor.getByTestId('point-view')).toContainText('Inglaterra');
  await expect(visitor.getByTestId('point-teaser')).toHaveCount(0);
  await visitor.context().close();
});
