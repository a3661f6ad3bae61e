import { localize } from '@percurso/shared';
import { expectAccessible } from '../support/axe.ts';
import { findPoint, MUSEUM_PATH, readGuide } from '../support/demo.ts';
import { skipTutorials } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

// Issue 26 (quality pass, visitor): contrast, the selection tutorial's text, the 360° loader.

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
