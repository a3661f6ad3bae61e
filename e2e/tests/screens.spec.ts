import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { localize } from '@percurso/shared';
import { findPoint, MUSEUM_PATH, readGuide, TOUR_PATH } from '../support/demo.ts';
import { expectGuideCards, expectPointOpen, skipTutorials } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

// Screenshots of the main visitor screens at phone and desktop sizes, kept as test artifacts in
// test-results/screenshots/ so a reviewer can look at what changed.
const folder = join(import.meta.dirname, '../../test-results/screenshots');
mkdirSync(folder, { recursive: true });

test('visitor screens render at this size', async ({ page, request }, testInfo) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const tour = await readGuide(request, TOUR_PATH);
  const shot = async (name: string) => {
    await page.waitForLoadState('networkidle');
    const path = join(folder, `${testInfo.project.name}-${name}.png`);
    await page.screenshot({ path, fullPage: false });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  };

  await page.goto('/index');
  await expect(page.getByTestId('tutorial-carousel')).toBeVisible();
  await shot('selection-tutorial');

  await skipTutorials(page, [localize(museum.guide.name, 'pt'), localize(tour.guide.name, 'pt')]);
  await page.goto('/index');
  await expectGuideCards(page, [localize(museum.guide.name, 'pt'), localize(tour.guide.name, 'pt')]);
  await shot('guide-selection');

  await page.goto(MUSEUM_PATH);
  await expect(page.getByTestId('point-card').first()).toBeVisible();
  await shot('guide-page');

  await page.goto(`${MUSEUM_PATH}?view=map`);
  await expect(page.getByTestId('map-icon').first()).toBeVisible();
  await shot('floor-plan');

  const narrated = findPoint(museum, (p) => Boolean(p.audio.pt));
  await page.goto(`${MUSEUM_PATH}?point=${narrated.id}`);
  await expectPointOpen(page, narrated.id, localize(narrated.name, 'pt'));
  await shot('point');

  await page.goto(`${TOUR_PATH}?view=map`);
  await expect(page.getByTestId('map-icon').first()).toBeVisible();
  await shot('walking-tour-map');

  await page.goto('/roteiros');
  await expect(page.getByTestId('road-map-card').first()).toBeVisible();
  await page.getByTestId('road-map-card').first().click();
  await expect(page.getByTestId('road-map-page')).toBeVisible();
  await shot('road-map');

  await page.goto('/dadosinvalidos');
  await shot('invalid-data');
});
