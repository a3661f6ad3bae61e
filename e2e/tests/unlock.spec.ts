import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { distanceInMeters, localize } from '@percurso/shared';
import { findPoint, MUSEUM_PATH, readGuide, TOUR_PATH } from '../support/demo.ts';
import { colourClip, fakeCameraLaunchOptions, qrCodeClip } from '../support/fake-camera.ts';
import { expectPointOpen, skipTutorials } from '../support/pages.ts';
import {
  type BrowserContextOptions,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
  type TestInfo,
  test,
} from '../support/test.ts';

// Unlocking points: the in-app QR scanner, walking up to a located point, camera recognition
// and the camera and GPS permission page. Chromium's fake camera plays clips written here.
const folder = join(import.meta.dirname, '../../test-results/screenshots');
mkdirSync(folder, { recursive: true });

const MOENDA_ID = 'demo-museum-moenda';
const ORATORIO_ID = 'demo-museum-oratorio';
const CASA_GRANDE_ID = 'demo-museum-casa-grande';

/** Mobile and desktop screenshots of what is on screen now. */
async function shots(page: Page, testInfo: TestInfo, name: string) {
  const phone = page.viewportSize();
  for (const [size, viewport] of [
    ['mobile', phone],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    if (!viewport) continue;
    await page.setViewportSize(viewport);
    const path = join(folder, `unlock-${size}-${name}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`${size}-${name}`, { path, contentType: 'image/png' });
  }
  if (phone) await page.setViewportSize(phone);
}

/**
 * A page in a browser of its own whose fake camera plays `clip` (launch options are per browser),
 * with the project's device and the test's base URL. Closed when the test ends.
 */
async function pageWithCamera(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  clip: string,
  options: BrowserContextOptions = {},
  acceptPrompts = true,
): Promise<Page> {
  const browser = await playwright.chromium.launch(fakeCameraLaunchOptions(clip, acceptPrompts));
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    ...(viewport ? { viewport } : {}),
    ...(userAgent ? { userAgent } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    ...(deviceScaleFactor !== undefined ? { deviceScaleFactor } : {}),
    baseURL: baseURL ?? `http://localhost:${process.env.E2E_PORT ?? 3199}`,
    serviceWorkers: 'block',
    ...options,
  });
  cleanups.push(() => browser.close());
  return context.newPage();
}

const cleanups: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The interactions the page sends (POST /api/interactions), as their bodies. */
function postedInteractions(page: Page): { pointId: string; tracker: string }[] {
  const bodies: { pointId: string; tracker: string }[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/interactions')
      bodies.push(sent.postDataJSON());
  });
  return bodies;
}

async function unlockedPointIds(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/me/progress');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { unlockedPointIds: string[] }).unlockedPointIds;
}

async function openGuide(page: Page, path: string, guideName: string, query = '') {
  await skipTutorials(page, [guideName]);
  await page.goto(`${path}${query}`);
  await expect(page.getByTestId('guide-banner')).toContainText(guideName);
}

test.describe('the QR scanner', () => {
  test('reads a point’s QR code with the camera, records the unlock and opens the point', async ({
    playwright,
    request,
  }, testInfo) => {
    // A printed code of our app on another origin: any path containing /qrcode/ is ours.
    const clip = qrCodeClip('moenda', `https://percurso.example/qrcode/${MOENDA_ID}`);
    const page = await pageWithCamera(playwright, testInfo, clip);
    const posted = postedInteractions(page);
    const museum = await readGuide(request, MUSEUM_PATH);
    const moenda = findPoint(museum, (point) => point.id === MOENDA_ID);
    await openGuide(page, MUSEUM_PATH, localize(museum.guide.name, 'pt'));
    await expect(page.getByTestId('point-view')).toHaveCount(0);

    await page.getByTestId('scan-qr-button').click();
    await expectPointOpen(page, MOENDA_ID, localize(moenda.name, 'pt'));
    await expect(page.getByTestId('qr-scanner-dialog')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('point')).toBe(MOENDA_ID);
    expect(posted).toContainEqual(expect.objectContaining({ pointId: MOENDA_ID, tracker: 'toolBar' }));
    expect(await unlockedPointIds(page)).toContain(MOENDA_ID);
  });
});

