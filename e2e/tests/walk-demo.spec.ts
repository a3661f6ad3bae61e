import { localize } from '@percurso/shared';
import { MUSEUM_PATH, readGuide, TOUR_PATH } from '../support/demo.ts';
import {
  chooseLanguage,
  expectGuideCards,
  expectPointOpen,
  holdBack,
  skipTutorials,
  waitForTakeover,
} from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

test('a visitor walks the demo museum in Portuguese, then in English', async ({ page, request }) => {
  const bundle = await readGuide(request, MUSEUM_PATH);
  const museum = localize(bundle.guide.name, 'pt');
  await skipTutorials(page, [museum]);

  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  await page.getByTestId('guide-card').filter({ hasText: museum }).click();
  await expect(page.getByTestId('guide-banner')).toContainText(museum);
  await expect(page).toHaveTitle(new RegExp(museum));

  // Journeys in the guide's order, points of the first journey in its order.
  const tabs = page.getByTestId('journey-tab');
  // In the order the managers chose (the guide's journeyOrder), not the order rows come back in.
  const byOrder = bundle.guide.journeyOrder
    .map((id) => bundle.journeys.find((journey) => journey.id === id))
    .filter((journey) => journey !== undefined);
  await expect(tabs).toHaveText(byOrder.map((journey) => new RegExp(localize(journey.name, 'pt'))));
  const first = byOrder[0];
  if (!first) throw new Error('demo museum has no journey');
  const firstPoints = first.pointOrder
    .map((id) => bundle.points.find((p) => p.id === id))
    .filter((p) => p !== undefined);
  const cards = page.getByTestId('point-card');
  await expect(cards).toHaveCount(firstPoints.length);
  await expect(cards.first()).toContainText(localize(firstPoints[0]?.name, 'pt'));

  // The second journey shows its own points.
  const second = byOrder[1];
  if (!second) throw new Error('demo museum needs two journeys');
  await tabs.nth(1).click();
  await expect(cards).toHaveCount(second.pointOrder.length);

  // Open a point and read it.
  const point = bundle.points.find((p) => p.id === second.pointOrder[0]);
  if (!point) throw new Error('journey point missing');
  await cards.first().click();
  await expectPointOpen(page, point.id, localize(point.name, 'pt'));
  await expect(page.getByTestId('point-text')).toContainText(stripTags(localize(point.content, 'pt')).slice(0, 30));
  await page.keyboard.press('Escape');
  // The visit was recorded: the next-journey-points dialog opens once the point is closed.
  await expect(page.getByTestId('next-points-dialog')).toBeVisible();
  await page.getByTestId('next-points-close').click();

  // Switch to English: interface and content follow.
  await chooseLanguage(page, 'en');
  await expect(tabs.first()).toContainText(localize(first.name, 'en'));
  await expect(page.getByTestId('guide-banner')).toContainText(localize(bundle.guide.name, 'en'));
  await cards.first().click();
  await expectPointOpen(page, point.id, localize(point.name, 'en'));
  await expect(page.getByTestId('point-text')).toContainText(stripTags(localize(point.content, 'en')).slice(0, 30));

  // The choice survives a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectPointOpen(page, point.id, localize(point.name, 'en'));
});

test('the guide selection search finds guides with "+"-separated words', async ({ page, request }) => {
  const museum = localize((await readGuide(request, MUSEUM_PATH)).guide.name, 'pt');
  const tour = localize((await readGuide(request, TOUR_PATH)).guide.name, 'pt');
  await skipTutorials(page);
  await page.goto('/index');
  await expectGuideCards(page, [museum, tour]);
  // Every word must match: the museum has both, the walking tour neither.
  await page.getByTestId('search-input').fill('museu+café');
  await expectGuideCards(page, [museum]);
  await expect(page.getByTestId('guide-card').filter({ hasText: tour })).toHaveCount(0);
  await page.getByTestId('search-input').fill('museu+inexistente');
  await expect(page.getByTestId('guide-card')).toHaveCount(0);
  await expect(page.getByTestId('empty-state')).toBeVisible();
});

test('words typed in the search before the app takes over the page are searched for', async ({ page, request }) => {
  const museum = localize((await readGuide(request, MUSEUM_PATH)).guide.name, 'pt');
  const tour = localize((await readGuide(request, TOUR_PATH)).guide.name, 'pt');
  await skipTutorials(page);
  // The app's shell held back: the visitor types in the page the server drew.
  const release = await holdBack(page, '**/assets/shell-*.js');
  await page.goto('/index');
  await expectGuideCards(page, [museum, tour]);
  await page.getByTestId('search-input').fill('museu+café');
  release();
  await waitForTakeover(page);
  await expect(page.getByTestId('search-input')).toHaveValue('museu+café');
  await expectGuideCards(page, [museum]);
  await expect(page.getByTestId('guide-card').filter({ hasText: tour })).toHaveCount(0);
});

function stripTags(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
