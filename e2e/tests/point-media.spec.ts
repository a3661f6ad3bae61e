import { localize } from '@percurso/shared';
import { findPoint, MUSEUM_PATH, readGuide } from '../support/demo.ts';
import {
  chooseLanguage,
  expectPointOpen,
  holdBack,
  openVideoPoint,
  skipTutorials,
  waitForTakeover,
} from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

test('a point plays its narration in the visitor language and the audio advances', async ({ page, request }) => {
  const bundle = await readGuide(request, MUSEUM_PATH);
  const point = findPoint(bundle, (p) => Boolean(p.audio.pt && p.audio.en));
  await skipTutorials(page, [localize(bundle.guide.name, 'pt')]);

  // The player asks for byte ranges and the server answers 206, which is what lets it seek.
  const partial = page.waitForResponse((r) => r.url().endsWith(point.audio.pt ?? '') && r.status() === 206);
  await page.goto(`${MUSEUM_PATH}?point=${point.id}`);
  await expectPointOpen(page, point.id, localize(point.name, 'pt'));
  await expect(page.getByTestId('point-audio')).toHaveAttribute('data-src', point.audio.pt ?? '');
  await page.getByTestId('point-audio-play').click();
  // The visit's one player (it goes on when the point closes: narration-player.spec.ts).
  const audio = page.getByTestId('narration-audio');
  await expect(audio).toHaveAttribute('src', point.audio.pt ?? '');
  expect((await partial).headers()['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/);
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);

  await audio.evaluate((el: HTMLAudioElement) => {
    el.currentTime = 3;
  });
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThanOrEqual(3);
  await page.getByTestId('point-audio-play').click();
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.paused)).toBe(true);

  // Closing the point, switching to Spanish and opening it again plays the Spanish narration.
  await page.keyboard.press('Escape');
  // Showing the point from the link recorded it, so the next-journey-points dialog follows.
  await page.getByTestId('next-points-close').click();
  await chooseLanguage(page, 'es');
  await page.locator(`[data-testid="point-card"][data-point-id="${point.id}"]`).click();
  await expectPointOpen(page, point.id, localize(point.name, 'es'));
  await expect(page.getByTestId('point-audio')).toHaveAttribute('data-src', point.audio.es ?? point.audio.pt ?? '');
});

test('a point shows its video, image carousel, documents and sections', async ({ page, request }) => {
  const { museum: bundle } = await openVideoPoint(page, request);
  const video = page.getByTestId('point-video').first();
  await expect(video).toBeVisible();
  await page.getByTestId('point-video-play').first().click();
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((el: HTMLVideoElement) => el.duration)).toBeGreaterThan(1);

  const withDocument = findPoint(bundle, (p) => p.medias.some((m) => m.fileType === 'pdf'));
  await page.goto(`${MUSEUM_PATH}?point=${withDocument.id}`);
  const pdf = withDocument.medias.find((m) => m.fileType === 'pdf');
  const link = page.locator(`a[data-testid="point-document"][href="${pdf?.url}"]`);
  await expect(link).toBeVisible();
  const response = await request.get(pdf?.url ?? '');
  expect(response.headers()['content-type']).toContain('application/pdf');

  const withSections = findPoint(bundle, (p) => p.sections.length > 0);
  await page.goto(`${MUSEUM_PATH}?point=${withSections.id}`);
  const sections = page.getByTestId('point-sections');
  for (const section of withSections.sections) await expect(sections).toContainText(localize(section.name, 'pt'));

  const withGallery = findPoint(bundle, (p) => p.medias.filter((m) => m.fileType === 'image').length > 1);
  await page.goto(`${MUSEUM_PATH}?point=${withGallery.id}`);
  const gallery = page.getByTestId('point-images').first();
  await expect(gallery).toBeVisible();
  // The arrows step through the images and go round from the last to the first.
  const count = withGallery.medias.filter((m) => m.fileType === 'image').length;
  await expect(gallery.getByTestId('image-open')).toHaveCount(count);
  /** The image the gallery shows: the one its track has scrolled to. */
  const shown = () =>
    gallery.evaluate((root) => {
      const figures = Array.from(root.querySelectorAll('figure'));
      const left = figures[0]?.parentElement?.scrollLeft ?? 0;
      return figures.findIndex((figure) => Math.abs(figure.offsetLeft - left) < 2);
    });
  await expect.poll(shown).toBe(0);
  for (let image = 1; image < count; image++) {
    await gallery.getByRole('button', { name: 'Próximo' }).click();
    await expect.poll(shown).toBe(image);
  }
  await gallery.getByRole('button', { name: 'Próximo' }).click();
  await expect.poll(shown).toBe(0);
  await gallery.getByRole('button', { name: 'Anterior' }).click();
  await expect.poll(shown).toBe(count - 1);
});

test('a point opened by a tap holds its video player’s place until the player arrives: nothing below moves', async ({
  page,
  request,
}) => {
  const bundle = await readGuide(request, MUSEUM_PATH);
  const point = findPoint(bundle, (p) => p.medias.some((m) => m.fileType === 'video'));
  await skipTutorials(page, [localize(bundle.guide.name, 'pt')]);
  const release = await holdBack(page, '**/assets/video-player-*.js');
  await page.goto(MUSEUM_PATH);
  await waitForTakeover(page);
  await page.locator(`[data-testid="point-card"][data-point-id="${point.id}"]`).click();
  const placeholder = page.getByTestId('point-video-placeholder');
  await expect(placeholder).toBeVisible();
  const held = await placeholder.boundingBox();
  release();
  const player = page.getByTestId('point-video-player');
  await expect(player).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  // The player's figure (its frame and caption) takes exactly the place the placeholder held.
  const drawn = await player.locator('xpath=..').boundingBox();
  expect(drawn?.y).toBeCloseTo(held?.y ?? 0, 0);
  expect(drawn?.height).toBeCloseTo(held?.height ?? 0, 0);
});

test('a point loads nothing of its narration or video before the visitor presses play', async ({ page, request }) => {
  const bundle = await readGuide(request, MUSEUM_PATH);
  const point = findPoint(bundle, (p) => Boolean(p.audio.pt) && p.medias.some((m) => m.fileType === 'video'));
  const videoUrl = point.medias.find((m) => m.fileType === 'video')?.url ?? '';
  const audioUrl = point.audio.pt ?? '';
  await skipTutorials(page, [localize(bundle.guide.name, 'pt')]);
  const requested: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === videoUrl || path === audioUrl) requested.push(path);
  });

  await page.goto(`${MUSEUM_PATH}?point=${point.id}`);
  await waitForTakeover(page);
  await expectPointOpen(page, point.id, localize(point.name, 'pt'));
  await expect(page.getByTestId('point-video-play').first()).toBeVisible();
  await expect(page.getByTestId('point-audio-play')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  // Play asks for each file.
  const videoRequest = page.waitForRequest((r) => new URL(r.url()).pathname === videoUrl);
  await page.getByTestId('point-video-play').first().click();
  await videoRequest;
  const audioRequest = page.waitForRequest((r) => new URL(r.url()).pathname === audioUrl);
  await page.getByTestId('point-audio-play').click();
  await audioRequest;
});
