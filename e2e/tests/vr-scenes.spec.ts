import { join } from 'node:path';
import { flatPanoramaStart } from '@percurso/shared';
import { devices } from '@playwright/test';
import sharp from 'sharp';
import { findPoint, MUSEUM_PATH, readGuide } from '../support/demo.ts';
import { chooseLanguage, holdBack, skipTutorials, waitForTakeover } from '../support/pages.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { publishGuide } from '../support/panel-screens.ts';
import { expect, type Locator, type Page, test } from '../support/test.ts';

// The 360° tour (issue 14): the demo mill's linked scenes, the headset mode and the scene
// editor. Screenshots (390 × 844 and 1366 × 900) go to test-results/screenshots/vr/.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/vr');
const PANORAMA = '/media/demo/museum/360';

async function shot(page: Page, name: string, ready?: Locator) {
  await page.setViewportSize({ width: 390, height: 844 });
  if (ready) await expect(ready).toHaveAttribute('data-ready', 'true');
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png` });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.waitForTimeout(400); // the viewer redraws after a resize
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(400);
}

/** Mean difference (0–255) between the left and right halves of the page's middle band. */
async function halvesDifference(page: Page): Promise<number> {
  const png = await page.screenshot();
  const { data, info } = await sharp(png).removeAlpha().greyscale().raw().toBuffer({ resolveWithObject: true });
  const half = Math.floor(info.width / 2);
  let sum = 0;
  let count = 0;
  for (let y = Math.floor(info.height * 0.3); y < info.height * 0.7; y += 2) {
    for (let x = 0; x < half; x += 2) {
      sum += Math.abs((data[y * info.width + x] ?? 0) - (data[y * info.width + x + half] ?? 0));
      count += 1;
    }
  }
  return sum / count;
}

test.describe.configure({ timeout: 180_000 });

test('a visitor walks the mill’s 360° tour: hotspot to the next scene, an info marker, and the headset’s two eyes', async ({
  page,
}) => {
  const guide = await readGuide(page.request, MUSEUM_PATH);
  const mill = findPoint(
    guide,
    (point) => point.immersive.image360 !== undefined && (point.immersive.rvImages?.length ?? 0) >= 2,
  );
  await skipTutorials(page, [guide.guide.name.pt ?? '']);

  await page.goto(`${MUSEUM_PATH}?point=${encodeURIComponent(mill.id)}`);
  await page.getByRole('link', { name: 'Ver em 360°' }).click();
  await expect(page).toHaveURL(new RegExp(`/rvScene/${mill.id}$`));
  const viewer = page.getByTestId('vr-viewer');
  await expect(viewer).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(viewer).toHaveAttribute('data-scene', 'main');
  await shot(page, 'rv-scene', viewer);

  // The door to the purging house faces the visitor when the scene opens.
  await page.getByRole('button', { name: 'Ir para Casa de purgar' }).click();
  await expect(viewer).toHaveAttribute('data-scene', 'casa-de-purgar');
  await page.getByRole('button', { name: 'Informação: As formas' }).click();
  await expect(page.getByTestId('vr-info-dialog')).toContainText('O melaço escorria das formas de barro');
  await shot(page, 'rv-info');
  await page.keyboard.press('Escape');

  await page.getByTestId('rv-headset-link').click();
  await expect(page).toHaveURL(new RegExp(`/rv/${mill.id}$`));
  const headset = page.getByTestId('rv-headset-page');
  await expect(headset).toHaveAttribute('data-stereo', 'on', { timeout: 20_000 });
  await expect(page.getByTestId('rv-eye')).toHaveCount(2);
  // Two eyes: the left and right halves show (nearly) the same picture.
  await expect.poll(() => halvesDifference(page)).toBeLessThan(12);
  await shot(page, 'rv-headset');
  const headsetViewer = page.getByTestId('rv-headset-viewer');
  // A tap selects what the gaze rests on; on a loaded machine the first tap can come before the
  // scene's hotspots are placed (failed once at load 10), so the visitor taps again.
  await expect(async () => {
    await headset.click({ position: { x: 200, y: 500 } });
    await expect(headsetViewer).not.toHaveAttribute('data-scene', 'main', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
});

test('"Ver em 360°" follows a language chosen after it showed, without a reload', async ({ page }) => {
  const guide = await readGuide(page.request, MUSEUM_PATH);
  const mill = findPoint(guide, (point) => point.immersive.image360 !== undefined);
  await skipTutorials(page, [guide.guide.name.pt ?? '']);
  await page.goto(`${MUSEUM_PATH}?point=${encodeURIComponent(mill.id)}`);
  await expect(page.getByRole('link', { name: 'Ver em 360°' })).toBeVisible();
  await waitForTakeover(page);
  // The sheet puts the focus on its content (where a QR visitor starts reading); Escape from there.
  await expect(page.getByTestId('point-view')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('point-view')).toBeHidden();
  // Closing the point offers the journey's next points.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await chooseLanguage(page, 'en');
  const journey = guide.journeys.find((candidate) => candidate.pointOrder.includes(mill.id));
  await page.getByRole('tab', { name: journey?.name.en ?? '' }).click();
  await page.locator(`[data-testid="point-card"][data-point-id="${mill.id}"]`).click();
  await expect(page.getByRole('link', { name: 'View in 360°' })).toBeVisible();
  await expect(page.getByText('Ver em 360°')).toHaveCount(0);
});

test('a manager places a link in the scene editor, and a visitor then follows it', async ({ page, browser }) => {
  const guide = await readGuide(page.request, MUSEUM_PATH);
  const point = findPoint(guide, (candidate) => candidate.name.pt === 'Tachos de cobre');
  await page.goto('/index');
  await signInAsPanelAdmin(page);
  // A two-scene tour without links (again on every run: the e2e server's data outlives a run).
  const reset = await page.request.put(`/api/panel/points/${encodeURIComponent(point.id)}/rv-scene`, {
    data: {
      image360: `${PANORAMA}/casa-de-purgar.jpg`,
      rvImages: [{ id: 'patio', url: `${PANORAMA}/patio.jpg`, name: { pt: 'Pátio' } }],
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(reset.ok(), await reset.text()).toBe(true);

  await page.goto(`/rvSceneEdition/${encodeURIComponent(point.id)}`);
  const editor = page.getByTestId('vr-editor-viewer');
  await expect(editor).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Cena de destino' }).click();
  await page.getByRole('option', { name: 'Pátio' }).click();
  await editor.click();
  await expect(page.getByTestId('vr-editor-status')).toContainText('Colocado em yaw');
  await expect(page.getByTestId('vr-editor-link')).toHaveCount(1);
  await page.getByTestId('vr-editor-save').click();
  await expect(page.getByTestId('vr-editor-status')).toHaveText('Cena 360° salva.');
  await publishGuide(page, guide.guide.id);
  await shot(page, 'rv-editor', editor);

  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/rvSceneEdition/${encodeURIComponent(point.id)}`);
  await expect(visitorPage.getByTestId('vr-editor-no-access')).toBeVisible();
  await visitorPage.goto(`/rvScene/${encodeURIComponent(point.id)}`);
  const viewer = visitorPage.getByTestId('vr-viewer');
  await expect(viewer).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await visitorPage.getByRole('button', { name: 'Ir para Pátio' }).click();
  await expect(viewer).toHaveAttribute('data-scene', 'patio');
  await visitor.close();
});

