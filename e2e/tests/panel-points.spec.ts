import { join } from 'node:path';
import { type GuideMap, type Journey, localize, type Point } from '@percurso/shared';
import { MUSEUM_PATH, readGuide } from '../support/demo.ts';
import { skipTutorials } from '../support/pages.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import {
  dragPointIcon,
  openPointBlock,
  guidePath as pathOf,
  publishGuide,
  shotPhoneAndDesktop,
  UPLOADS,
  uploadMedia,
} from '../support/panel-screens.ts';
import { type APIRequestContext, devices, expect, type Page, test } from '../support/test.ts';

// The interaction point editor of the manager panel: a manager adds two points to a guide of their
// own, uploads an image and narration, places both on the floor plan by dragging their icons, and
// a visitor then finds them. Screenshots: test-results/screenshots/panel-points/.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/panel-points');

async function postJson<T>(request: APIRequestContext, path: string, data: unknown, method: 'post' | 'patch' = 'post') {
  const response = await request[method](path, { data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A disabled guide with two journeys and the demo museum's floor plan, made through the panel API. */
async function createGuide(page: Page, name: string) {
  const demo = await readGuide(page.context().request, MUSEUM_PATH);
  const plan = demo.maps.find((map) => map.type === 'floorPlan');
  if (!plan) throw new Error('the demo museum needs a floor plan');
  const request = page.context().request;
  const { guide } = await postJson<{ guide: { id: string } }>(request, '/api/panel/guides', {
    name: { pt: name },
    type: 'Público',
    description: { pt: 'Um engenho de açúcar restaurado, com moenda e casa de purgar.' },
    latitude: -22.9,
    longitude: -43.2,
    address: {
      zipCode: '20000-000',
      road: 'Estrada do Engenho',
      number: '100',
      neighborhood: 'Centro',
      city: 'Paraty',
      state: 'RJ',
    },
  });
  const journey = async (pt: string, en: string) =>
    (
      await postJson<{ journey: Journey }>(request, '/api/panel/journeys', {
        guideId: guide.id,
        name: { pt, en },
        description: { pt: `Jornada ${pt}`, en: `Journey ${en}` },
      })
    ).journey;
  const milling = await journey('Moagem', 'Milling');
  const house = await journey('Casa-grande', 'Big house');
  const { map } = await postJson<{ map: GuideMap }>(request, `/api/panel/guides/${guide.id}/maps`, {
    name: { pt: 'Planta do engenho' },
    type: 'floorPlan',
    fileUrl: plan.fileUrl,
    width: plan.width,
    height: plan.height,
  });
  return { guideId: guide.id, milling, house, map };
}

test('a manager adds two points, uploads their media, drags them onto the floor plan, and a visitor finds them', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 412, height: 839 });
  await signInAsPanelAdmin(page);
  const guideName = `Engenho Velho ${Date.now().toString(36)}`;
  const { guideId, milling, house, map } = await createGuide(page, guideName);

  await page.goto(`/guidePanel/${guideId}/points`);
  // The panel's first screen: its chunks fetched and parsed before its requests go (slow on a busy
  // machine, the app's scripts late as well).
  await expect(page.getByTestId('point-list')).toContainText('Este guia ainda não tem pontos de interação.', {
    timeout: 30_000,
  });

  // ── First point: the spec's messages for what is missing, then every required field.
  await page.getByTestId('point-new').click();
  await expect(page.getByTestId('point-editor')).toBeVisible();
  // Selecting the guide selected its first journey and its map (spec §4).
  await expect(page.getByTestId('point-journey')).toHaveValue('Moagem');
  await expect(page.getByTestId('point-map')).toHaveValue(/Planta do engenho/);
  // Another guide: its first journey and its first point's map replace them; and back.
  const demo = await readGuide(page.context().request, MUSEUM_PATH);
  const demoJourney = demo.journeys.find((journey) => journey.id === demo.guide.journeyOrder[0]) ?? demo.journeys[0];
  await page.getByTestId('point-guide').click();
  await page.getByRole('option', { name: localize(demo.guide.name, 'pt') }).click();
  await expect(page.getByTestId('point-journey')).toHaveValue(localize(demoJourney?.name, 'pt'));
  await expect(page.getByTestId('point-map')).toHaveValue(new RegExp(localize(demo.maps[0]?.name, 'pt')));
  await page.getByTestId('point-guide').click();
  await page.getByRole('option', { name: guideName }).click();
  await expect(page.getByTestId('point-journey')).toHaveValue('Moagem');
  await expect(page.getByTestId('point-map')).toHaveValue(/Planta do engenho/);

  await page.getByTestId('point-save').click();
  await expect(page.getByTestId('point-block-texts')).toContainText('Nome não informado!');
  await expect(page.getByTestId('point-block-texts')).toContainText('Descrição não informada!');

  await page.getByTestId('point-name-pt').fill('Moenda de cana');
  await expect(page.getByTestId('point-block-texts')).not.toContainText('Nome não informado!');
  await page.getByTestId('point-name-tab-en').click();
  await page.getByTestId('point-name-en').fill('Sugar cane mill');
  await page.getByTestId('point-description-pt').fill('A moenda esmagava a cana para tirar o caldo.');
  const media = await openPointBlock(page, 'media');
  await uploadMedia(media.getByTestId('point-front-image'), UPLOADS.image, 'media-preview-image');
  await uploadMedia(media.getByTestId('point-audio-pt'), UPLOADS.audio, 'media-preview-audio');

  const placer = page.getByTestId('floor-plan-placer');
  await expect(placer.getByTestId('placer-icon')).toHaveAttribute('data-placed', 'false');
  await dragPointIcon(page, placer, 0.25, 0.35);
  await expect(placer.getByTestId('placer-icon')).toHaveAttribute('data-placed', 'true');
  const firstX = Number(await page.getByTestId('point-x').inputValue());
  const firstY = Number(await page.getByTestId('point-y').inputValue());
  expect(firstX).toBeGreaterThan(0);
  await shotPhoneAndDesktop(page, `${SHOTS}/editor-placed`, placer);

  await page.getByTestId('point-save').click();
  await expect(page.getByText('Ponto de interação adicionado!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/guidePanel/${guideId}/points/(?!new$)[^/]+$`));
  const firstId = decodeURIComponent(page.url().split('/').at(-1) ?? '');
  // The saved point is selected: its editor now edits it (registration state 'update').
  await expect(page.getByRole('heading', { name: 'Moenda de cana' })).toBeVisible();

  // ── Second point: main journey 'Casa-grande', also in 'Moagem', with narration, placed to the right.
  await page.getByRole('link', { name: 'Pontos', exact: true }).first().click();
  await expect(page.getByTestId('point-row')).toHaveCount(1);
  await page.getByTestId('point-new').click();
  await page.getByTestId('point-name-pt').fill('Casa de purgar');
  await page.getByTestId('point-description-pt').fill('Nas formas de barro o açúcar clareava por semanas.');
  await page.getByTestId('point-journey').click();
  await page.getByRole('option', { name: 'Casa-grande' }).click();
  await page.getByTestId('point-multiple-journeys').check();
  await page.getByTestId('point-other-journeys').click({ force: true });
  await page.getByRole('option', { name: 'Moagem' }).click();
  await page.keyboard.press('Escape');
  const secondMedia = await openPointBlock(page, 'media');
  await uploadMedia(secondMedia.getByTestId('point-audio-pt'), UPLOADS.audio, 'media-preview-audio');
  await dragPointIcon(page, page.getByTestId('floor-plan-placer'), 0.75, 0.65);
  await expect(page.getByTestId('placer-icon')).toHaveAttribute('data-placed', 'true');
  // The first point shows, faded, where it stands.
  await expect(page.getByTestId('placer-other')).toHaveCount(1);
  const secondX = Number(await page.getByTestId('point-x').inputValue());
  // GPS unlocking needs a position: a tap on the geographic picker sets it.
  await page.getByTestId('point-geolocation').check();
  const geo = page.getByTestId('geo-picker');
  await geo.scrollIntoViewIfNeeded();
  await geo.click();
  await expect(geo.getByTestId('geo-icon')).toBeVisible();
  await expect(page.getByTestId('point-latitude')).not.toHaveValue('');
  // A one-question quiz whose right answer is the second option.
  const quiz = await openPointBlock(page, 'quiz');
  await quiz.getByTestId('point-quiz-enabled').check();
  await quiz.getByText('Quiz', { exact: true }).click();
  await quiz.getByTestId('quiz-add-question').click();
  await quiz.getByTestId('quiz-statement-1-pt').fill('Quanto tempo o açúcar ficava nas formas?');
  await quiz.getByTestId('quiz-option-1-0-pt').fill('Um dia');
  await quiz.getByTestId('quiz-option-1-1-pt').fill('Algumas semanas');
  await quiz.getByTestId('quiz-correct-1-1').check();
  const tags = await openPointBlock(page, 'tags');
  await tags.getByTestId('point-tags').fill('açúcar');
  await page.keyboard.press('Enter');
  await shotPhoneAndDesktop(page, `${SHOTS}/editor-quiz`, quiz);
  await page.getByTestId('point-save').click();
  await expect(page.getByText('Ponto de interação adicionado!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/guidePanel/${guideId}/points/(?!new$)[^/]+$`));
  const secondId = decodeURIComponent(page.url().split('/').at(-1) ?? '');
  await expect(page.getByRole('heading', { name: 'Casa de purgar' })).toBeVisible();
  expect(secondId).not.toBe(firstId);

  // ── The list: both points with their state; search and the journey filter narrow it.
  await page.getByRole('link', { name: 'Pontos', exact: true }).first().click();
  const rows = page.getByTestId('point-row');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) {
    await expect(row.getByTestId('point-state-enabled')).toHaveText('Ativo');
    await expect(row.getByTestId('point-state-placed')).toHaveText('No mapa');
  }
  await shotPhoneAndDesktop(page, `${SHOTS}/list`);
  await page.getByTestId('point-search').fill('purgar');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Casa de purgar');
  await page.getByTestId('point-search').fill('');
  await page.getByTestId('point-filter-journey').click();
  await page.getByRole('option', { name: 'Casa-grande' }).click();
  await expect(rows).toHaveCount(1);

  // What was saved, through the panel API.
  const saved = (await (await page.context().request.get(`/api/panel/guides/${guideId}/points`)).json()) as {
    points: Point[];
  };
  const first = saved.points.find((point) => point.id === firstId);
  const second = saved.points.find((point) => point.id === secondId);
  expect(first).toMatchObject({ mapId: map.id, x: firstX, y: firstY, mapIconSize: 70, journeyIds: [milling.id] });
  expect(first?.frontImage).toMatch(/^\/media\//);
  expect(first?.audio.pt).toMatch(/^\/media\//);
  expect(second).toMatchObject({ mapId: map.id, x: secondX, journeyIds: [house.id, milling.id] });
  expect(second?.audio.pt).toMatch(/^\/media\//);
  expect(second?.tags).toEqual(['açúcar']);
  expect(second?.geolocation).toBe(true);
  expect(second?.coordinates?.latitude).toBeCloseTo(-22.9, 0);
  expect(second?.questionnaire).toMatchObject({ enabled: true, type: 'Quiz' });
  expect(second?.questionnaire?.questions[0]).toMatchObject({
    statement: { pt: 'Quanto tempo o açúcar ficava nas formas?' },
    correctOptionIndex: 1,
  });

  // The guide goes live with the first point as its initial point.
  await postJson(
    page.context().request,
    `/api/panel/guides/${guideId}`,
    { enabled: true, initialPointId: firstId },
    'patch',
  );
  await publishGuide(page, guideId);

  // ── A visitor on another phone finds both points, their content and their places on the plan.
  const visitorContext = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  const visitor = await visitorContext.newPage();
  await skipTutorials(visitor, [guideName]);
  const guidePath = pathOf(guideName);
  await visitor.goto(`${guidePath}?journey=${milling.id}`);
  const cards = visitor.getByTestId('point-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Moenda de cana');
  await expect(cards.nth(1)).toContainText('Casa de purgar');

  await cards.first().click();
  const view = visitor.getByTestId('point-view');
  await expect(view).toHaveAttribute('data-point-id', firstId);
  await expect(visitor.getByRole('dialog')).toContainText('Moenda de cana');
  await expect(visitor.getByRole('dialog')).toContainText('A moenda esmagava a cana para tirar o caldo.');
  await expect(view.locator(`img[src="${first?.frontImage}"]`)).toBeVisible();
  await expect(view.getByTestId('point-audio')).toHaveAttribute('data-src', first?.audio.pt ?? '');
  await visitor.keyboard.press('Escape');
  await expect(view).toBeHidden();

  await visitor.goto(`${guidePath}?journey=${milling.id}&view=map`);
  const venueMap = visitor.getByTestId('venue-map');
  await expect(venueMap).toHaveAttribute('data-map-type', 'floorPlan');
  const firstIcon = venueMap.locator(`[data-testid="map-icon"][data-point-id="${firstId}"]`);
  const secondIcon = venueMap.locator(`[data-testid="map-icon"][data-point-id="${secondId}"]`);
  await expect(firstIcon).toBeVisible();
  await expect(secondIcon).toBeVisible();
  // Dragged to the upper left and the lower right of the plan: so they stand for the visitor.
  const a = await firstIcon.boundingBox();
  const b = await secondIcon.boundingBox();
  if (!a || !b) throw new Error('map icons not laid out');
  expect(a.x).toBeLessThan(b.x);
  expect(a.y).toBeLessThan(b.y);
  await visitor.screenshot({ path: `${SHOTS}/visitor-map-phone.png` });
  await secondIcon.click();
  await expect(view).toHaveAttribute('data-point-id', secondId);
  await expect(visitor.getByRole('dialog')).toContainText('Casa de purgar');
  // A located point (GPS) opens on site: until then the visitor gets its teaser, not its quiz.
  await expect(view.getByTestId('point-teaser')).toHaveAttribute('data-unlock-way', 'location');
  await expect(view.getByTestId('teaser-location')).toBeVisible();
  await expect(view.getByTestId('point-questionnaire')).toHaveCount(0);
  await visitorContext.close();

  // ── Deleting asks first, then the point is gone ('removido!').
  await page.getByTestId('point-filter-journey').click();
  await page.getByRole('option', { name: 'Todas as jornadas' }).click();
  await page.getByTestId(`point-delete-${secondId}`).click();
  await expect(page.getByRole('dialog')).toContainText('Remover "Casa de purgar"?');
  await page.getByTestId(`point-delete-${secondId}-confirm`).click();
  await expect(page.getByText('removido!')).toBeVisible();
  await expect(rows).toHaveCount(1);
});
