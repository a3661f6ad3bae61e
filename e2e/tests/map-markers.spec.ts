import { localize } from '@percurso/shared';
import type { Locator, Page } from '@playwright/test';
import { MUSEUM_PATH, readGuide, TOUR_PATH } from '../support/demo.ts';
import { skipTutorials } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/** How far (screen pixels) a marker's centre may stand from where its stored position says. */
const TOLERANCE = 3;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

interface Centre {
  id: string;
  x: number;
  y: number;
}

/** The on-screen centre of every point icon of the map. */
async function markerCentres(map: Locator): Promise<Centre[]> {
  return map.getByTestId('map-icon').evaluateAll((icons) =>
    icons.map((icon) => {
      const box = icon.getBoundingClientRect();
      return { id: icon.getAttribute('data-point-id') ?? '', x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }),
  );
}

async function showMap(page: Page, path: string) {
  await page.goto(`${path}?view=map`);
  const map = page.getByTestId('venue-map');
  // The map's chunk comes after the app, which comes late: over 10 s on a busy machine.
  await expect(map.getByTestId('map-icon').first()).toBeVisible({ timeout: 30_000 });
  return map;
}

/** Waits for Leaflet's zoom animation to end (no layer keeps its animating class). */
async function zoomIn(map: Locator) {
  await map.locator('.leaflet-control-zoom-in').click();
  await expect(map.locator('.leaflet-zoom-anim')).toHaveCount(0);
  await expect(map.locator('.leaflet-map-pane')).not.toHaveAttribute('class', /leaflet-zoom-anim/);
}

for (const viewport of VIEWPORTS) {
  test(`floor-plan markers stand on their x, y at ${viewport.width}×${viewport.height}, also after zooming`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const bundle = await readGuide(request, MUSEUM_PATH);
    const plan = bundle.maps.find((map) => map.type === 'floorPlan');
    const [planWidth, planHeight] = [plan?.width, plan?.height];
    if (!planWidth || !planHeight) throw new Error('the demo museum needs a measured floor plan');
    await skipTutorials(page, [localize(bundle.guide.name, 'pt')]);
    const map = await showMap(page, MUSEUM_PATH);

    const check = async () => {
      // The plan's image on screen gives the scale: image pixels → screen pixels.
      const image = await map.locator('img.leaflet-image-layer').boundingBox();
      if (!image) throw new Error('the floor plan image is not on screen');
      const centres = await markerCentres(map);
      expect(centres.length).toBeGreaterThan(5);
      for (const centre of centres) {
        const point = bundle.points.find((candidate) => candidate.id === centre.id);
        if (point?.x === undefined || point.y === undefined) throw new Error(`point ${centre.id} is not placed`);
        const expected = {
          x: image.x + (point.x / planWidth) * image.width,
          y: image.y + (point.y / planHeight) * image.height,
        };
        expect(Math.abs(centre.x - expected.x), `x of ${localize(point.name, 'pt')}`).toBeLessThanOrEqual(TOLERANCE);
        expect(Math.abs(centre.y - expected.y), `y of ${localize(point.name, 'pt')}`).toBeLessThanOrEqual(TOLERANCE);
      }
    };

    await expect(check).toPass();
    await zoomIn(map);
    await expect(check).toPass();
  });
}

test('geographic markers stand on their coordinates (Web Mercator), also after zooming', async ({ page, request }) => {
  const bundle = await readGuide(request, TOUR_PATH);
  await skipTutorials(page, [localize(bundle.guide.name, 'pt')]);
  const map = await showMap(page, TOUR_PATH);
  const mercator = (latitude: number, longitude: number) => ({
    x: (longitude + 180) / 360,
    y: (1 - Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360)) / Math.PI) / 2,
  });

  // Two markers far apart fix the scale and offset; every other marker must follow them.
  const check = async () => {
    const centres = await markerCentres(map);
    const placed = centres.map((centre) => {
      const point = bundle.points.find((candidate) => candidate.id === centre.id);
      if (!point?.coordinates) throw new Error(`point ${centre.id} has no coordinates`);
      return { centre, world: mercator(point.coordinates.latitude, point.coordinates.longitude) };
    });
    expect(placed.length).toBeGreaterThan(2);
    const byX = [...placed].sort((a, b) => a.world.x - b.world.x);
    const [west, east] = [byX[0], byX.at(-1)];
    if (!west || !east) throw new Error('no markers');
    const scale = (east.centre.x - west.centre.x) / (east.world.x - west.world.x);
    for (const { centre, world } of placed) {
      const x = west.centre.x + (world.x - west.world.x) * scale;
      const y = west.centre.y + (world.y - west.world.y) * scale;
      expect(Math.abs(centre.x - x), `x of ${centre.id}`).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(centre.y - y), `y of ${centre.id}`).toBeLessThanOrEqual(TOLERANCE);
    }
  };

  await expect(check).toPass();
  await zoomIn(map);
  await expect(check).toPass();
});
