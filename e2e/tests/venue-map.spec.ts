import { localize } from '@percurso/shared';
import { MUSEUM_PATH, readGuide, TOUR_PATH } from '../support/demo.ts';
import { expectPointOpen, skipTutorials } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

test('tapping a point icon on the floor plan opens that point', async ({ page, request }) => {
  const bundle = await readGuide(request, MUSEUM_PATH);
  const journey = bundle.journeys[0];
  const point = bundle.points.find((p) => p.id === journey?.pointOrder[1]);
  if (!point) throw new Error('demo museum journey needs two points');
  await skipTutorials(page, [localize(bundle.guide.name, 'pt')]);

  await page.goto(MUSEUM_PATH);
  await expect(page.getByTestId('point-card').first()).toBeVisible();
  // Phones switch between list and map; desktops show the map beside the list.
  const toggle = page.getByTestId('view-toggle');
  if (await toggle.isVisible()) await toggle.getByText('Mapa').click();
  const map = page.getByTestId('venue-map');
  await expect(map).toHaveAttribute('data-map-type', 'floorPlan');
  await expect(map.locator('img.leaflet-image-layer')).toHaveAttribute('src', bundle.maps[0]?.fileUrl ?? '');
  // Every point of the journey placed on the plan has its icon.
  await expect(map.getByTestId('map-icon')).toHaveCount(journey?.pointOrder.length ?? 0);

  await map.locator(`[data-testid="map-icon"][data-point-id="${point.id}"]`).click();
  await expectPointOpen(page, point.id, localize(point.name, 'pt'));
});

test('the walking tour shows its GPS points on a geographic map, even without map tiles', async ({ page, request }) => {
  const bundle = await readGuide(request, TOUR_PATH);
  await skipTutorials(page, [localize(bundle.guide.name, 'pt')]);
  await page.goto(`${TOUR_PATH}?view=map`);
  const map = page.getByTestId('venue-map');
  await expect(map).toHaveAttribute('data-map-type', 'geographic');
  const located = bundle.points.filter((p) => p.coordinates && p.journeyIds.includes(bundle.journeys[0]?.id ?? ''));
  await expect(map.getByTestId('map-icon')).toHaveCount(located.length);
  // The last stop (Igreja do Pilar) stands apart; the first three share a square at this zoom.
  const target = located.at(-1);
  if (!target) throw new Error('the tour needs located points');
  await map.locator(`[data-testid="map-icon"][data-point-id="${target.id}"]`).click();
  await expectPointOpen(page, target.id, localize(target.name, 'pt'));
});