test('a shared 360° link shows its panorama flat at once, to swipe, until the viewer has drawn the sphere', async ({
  browser,
  page,
}) => {
  const guide = await readGuide(page.request, MUSEUM_PATH);
  const mill = findPoint(guide, (point) => point.immersive.image360 !== undefined);
  const name = mill.name.pt ?? '';
  const url = `/rvScene/${encodeURIComponent(mill.id)}`;
  /** Which point of one copy of the panorama is in the middle of the strip (0–1, 0.5 = yaw 0). */
  const middle = (strip: Locator) =>
    strip.evaluate((element) => {
      const copy = element.querySelector('img')?.getBoundingClientRect();
      return copy ? ((((element.clientWidth / 2 - copy.left) / copy.width) % 1) + 1) % 1 : Number.NaN;
    });
  const opening = flatPanoramaStart(mill.immersive.image360Rotation ?? 0);

  // Before any script: the page itself draws the panorama at the scene's initial view, and it scrolls.
  const noScript = await browser.newContext({ ...devices['Pixel 7'], javaScriptEnabled: false });
  const drawn = await noScript.newPage();
  await drawn.goto(url);
  const strip = drawn.getByTestId('vr-flat');
  await expect(strip.getByRole('img', { name })).toHaveAttribute('src', mill.immersive.image360 ?? '');
  expect(await middle(strip)).toBeCloseTo(opening, 2);
  await drawn.screenshot({ path: `${SHOTS}/rv-flat-no-script-phone.png` });
  await strip.evaluate((element) => element.scrollBy(300, 0));
  expect(await strip.evaluate((element) => element.scrollLeft)).toBe(300);
  await noScript.close();

  // With the app, the viewer's download held back: the same view, now swipeable either way.
  const release = await holdBack(page, '**/assets/three.core-*.js');
  await skipTutorials(page, [guide.guide.name.pt ?? '']);
  await page.goto(url);
  await waitForTakeover(page);
  const flat = page.getByTestId('vr-flat');
  await expect(flat.getByRole('img', { name })).toBeVisible();
  await expect.poll(() => middle(flat)).toBeCloseTo(opening, 2);
  expect(await flat.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/rv-flat-phone.png` });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/rv-flat-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });

  release();
  await expect(page.getByTestId('vr-viewer')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(flat).toHaveCount(0);
});

test('a scene and an info marker named with markup show that text, in the visitor’s viewer and in the scene editor, and no element comes of it', async ({
  page,
  browser,
}) => {
  const MARKUP = '<img src=x onerror=alert(1)>';
  const guide = await readGuide(page.request, MUSEUM_PATH);
  const point = findPoint(guide, (candidate) => candidate.name.pt === 'Tachos de cobre');
  await page.goto('/index');
  await signInAsPanelAdmin(page);
  // A tour whose first scene, and its info marker, carry a manager-written name that is HTML.
  const saved = await page.request.put(`/api/panel/points/${encodeURIComponent(point.id)}/rv-scene`, {
    data: {
      rvImages: [
        { id: 'marcado', url: `${PANORAMA}/patio.jpg`, name: { pt: MARKUP } },
        { id: 'casa', url: `${PANORAMA}/casa-de-purgar.jpg`, name: { pt: 'Casa' } },
      ],
      rvImagesConnections: [
        { from: 'marcado', to: 'casa', yaw: 0, pitch: -10 },
        { from: 'casa', to: 'marcado', yaw: 0, pitch: -10 },
      ],
      rvPoints: [{ scene: 'marcado', yaw: 20, pitch: 0, title: { pt: MARKUP }, text: { pt: 'Texto' } }],
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await publishGuide(page, guide.guide.id);

  /** The name shows as those very characters, and nothing it spells was made into an element. */
  async function expectLiteral(target: Page, viewer: Locator) {
    await expect(viewer).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await expect(viewer.locator('.psv-caption-content')).toHaveText(MARKUP);
    await expect(target.getByRole('button', { name: `Informação: ${MARKUP}` })).toBeVisible();
    await expect(target.locator('img[src="x"]')).toHaveCount(0);
  }

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const visitorPage = await visitor.newPage();
  const dialogs: string[] = [];
  visitorPage.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await skipTutorials(visitorPage, [guide.guide.name.pt ?? '']);
  await visitorPage.goto(`/rvScene/${encodeURIComponent(point.id)}`);
  const viewer = visitorPage.getByTestId('vr-viewer');
  await expectLiteral(visitorPage, viewer);
  await visitorPage.getByRole('button', { name: `Informação: ${MARKUP}` }).click();
  await expect(visitorPage.getByRole('dialog')).toContainText(MARKUP);
  await visitorPage.keyboard.press('Escape');
  // From the other scene, the link back names it in its tooltip: as text too.
  await visitorPage.getByRole('button', { name: 'Ir para Casa' }).click();
  await expect(viewer).toHaveAttribute('data-scene', 'casa');
  await visitorPage.getByTestId('vr-link-marcado').hover();
  await expect(visitorPage.locator('.psv-tooltip')).toContainText(MARKUP);
  await expect(visitorPage.locator('img[src="x"]')).toHaveCount(0);
  await visitorPage.screenshot({ path: `${SHOTS}/rv-markup-desktop.png` });
  await visitorPage.setViewportSize({ width: 412, height: 915 });
  await visitorPage.screenshot({ path: `${SHOTS}/rv-markup-phone.png` });
  expect(dialogs).toEqual([]);
  await visitor.close();

  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/rvSceneEdition/${encodeURIComponent(point.id)}`);
  await expectLiteral(page, page.getByTestId('vr-editor-viewer'));
  await expect(page.getByRole('textbox', { name: 'Cena 1', exact: true })).toHaveValue(MARKUP);
  await page.screenshot({ path: `${SHOTS}/rv-markup-editor-desktop.png` });
  expect(dialogs).toEqual([]);
});
