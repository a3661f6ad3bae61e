import { localize } from '@percurso/shared';
import { expectAccessible } from '../support/axe.ts';
import { findPoint, MUSEUM_PATH, readGuide, TOUR_PATH } from '../support/demo.ts';
import { skipTutorials } from '../support/pages.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { expect, test } from '../support/test.ts';

// WCAG 2.2 AA (issue 11): no serious or critical axe-core violation on any visitor or panel route,
// with the dialogs and menus a visitor opens on the way. Each route is a soft assertion, so one run
// lists every failing route. Reduced motion: nothing is checked half-way through a fade.
test.use({ reducedMotion: 'reduce' });
// About forty pages, each loaded, settled and analysed.
// The two long walks are independent: with several workers, each may take one.
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

test('every visitor route passes axe', async ({ page, request }) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const tour = await readGuide(request, TOUR_PATH);
  const museumName = localize(museum.guide.name, 'pt');

  // First visit: the selection tutorial, then the guide's own tutorial.
  await page.goto('/index');
  await expect(page.getByTestId('tutorial-carousel')).toBeVisible();
  await expectAccessible(page, '/index with its tutorial');
  await page.goto(MUSEUM_PATH);
  await expectAccessible(page, 'guide page with its tutorial');

  await skipTutorials(page, [museumName, localize(tour.guide.name, 'pt')]);
  await page.goto('/index');
  await expect(page.getByTestId('guide-card').first()).toBeVisible();
  await expectAccessible(page, '/index');

  await page.getByTestId('language-menu').click();
  await expect(page.getByTestId('language-option-en')).toBeVisible();
  await expectAccessible(page, '/index, language menu open');
  await page.keyboard.press('Escape');

  await page.goto(MUSEUM_PATH);
  await expect(page.getByTestId('point-card').first()).toBeVisible();
  await expectAccessible(page, 'guide page');
  await page.goto(`${MUSEUM_PATH}?view=map`);
  await expect(page.getByTestId('map-icon').first()).toBeVisible();
  await expectAccessible(page, 'floor plan');
  await page.goto(`${TOUR_PATH}?view=map`);
  await expect(page.getByTestId('map-icon').first()).toBeVisible();
  await expectAccessible(page, 'geographic map');

  const points = [
    findPoint(museum, (p) => Boolean(p.audio.pt)),
    findPoint(museum, (p) => p.medias.some((m) => m.fileType === 'video')),
    findPoint(museum, (p) => p.medias.some((m) => m.fileType === 'image')),
    findPoint(museum, (p) => p.sections.length > 0),
    findPoint(museum, (p) => Boolean(p.questionnaire?.enabled)),
  ];
  for (const point of new Set(points)) {
    await page.goto(`${MUSEUM_PATH}?point=${point.id}`);
    await expect(page.getByTestId('point-view')).toHaveAttribute('data-point-id', point.id);
    await expectAccessible(page, `point ${localize(point.name, 'pt')}`);
  }

  await page.goto('/roteiros');
  await expect(page.getByTestId('road-map-card').first()).toBeVisible();
  await expectAccessible(page, '/roteiros');
  await page.getByTestId('road-map-card').first().click();
  await expect(page.getByTestId('road-map-page')).toBeVisible();
  await expectAccessible(page, '/roteiro/{name}');

  for (const path of [
    '/termosdeuso',
    '/politicadeprivacidade',
    '/outdatedApp',
    '/foraDoAr',
    '/GuideOff',
    '/dadosinvalidos',
    '/auth/login',
    '/auth/registerEmail',
    '/auth/registerPhone',
    '/auth/reset-password?token=not-a-real-token',
    '/cameraAndGps',
    '/perfil',
    '/pagina/que/nao/existe',
  ]) {
    await page.goto(path);
    await expectAccessible(page, path);
  }

  await page.goto('/index');
  await page.getByTestId('sign-in-button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'sign-in dialog');
});

test('every panel route passes axe', async ({ page, request }) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const guideId = museum.guide.id;
  const journeyId = museum.journeys[0]?.id ?? '';
  const point = findPoint(museum, (p) => p.medias.some((m) => m.fileType === 'image') && Boolean(p.audio.pt));
  await skipTutorials(page);
  await signInAsPanelAdmin(page);

  const routes = [
    '/painel',
    '/painel/appProps',
    `/painel/${guideId}`,
    '/guide/list',
    '/guide/edit',
    `/guidePanel/${guideId}`,
    `/guidePanel/${guideId}/journeys`,
    `/guidePanel/${guideId}/maps`,
    `/guidePanel/${guideId}/midia`,
    `/guidePanel/${guideId}/managers`,
    `/journeyRegistration?guideId=${guideId}`,
    `/journey/edit?id=${journeyId}`,
    `/sponsor/edit?guideId=${guideId}`,
    `/sponsor/edit?guideId=${guideId}&new=1`,
    `/socialNetRegistration?guideId=${guideId}`,
    `/socialNet/edit?guideId=${guideId}`,
    `/guidePanel/${guideId}/points`,
    `/guidePanel/${guideId}/points/new`,
    `/guidePanel/${guideId}/points/import`,
    `/guidePanel/${guideId}/emblems`,
    `/guidePanel/${guideId}/qrcodes`,
    `/accessList?guideId=${guideId}`,
  ];
  for (const path of routes) {
    await page.goto(path);
    await expectAccessible(page, path);
  }

  // The point editor with every block open: texts (rich-text toolbar), media, map, quiz…
  await page.goto(`/guidePanel/${guideId}/points/${point.id}`);
  await expect(page.getByTestId('point-editor')).toBeVisible();
  for (const block of ['technicalSheet', 'media', 'sections', 'unlock', 'quiz', 'immersive', 'tags']) {
    await page.getByTestId(`point-block-${block}`).getByRole('button').first().click();
  }
  await expectAccessible(page, 'point editor, every block open');
});
