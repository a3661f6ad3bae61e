import { localize } from '@percurso/shared';
import { expectAccessible } from '../support/axe.ts';
import { findPoint, MUSEUM_PATH, readGuide } from '../support/demo.ts';
import { expectPointOpen, skipTutorials, waitForTakeover } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

// Issue 26 (quality pass, visitor): the image viewer, keyboard focus and contrast.

test('the phone’s Back button closes the full-screen image, not the point under it', async ({ page, request }) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const point = findPoint(museum, (p) => p.medias.some((m) => m.fileType === 'image'));
  await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
  await page.goto(MUSEUM_PATH);
  // Opened from its card, as a visitor does: the point has a history entry of its own.
  await page.locator(`[data-testid="point-card"][data-point-id="${point.id}"]`).click();
  await expectPointOpen(page, point.id, localize(point.name, 'pt'));

  await page.getByTestId('image-open').first().click();
  const viewer = page.getByRole('dialog', { name: 'Visualizador de imagens' });
  await expect(viewer).toBeVisible();
  await page.goBack();
  await expect(viewer).toBeHidden();
  await expect(page.getByTestId('point-view')).toHaveAttribute('data-point-id', point.id);
  await expect(page.getByTestId('next-points-dialog')).toHaveCount(0);

  // Escape in the viewer closes it alone too, and Back then closes the point.
  await page.getByTestId('image-open').first().click();
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`point=${point.id}`));
  await expect(page.getByTestId('point-view')).toHaveAttribute('data-point-id', point.id);
  await page.goBack();
  await expect(page.getByTestId('point-view')).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${MUSEUM_PATH}$`));
});

test.describe('keyboard', () => {
  test.use({ hasTouch: false, isMobile: false, viewport: { width: 1280, height: 800 } });

  test('closing a point gives the focus back to its card, also with the focus on the video', async ({
    page,
    request,
  }) => {
    const museum = await readGuide(request, MUSEUM_PATH);
    const point = findPoint(museum, (p) => p.medias.some((m) => m.fileType === 'video'));
    await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
    await page.goto(MUSEUM_PATH);
    await waitForTakeover(page);
    const card = page.locator(`[data-testid="point-card"][data-point-id="${point.id}"]`);
    await card.focus();
    await page.keyboard.press('Enter');
    await expectPointOpen(page, point.id, localize(point.name, 'pt'));

    // Focus on the video element: Escape still closes the point. (Once Tab moves the focus onto one
    // of Chromium's native control buttons, no key event reaches the page at all, Escape included:
    // only controls of the app's own could close the point from there; issue 26 item 13, open.)
    await page.getByTestId('point-video').first().focus();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('point-view')).toBeHidden();
    const next = page.getByTestId('next-points-dialog');
    await expect(next).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(next).toBeHidden();
    await expect(card).toBeFocused();
  });

  test('closing a guide dialog gives the focus back to the button that opened it', async ({ page, request }) => {
    const museum = await readGuide(request, MUSEUM_PATH);
    await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
    await page.goto(MUSEUM_PATH);
    await waitForTakeover(page);
    for (const [button, dialog] of [
      ['about-guide-button', 'about-guide-dialog'],
      ['favourites-button', 'register-prompt'],
    ] as const) {
      const opener = page.getByTestId(button);
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog').getByTestId(dialog)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(opener).toBeFocused();
    }
  });
});

test('text and buttons read at 4.5:1: the AR scene’s camera alert and the favourites dialog', async ({
  page,
  request,
}) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
  // No camera here: the scene says so in an alert, with a light button back to the point.
  await page.goto('/raScene?point=demo-museum-torrador');
  await expect(page.getByTestId('ar-camera-problem')).toBeVisible();
  await expectAccessible(page, '/raScene without a camera');

  await page.goto(MUSEUM_PATH);
  await page.getByTestId('favourites-button').click();
  await expect(page.getByRole('dialog').getByTestId('register-prompt')).toBeVisible();
  await expectAccessible(page, 'favourites dialog');
});

test('the selection tutorial says how points unlock: QR code, GPS or the camera', async ({ page }) => {
  await page.goto('/index');
  const tutorial = page.getByTestId('tutorial-carousel');
  await expect(tutorial).toContainText('aponta a câmera para a peça');
  await expect(tutorial).not.toContainText('toca nele no mapa');
});

test('the 360° viewer’s loader speaks the visitor’s language', async ({ page, request }) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const mill = findPoint(museum, (point) => point.immersive.image360 !== undefined);
  await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
  await page.goto(`/rvScene/${encodeURIComponent(mill.id)}`);
  await expect(page.getByTestId('vr-viewer')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(page.locator('.psv-loader')).toContainText('Carregando');
  await expect(page.locator('.psv-loader')).not.toContainText('Loading');
});

test('floor-plan markers are 44 px touch targets', async ({ page, request }) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
  await page.goto(`${MUSEUM_PATH}?view=map`);
  const marker = page
    .locator('.leaflet-marker-icon')
    .filter({ has: page.getByTestId('map-icon') })
    .first();
  await expect(marker).toBeVisible();
  const box = await marker.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
});
