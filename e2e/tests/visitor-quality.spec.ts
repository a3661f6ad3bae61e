import { localize } from '@percurso/shared';
import { expectAccessible } from '../support/axe.ts';
import { findPoint, MUSEUM_PATH, readGuide } from '../support/demo.ts';
import { expectPointOpen, openVideoPoint, skipTutorials, waitForTakeover } from '../support/pages.ts';
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

  // The first picture on show: a gallery inside a closed section has buttons too, hidden.
  const picture = page.getByTestId('image-open').filter({ visible: true }).first();
  await picture.click();
  const viewer = page.getByRole('dialog', { name: 'Visualizador de imagens' });
  await expect(viewer).toBeVisible();
  await page.goBack();
  await expect(viewer).toBeHidden();
  await expect(page.getByTestId('point-view')).toHaveAttribute('data-point-id', point.id);
  await expect(page.getByTestId('next-points-dialog')).toHaveCount(0);

  // Escape in the viewer closes it alone too, and Back then closes the point.
  await picture.click();
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

  test('Escape closes the point from each of the video player’s controls, and the focus goes back to its card', async ({
    page,
    request,
  }) => {
    const museum = await readGuide(request, MUSEUM_PATH);
    const point = findPoint(museum, (p) => p.medias.some((m) => m.fileType === 'video'));
    await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
    await page.goto(MUSEUM_PATH);
    await waitForTakeover(page);
    const card = page.locator(`[data-testid="point-card"][data-point-id="${point.id}"]`);
    const pointView = page.getByTestId('point-view');
    const next = page.getByTestId('next-points-dialog');
    const video = page.getByTestId('point-video').first();
    const openFromCard = async () => {
      await card.focus();
      await page.keyboard.press('Enter');
      await expectPointOpen(page, point.id, localize(point.name, 'pt'));
    };

    // Play and pause by keyboard: Space on the play button, K anywhere in the player.
    await openFromCard();
    const play = page.getByRole('button', { name: 'Reproduzir vídeo' }).first();
    await play.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(false);
    await expect(page.getByRole('button', { name: 'Pausar vídeo' }).first()).toBeFocused();
    const seek = page.getByRole('slider', { name: 'Posição do vídeo' }).first();
    await expect(seek).toBeEnabled();
    await seek.focus();
    await page.keyboard.press('k');
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
    // The arrows move the seek bar 5 s.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThanOrEqual(5);

    // Escape from each control closes the point (Chromium's own controls kept every key from the
    // page); the focus then goes back to the card that opened it.
    const controls = [
      page.getByRole('button', { name: 'Reproduzir vídeo' }).first(),
      seek,
      page.getByRole('button', { name: 'Desativar o som' }).first(),
      page.getByRole('slider', { name: 'Volume' }).first(),
      page.getByRole('button', { name: 'Tela cheia', exact: true }).first(),
    ];
    for (const [index, control] of controls.entries()) {
      if (index > 0) await openFromCard();
      await control.focus();
      await page.keyboard.press('Escape');
      await expect(pointView).toBeHidden();
      // Each close of the point is followed by the next-points dialog; Escape closes it too.
      await expect(next).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(next).toBeHidden();
      await expect(card).toBeFocused();
    }
  });

  test('in full screen, Escape leaves full screen only; the next one closes the point', async ({ page, request }) => {
    const { point } = await openVideoPoint(page, request);
    const player = page.getByTestId('point-video-player').first();
    // The player is a lazy part of the point's sheet: on a loaded machine a click can reach its
    // server-drawn button before that part is hydrated (and the replayed click has lost the
    // gesture full screen needs). The visitor taps again; so does the test, until it is in. The
    // name is exact: the gallery's "Ver imagem em tela cheia" buttons also contain it, and before
    // the player's chunk came the first of them opened the picture instead.
    await expect(async () => {
      const inFullScreen = await page.evaluate(() => document.fullscreenElement !== null);
      if (!inFullScreen) await page.getByRole('button', { name: 'Tela cheia', exact: true }).first().click();
      expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid'))).toBe(
        'point-video-player',
      );
    }).toPass({ timeout: 20_000 });
    const leave = player.getByRole('button', { name: 'Sair da tela cheia' });
    await expect(leave).toBeVisible();
    await leave.focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await expect(page.getByTestId('point-view')).toHaveAttribute('data-point-id', point.id);
    await expect(player.getByRole('button', { name: 'Tela cheia' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('point-view')).toBeHidden();
  });

  test('the open point with the video player passes axe', async ({ page, request }) => {
    await openVideoPoint(page, request);
    await page.getByRole('button', { name: 'Reproduzir vídeo' }).first().click();
    await expect(page.getByRole('slider', { name: 'Posição do vídeo' }).first()).toBeEnabled();
    await page.getByRole('button', { name: 'Pausar vídeo' }).first().click();
    await expectAccessible(page, 'point with the video player');
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