test.describe('the QR scanner and a code that is not ours', () => {
  test('says the code is not a point of the guide and keeps scanning', async ({ playwright, request }, testInfo) => {
    const page = await pageWithCamera(playwright, testInfo, qrCodeClip('foreign', 'https://example.com/cardapio'));
    const museum = await readGuide(request, MUSEUM_PATH);
    await openGuide(page, MUSEUM_PATH, localize(museum.guide.name, 'pt'));
    await page.getByTestId('scan-qr-button').click();
    await expect(page.getByTestId('scanner-problem')).toContainText('não é de um ponto do guia');
    await expect(page.getByTestId('qr-scanner-dialog').getByRole('dialog')).toBeVisible();
    await shots(page, testInfo, 'scanner-dialog');
  });
});

test.describe('the QR scanner and a point of another guide', () => {
  test('names the other guide and opens the point there when asked', async ({ playwright, request }, testInfo) => {
    const tour = await readGuide(request, TOUR_PATH);
    const museum = await readGuide(request, MUSEUM_PATH);
    const praca = findPoint(tour, (point) => point.id === 'demo-tour-praca');
    const clip = qrCodeClip('praca', `http://localhost/qrcode/${praca.id}`);
    const page = await pageWithCamera(playwright, testInfo, clip);
    const posted = postedInteractions(page);
    await skipTutorials(page, [localize(museum.guide.name, 'pt'), localize(tour.guide.name, 'pt')]);
    await page.goto(MUSEUM_PATH);
    await page.getByTestId('scan-qr-button').click();
    await expect(page.getByTestId('scanner-problem')).toContainText(
      `Este QR code é de um ponto de outro guia: ${localize(tour.guide.name, 'pt')}`,
    );
    expect(posted).toEqual([]);

    await page.getByRole('button', { name: 'Abrir no outro guia' }).click();
    await expectPointOpen(page, praca.id, localize(praca.name, 'pt'));
    await expect(page.getByTestId('guide-banner')).toContainText(localize(tour.guide.name, 'pt'));
    expect(posted).toContainEqual(expect.objectContaining({ pointId: praca.id, tracker: 'toolBar' }));
  });
});

test.describe('the QR scanner without the camera', () => {
  test('says the camera was refused and leads to the permission page', async ({ playwright, request }, testInfo) => {
    // Headless Chromium dismisses the camera prompt nobody answers.
    const page = await pageWithCamera(playwright, testInfo, colourClip('grey-scan', [128, 128, 128]), {}, false);
    const museum = await readGuide(request, MUSEUM_PATH);
    await openGuide(page, MUSEUM_PATH, localize(museum.guide.name, 'pt'));
    await page.getByTestId('scan-qr-button').click();
    const problem = page.getByTestId('scanner-camera-problem');
    await expect(problem).toContainText('O acesso à câmera foi bloqueado');
    await problem.getByRole('link', { name: 'Ver permissões de câmera e localização' }).click();
    await expect(page).toHaveURL(/\/cameraAndGps$/);
    await expect(page.getByTestId('permission-camera')).toBeVisible();
  });
});

test.describe('location', () => {
  test.use({ permissions: ['geolocation'] });

  test('unlocks a located point within 25 m, not at 30 m, and lists points by distance band', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const tour = await readGuide(request, TOUR_PATH);
    const pilar = findPoint(tour, (point) => point.id === 'demo-tour-igreja-pilar');
    const church = pilar.coordinates;
    if (!church) throw new Error('the demo church has no coordinates');
    // One degree of latitude is about 111 195 m on the spec's 6 371 km sphere.
    const north = (meters: number) => ({ latitude: church.latitude + meters / 111_195, longitude: church.longitude });
    expect(distanceInMeters(north(30), church)).toBeCloseTo(30, 1);
    expect(distanceInMeters(north(20), church)).toBeCloseTo(20, 1);

    const posted = postedInteractions(page);
    await context.setGeolocation(north(30));
    await openGuide(page, TOUR_PATH, localize(tour.guide.name, 'pt'));
    await page.getByTestId('nearby-button').click();
    await page.getByTestId('location-on').click();

    const pilarRow = page.getByTestId('nearby-point').filter({ hasText: localize(pilar.name, 'pt') });
    await expect(page.getByTestId('nearby-band-5to50m')).toContainText(localize(pilar.name, 'pt'));
    await expect(pilarRow).toContainText('30 m');
    await expect(pilarRow).toHaveAttribute('data-status', 'locked');
    // The other stops are 400 m to 1 km away; the museum needs its QR code.
    const museum = page.getByTestId('nearby-point').filter({ hasText: 'Museu da Inconfidência' });
    await expect(museum).toHaveAttribute('data-status', 'needs-qr');
    await expect(page.getByTestId('nearby-band-500mTo5km')).toBeVisible();
    await shots(page, testInfo, 'nearby-list');

    // Walking 10 m closer: within 25 m, the church unlocks.
    await context.setGeolocation(north(20));
    await expect(pilarRow).toContainText('20 m');
    await expect(page.getByTestId('gps-unlocked-point')).toHaveText(localize(pilar.name, 'pt'));
    await expect(pilarRow).toHaveAttribute('data-status', 'unlocked');
    expect(await unlockedPointIds(page)).toContain(pilar.id);

    // Walking around it records nothing more: once per point, not on every position.
    await context.setGeolocation(north(12));
    await expect(pilarRow).toContainText('12 m');
    await context.setGeolocation(north(4));
    await expect(page.getByTestId('nearby-band-upTo5m')).toContainText(localize(pilar.name, 'pt'));
    expect(posted.filter((body) => body.tracker === 'gps')).toEqual([
      expect.objectContaining({ pointId: pilar.id, tracker: 'gps' }),
    ]);
  });
});

