import { localize } from '@percurso/shared';
import { findPoint, MUSEUM_PATH, readGuide } from '../support/demo.ts';
import { chooseLanguage, expectPointOpen, skipTutorials } from '../support/pages.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { openPointBlock, publishGuide } from '../support/panel-screens.ts';
import { expect, test } from '../support/test.ts';

const SHOTS = process.env.CONTENT_VOICE_SHOTS;

// Issue 16: a manager generates a point's Spanish narration with the built-in engine (eSpeak NG),
// watching its progress, saves, and a visitor with the Spanish interface plays it.
test('a manager generates Spanish narration and a Spanish-speaking visitor plays it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const museum = await readGuide(request, MUSEUM_PATH);
  const point = findPoint(museum, (p) => Boolean(localize(p.description, 'es')));
  await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
  await signInAsPanelAdmin(page);

  await page.goto(`/guidePanel/${museum.guide.id}/points`);
  await page.locator(`[data-testid="point-row"][data-point-id="${point.id}"]`).getByTestId('point-row-name').click();
  await expect(page.getByTestId('point-editor')).toBeVisible();

  // "Traduzir" under a language: with no engine configured, it explains how to set one up.
  await page.getByTestId('point-name-tab-fr').click();
  const translate = page.getByTestId('point-name-fr-translate');
  await expect(translate).toHaveText('Traduzir de PT');
  await translate.click();
  await expect(page.getByTestId('point-name-fr-translate-message')).toContainText('LIBRETRANSLATE_URL');

  const media = await openPointBlock(page, 'media');
  const narration = media.getByTestId('point-narration-es');
  await expect(narration.getByTestId('point-narration-es-voice')).toHaveValue('es');
  await narration.getByTestId('point-narration-es-generate').click();
  const progress = narration.getByTestId('point-narration-es-progress');
  await expect(progress).toBeVisible();
  if (SHOTS) {
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await narration.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/narration-progress-${width}.png` });
    }
  }
  await expect(narration.getByTestId('point-narration-es-message')).toContainText('Áudio gerado', { timeout: 90_000 });
  await page.getByTestId('point-save').click();
  await expect(page.getByText(/salvo!/).first()).toBeVisible();
  if (SHOTS) {
    await page.getByTestId('point-name-tab-fr').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/translate-button-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('point-name-tab-fr').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/translate-button-390.png` });
  }

  await publishGuide(page, museum.guide.id);
  // The visitor, in Spanish: the point plays the generated file, seconds long.
  await page.goto(MUSEUM_PATH);
  await chooseLanguage(page, 'es');
  await page.goto(`${MUSEUM_PATH}?point=${point.id}`);
  await expectPointOpen(page, point.id, localize(point.name, 'es'));
  const player = page.getByTestId('point-audio');
  await expect(player).toHaveAttribute('data-language', 'es');
  await expect(player).toHaveAttribute('data-src', /\/media\/library\/.+\.mp3$/);
  await page.getByTestId('point-audio-play').click();
  const audio = page.getByTestId('narration-audio');
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.duration), { timeout: 15_000 })
    .toBeGreaterThan(1);
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan(0);
});
