import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decode } from 'fast-png';
import { colourClip, fakeCameraLaunchOptions, pictureClip } from '../support/fake-camera.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import {
  expect,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
  type TestInfo,
  test,
  watchCspViolations,
} from '../support/test.ts';

// Augmented reality: the AR scene over Chromium's fake camera (a generated Y4M clip), its raContent
// interaction, a QR link of an AR point, image detection of the demo target, and the camera denied.
const folder = join(import.meta.dirname, '../../test-results/screenshots');
mkdirSync(folder, { recursive: true });

const ROASTER_ID = 'demo-museum-torrador';
const GRINDER_ID = 'demo-museum-moedor';
const TARGET_PNG = join(import.meta.dirname, '../../apps/server/demo/media/ar/alvo-moedor.png');
const MODEL_GLB = join(import.meta.dirname, '../../apps/server/demo/media/ar/torrador.glb');

const cleanups: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/**
 * A phone page (the project's device) in a browser of its own whose fake camera plays `clip`; the
 * CSP violations it logs fail the test like the default page's (`cspViolations`).
 */
async function pageWithCamera(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  clip: string,
  cspViolations: string[],
  acceptPrompts = true,
): Promise<Page> {
  const browser = await playwright.chromium.launch(fakeCameraLaunchOptions(clip, acceptPrompts));
  cleanups.push(() => browser.close());
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    ...(viewport ? { viewport } : {}),
    ...(userAgent ? { userAgent } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    ...(deviceScaleFactor !== undefined ? { deviceScaleFactor } : {}),
    baseURL: baseURL ?? `http://localhost:${process.env.E2E_PORT ?? 3199}`,
    serviceWorkers: 'block',
  });
  await watchCspViolations(context, cspViolations);
  return context.newPage();
}