test.describe('camera recognition', () => {
  test('recognises the journey’s object with the camera and opens its point', async ({
    playwright,
    request,
  }, testInfo) => {
    // A red object held close to the camera: the demo journey's model reads it as 'Vermelho'.
    const page = await pageWithCamera(playwright, testInfo, colourClip('red', [220, 30, 30]));
    const posted = postedInteractions(page);
    const museum = await readGuide(request, MUSEUM_PATH);
    const oratorio = findPoint(museum, (point) => point.id === ORATORIO_ID);
    expect(oratorio.objectLabel).toBe('Vermelho');
    await openGuide(page, MUSEUM_PATH, localize(museum.guide.name, 'pt'), `?journey=${CASA_GRANDE_ID}`);
    await page.getByTestId('recognition-button').click();
    await expect(page.getByTestId('recognition-dialog').getByRole('dialog')).toBeVisible();
    // The model loads on first use and reads a few frames: up to 30 s on a loaded machine (10 s
    // was once not enough at load 10).
    await expect(page.getByTestId('point-view')).toHaveAttribute('data-point-id', ORATORIO_ID, { timeout: 30_000 });
    await expectPointOpen(page, ORATORIO_ID, localize(oratorio.name, 'pt'));
    expect(posted).toContainEqual(expect.objectContaining({ pointId: ORATORIO_ID, tracker: 'camera' }));
    expect(await unlockedPointIds(page)).toContain(ORATORIO_ID);
  });
});

test.describe('the camera and GPS page', () => {
  test('shows each permission pending, then granted once allowed', async ({ playwright }, testInfo) => {
    // Prompts are not accepted on their own here: the test grants each permission.
    const page = await pageWithCamera(playwright, testInfo, colourClip('grey', [128, 128, 128]), {}, false);
    const context = page.context();
    await page.goto('/cameraAndGps');
    await expect(page.getByTestId('camera-and-gps-page')).toBeVisible();
    await expect(page.getByTestId('permission-gps')).toHaveAttribute('data-state', 'pending');
    await expect(page.getByTestId('permission-camera')).toHaveAttribute('data-state', 'pending');
    await expect(page.getByTestId('permission-gps-state')).toHaveText('Ainda não pedida');
    await shots(page, testInfo, 'camera-and-gps');

    // Asking without an answer from the visitor (headless Chromium dismisses the prompt): denied,
    // with the help to allow it in the browser.
    await page.getByTestId('request-gps').click();
    await expect(page.getByTestId('permission-gps')).toHaveAttribute('data-state', 'denied');
    await expect(page.getByTestId('permission-gps-help')).toBeVisible();
    await shots(page, testInfo, 'camera-and-gps-denied');

    // Allowed in the browser settings: the page follows the change.
    await context.setGeolocation({ latitude: -20.3856, longitude: -43.5035 });
    await context.grantPermissions(['geolocation', 'camera']);
    await expect(page.getByTestId('permission-gps')).toHaveAttribute('data-state', 'granted');
    await expect(page.getByTestId('permission-gps-state')).toHaveText('Permitida');
    await expect(page.getByTestId('permission-camera')).toHaveAttribute('data-state', 'granted');
    await expect(page.getByTestId('request-camera')).toHaveCount(0);
  });
});