/** Phone (390 × 844) and desktop (1366 × 900) screenshots of what is on screen now. */
async function shots(page: Page, testInfo: TestInfo, name: string, focus?: Locator) {
  const phone = page.viewportSize();
  for (const [size, viewport] of [
    ['mobile', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await focus?.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(300);
    const path = join(folder, `ar-${size}-${name}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`${size}-${name}`, { path, contentType: 'image/png' });
  }
  if (phone) await page.setViewportSize(phone);
}

/** The live camera element shows frames of the fake camera. */
async function expectCameraPlaying(page: Page) {
  await expect
    .poll(() => page.getByTestId('ar-camera').evaluate((video: HTMLVideoElement) => video.videoWidth), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
}

test('the AR scene shows the 3D model over the camera and records a raContent interaction', async ({
  playwright,
  cspViolations,
}, testInfo) => {
  const page = await pageWithCamera(playwright, testInfo, colourClip('ar-wall', [90, 120, 160]), cspViolations);
  const recorded = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/interactions',
  );
  await page.goto(`/raScene?point=${ROASTER_ID}`);
  // A browser of the test's own, with a fake camera decoding a video file: its first frame takes
  // more than 10 s when both workers' browsers are busy (CI runs two).
  await expect(page.getByTestId('ar-frame')).toHaveAttribute('data-camera', 'live', { timeout: 30_000 });
  await expectCameraPlaying(page);
  const overlay = page.getByTestId('ar-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveAttribute('data-layers', 'model');
  const model = page.getByTestId('ar-model');
  await expect(model).toHaveAttribute('src', /\/media\/demo\/ar\/torrador\.glb$/);
  await expect(model).toHaveAttribute('ar-modes', 'webxr scene-viewer quick-look');
  // <model-viewer> is defined: its chunk loaded on this route (and only there).
  await expect(model).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  expect(await page.evaluate(() => customElements.get('model-viewer') !== undefined)).toBe(true);

  const response = await recorded;
  expect(response.status()).toBeLessThan(300);
  const { interaction } = (await response.json()) as { interaction: { pointId: string; tracker: string } };
  expect(interaction).toMatchObject({ pointId: ROASTER_ID, tracker: 'raContent' });
  const progress = await page.request.get('/api/me/progress');
  expect(((await progress.json()) as { unlockedPointIds: string[] }).unlockedPointIds).toContain(ROASTER_ID);
  await shots(page, testInfo, 'scene');
});

test('a QR link of a point with AR content opens the AR scene', async ({ playwright, cspViolations }, testInfo) => {
  const page = await pageWithCamera(playwright, testInfo, colourClip('ar-qr', [200, 180, 150]), cspViolations);
  await page.goto(`/qrcode/${ROASTER_ID}`);
  await expect(page).toHaveURL(new RegExp(`/raScene\\?point=${ROASTER_ID}$`));
  await expect(page.getByTestId('ar-overlay')).toBeVisible();
});

test('image detection recognises the demo target shown to the camera and anchors the content on it', async ({
  playwright,
  cspViolations,
}, testInfo) => {
  const target = decode(readFileSync(TARGET_PNG));
  const page = await pageWithCamera(playwright, testInfo, pictureClip('ar-target', target, 0.8), cspViolations);
  const recorded = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/interactions',
  );
  await page.goto(`/ID?point=${GRINDER_ID}`);
  await expectCameraPlaying(page);
  await expect(page.getByTestId('image-detection')).toHaveAttribute('data-found', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('detection-state')).toHaveText('Imagem reconhecida!');
  // The anchor sits where the picture is: centred in the frame, 320 of 640 px wide.
  const frame = await page.getByTestId('ar-frame').boundingBox();
  const anchor = await page.getByTestId('ar-anchor').boundingBox();
  if (!frame || !anchor) throw new Error('no frame or anchor');
  expect(Math.abs(anchor.x + anchor.width / 2 - (frame.x + frame.width / 2))).toBeLessThan(frame.width * 0.12);
  expect(Math.abs(anchor.y + anchor.height / 2 - (frame.y + frame.height / 2))).toBeLessThan(frame.height * 0.12);
  const { interaction } = (await (await recorded).json()) as { interaction: { pointId: string; tracker: string } };
  expect(interaction).toMatchObject({ pointId: GRINDER_ID, tracker: 'raContent' });
  await shots(page, testInfo, 'image-detection');
});

test('a camera that is not the target finds nothing', async ({ playwright, cspViolations }, testInfo) => {
  const page = await pageWithCamera(playwright, testInfo, colourClip('ar-nothing', [150, 150, 150]), cspViolations);
  await page.goto(`/ID?point=${GRINDER_ID}`);
  await expectCameraPlaying(page);
  await page.waitForTimeout(2000);
  await expect(page.getByTestId('image-detection')).toHaveAttribute('data-found', 'false');
  await expect(page.getByTestId('detection-state')).toHaveText('Procurando a imagem…');
});

test('/RA asks for the camera, and a refusal is explained rather than a blank page', async ({
  playwright,
  cspViolations,
}, testInfo) => {
  const page = await pageWithCamera(playwright, testInfo, colourClip('ar-denied', [0, 0, 0]), cspViolations, false);
  await page.goto(`/RA?point=${ROASTER_ID}`);
  await expect(page.getByTestId('ar-allow-camera')).toBeVisible();
  await shots(page, testInfo, 'camera-entry');
  await page.getByTestId('ar-allow-camera').click();
  await expect(page.getByTestId('ar-camera-problem')).toHaveAttribute('data-reason', 'denied');
  await expect(page.getByTestId('ar-camera-problem')).toContainText('A câmera está bloqueada');
  await shots(page, testInfo, 'camera-denied');
});

test.describe('the panel AR block', () => {
  test('uploads a glb (a fake one is refused), orders the AR files and previews the model with <model-viewer>', async ({
    page,
  }, testInfo) => {
    await signInAsPanelAdmin(page);
    await page.goto(`/guidePanel/demo-museum/points/${ROASTER_ID}`);
    await expect(page.getByTestId('point-editor')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('point-block-immersive').getByRole('button').first().click();
    const models = page.getByTestId('point-ra-models');
    await expect(models.getByTestId('sortable-row')).toHaveCount(1);
    const preview = page.getByTestId('point-ra-models-preview').getByTestId('ar-model');
    await expect(preview).toHaveAttribute('src', /torrador\.glb$/);
    await expect(preview).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });

    // A text file named .glb: the server sniffs the bytes and refuses it, with words the manager reads.
    const add = page.getByTestId('point-ra-models-add');
    await add.getByTestId('media-file-input').setInputFiles({
      name: 'falso.glb',
      mimeType: 'model/gltf-binary',
      buffer: Buffer.from('glTF, or so it says'),
    });
    await expect(add).toContainText('Este tipo de arquivo não é aceito aqui.');
    await expect(models.getByTestId('sortable-row')).toHaveCount(1);

    // The real roaster again, as a second model: listed second, then moved first with the keyboard.
    await add.getByTestId('media-file-input').setInputFiles(MODEL_GLB);
    await expect(models.getByTestId('sortable-row')).toHaveCount(2);
    await expect(models.getByTestId('sortable-row').nth(1)).toContainText('.glb');
    // Rows read "2.original.glb": the position, then the file's name.
    const second = (await models.getByTestId('sortable-row').nth(1).textContent())?.replace(/^\d+\./, '') ?? '';
    const handle = models.getByTestId('sortable-handle').nth(1);
    const row = models.getByTestId('sortable-row').nth(1);
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(row).toHaveAttribute('data-dragging', 'true');
    await page.keyboard.press('ArrowUp');
    // Moved over the first row (dnd-kit translates the dragged row), then dropped there once dnd-kit
    // knows what it is over: the first row makes way. A drop before that (a busy machine, once)
    // lands the row on itself.
    await expect(row).toHaveAttribute('style', /translate3d\(0px, -/);
    await expect(models.getByTestId('sortable-row').first()).toHaveAttribute('style', /translate3d\(0px, [1-9]/);
    await page.keyboard.press('Space');
    await expect(models.getByTestId('sortable-row').first()).toHaveText(`1.${second}`);
    await page
      .getByTestId('point-ra-models-preview')
      .evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shots(page, testInfo, 'panel-ar-block');
  });
});
