import { join } from 'node:path';
import { CONTENT_FORMAT_COOKIE, type GuideBundle, localize } from '@percurso/shared';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { findPoint, MUSEUM_PATH, readGuide } from '../support/demo.ts';
import { expectPointOpen, skipTutorials, waitForTakeover } from '../support/pages.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { openPointBlock, publishGuide } from '../support/panel-screens.ts';
import { expect, test } from '../support/test.ts';

const SHOTS = process.env.FORMATS_SHOTS;
const shot = (name: string) => (SHOTS ? { path: join(SHOTS, name) } : undefined);
const SIGN_VIDEO = join(import.meta.dirname, '../../apps/server/demo/media/museum/video/libras-intro.mp4');

/** The test ids of the choices a chooser lists, in order. */
const choiceIds = (chooser: Locator) =>
  chooser
    .locator('[data-testid^="format-choice-"]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-testid')));

/** What the chooser should list: standard, then every format the guide offers, sign language per sign language. */
function expectedChoices(offered: NonNullable<GuideBundle['offeredFormats']>): string[] {
  return offered.formats.flatMap((format) =>
    format === 'sign-language'
      ? offered.signLanguages.map((language) => `format-choice-sign-language-${language}`)
      : [`format-choice-${format}`],
  );
}

/** The sign-language video the point opened with plays by itself (muted). */
async function expectSignVideoPlaying(page: Page, language: string) {
  const first = page.getByTestId('point-sign-language-first');
  await expect(first.getByTestId('point-sign-language-video-frame')).toHaveAttribute('data-sign-language', language);
  const video = first.locator('video[data-testid="sign-language-video"]');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0), {
      timeout: 15_000,
    })
    .toBe(true);
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
}

// Issue 30 items 3 and 4: a manager writes a point's easy-read text and generates its narration,
// and adds an ASL video beside a point's Libras one; a visitor chooses "Língua de sinais — ASL"
// once (the chooser lists only what the guide offers), and the next QR link opens the ASL video
// first, playing; switched to easy-read, a point shows its easy-read text and narration, the full
// text one tap away; the chooser opens from the settings too (the header's menu, /perfil).
test('a visitor’s chosen format opens every point first; easy-read text and its narration show', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const museum = await readGuide(request, MUSEUM_PATH);
  const signed = findPoint(museum, (p) => p.signLanguageVideos.length > 0 && !p.qrValidation && !p.qrRequired);
  const easy = findPoint(
    museum,
    (p) =>
      p.id !== signed.id &&
      p.signLanguageVideos.length === 0 &&
      Boolean(p.content.pt) &&
      !p.qrValidation &&
      !p.qrRequired,
  );
  const easyText = 'A casa guarda objetos antigos.\nCada objeto conta uma história.';

  await test.step('the manager writes the easy-read text and generates its narration', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const panel = await context.newPage();
    await signInAsPanelAdmin(panel);
    await panel.goto(`/guidePanel/${museum.guide.id}/points`);
    await panel.locator(`[data-testid="point-row"][data-point-id="${easy.id}"]`).getByTestId('point-row-name').click();
    await expect(panel.getByTestId('point-editor')).toBeVisible();
    const block = await openPointBlock(panel, 'formats');
    await block.getByTestId('point-easy-read-pt').fill(easyText);
    const narration = block.getByTestId('point-easy-read-narration-pt');
    await narration.getByTestId('point-easy-read-narration-pt-generate').click();
    await expect(narration.getByTestId('point-easy-read-narration-pt-message')).toContainText('Áudio gerado', {
      timeout: 90_000,
    });
    // The completeness score names what is still missing: the other languages' easy-read are not asked for.
    await expect(panel.getByTestId('point-a11y-summary')).not.toContainText('leitura fácil');
    await block.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await panel.screenshot(shot('panel-formats-1366.png'));
    await expectAccessible(panel, 'point editor, formats block');
    await panel.getByTestId('point-save').click();
    await expect(panel.getByText(/salvo!/).first()).toBeVisible();
    await context.close();
  });

  await test.step('the manager adds an ASL video beside the point’s Libras one, and publishes', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const panel = await context.newPage();
    await signInAsPanelAdmin(panel);
    await panel.goto(`/guidePanel/${museum.guide.id}/points`);
    await panel
      .locator(`[data-testid="point-row"][data-point-id="${signed.id}"]`)
      .getByTestId('point-row-name')
      .click();
    await expect(panel.getByTestId('point-editor')).toBeVisible();
    const block = await openPointBlock(panel, 'media');
    const videos = block.getByTestId('point-sign-videos');
    await expect(videos.getByTestId('point-sign-video-bzs').getByTestId('media-preview-video')).toBeVisible();
    // An earlier attempt (a retry) left its ASL video on the point: taken off, so ASL is offered again.
    const earlier = videos.getByTestId('point-sign-video-remove-ase');
    if (await earlier.isVisible()) await earlier.click();
    await videos.getByTestId('point-sign-video-add').click();
    await panel.getByRole('option', { name: /^ASL/ }).click();
    const asl = videos.getByTestId('point-sign-video-ase');
    await asl.getByTestId('media-file-input').setInputFiles(SIGN_VIDEO);
    await expect(asl.getByTestId('media-preview-video')).toBeVisible({ timeout: 30_000 });
    await videos.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await panel.screenshot(shot('panel-sign-videos-1366.png'));
    await expectAccessible(panel, 'point editor, sign-language videos');
    await panel.setViewportSize({ width: 390, height: 844 });
    await videos.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await panel.screenshot(shot('panel-sign-videos-390.png'));
    await panel.setViewportSize({ width: 1366, height: 900 });
    await panel.getByTestId('point-save').click();
    await expect(panel.getByText(/salvo!/).first()).toBeVisible();
    await publishGuide(panel, museum.guide.id);
    await context.close();
  });

  const bundle = (await (await request.get(`/api/guides/${museum.guide.id}`)).json()) as GuideBundle;
  const offered = bundle.offeredFormats;
  if (!offered) throw new Error('the guide bundle names the formats it offers');
  expect(offered.signLanguages).toEqual(['bzs', 'ase']);
  const expected = expectedChoices(offered);

  await test.step('offered once on the first point, the visitor chooses sign language', async () => {
    await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
    await page.goto(`${MUSEUM_PATH}?point=${signed.id}`);
    await waitForTakeover(page);
    await expectPointOpen(page, signed.id, localize(signed.name, 'pt'));
    const offer = page.getByTestId('format-offer');
    await expect(offer).toBeVisible();
    // Only what the guide offers: not every format of the app (the museum has no audio description).
    expect(await choiceIds(offer)).toEqual(expected);
    expect(expected).not.toContain('format-choice-audio-description');
    await page.screenshot(shot('format-offer-390.png'));
    await expectAccessible(page, 'format offer');
    await offer.getByTestId('format-choice-sign-language-ase').click();
    await expect(offer).toBeHidden();
    await expect(page.getByTestId('point-format-current')).toHaveText('Formato: Língua de sinais — ASL');
    await expectSignVideoPlaying(page, 'ase');
    await expect(page.getByTestId('sign-language-toggle')).toHaveCount(0);
  });

  await test.step('the next QR link opens the sign-language video first, drawn so by the server', async () => {
    const cookies = await page.context().cookies();
    expect(decodeURIComponent(cookies.find((cookie) => cookie.name === CONTENT_FORMAT_COOKIE)?.value ?? '')).toBe(
      'sign-language:ase',
    );
    await page.goto(`/qrcode/${signed.id}`);
    await waitForTakeover(page);
    await expectPointOpen(page, signed.id, localize(signed.name, 'pt'));
    const format = page.getByTestId('point-format');
    await expect(format).toHaveAttribute('data-format', 'sign-language');
    await expectSignVideoPlaying(page, 'ase');
    // Above the point's picture and text.
    const order = await page.getByTestId('point-view').evaluate((view) => {
      const first = view.querySelector('[data-testid="point-sign-language-first"]');
      const text = view.querySelector('[data-testid="point-text"]');
      return Boolean(first && text && first.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(order).toBe(true);
    // The server drew the page in the format: the first paint is the one the app hydrates.
    const html = await (
      await request.get(`${MUSEUM_PATH}?point=${signed.id}`, {
        headers: {
          cookie: `${CONTENT_FORMAT_COOKIE}=sign-language:ase`,
          'user-agent': await page.evaluate(() => navigator.userAgent),
        },
      })
    ).text();
    expect(html).toContain('data-testid="point-sign-language-first"');
    expect(html).toContain('data-sign-language="ase"');
  });

  await test.step('a point without the format says so briefly and opens in the standard one', async () => {
    await page.goto(`${MUSEUM_PATH}?point=${easy.id}`);
    await expectPointOpen(page, easy.id, localize(easy.name, 'pt'));
    await expect(page.getByTestId('point-format-missing')).toContainText('não tem o formato “Língua de sinais — ASL”');
    await expect(page.getByTestId('point-text')).toBeVisible();
  });

  await test.step('changed to easy-read, the point shows its easy-read text and narration first', async () => {
    await page.getByTestId('point-format-change').click();
    const dialog = page.getByTestId('format-dialog');
    await expect(dialog.getByTestId('format-choice-sign-language-ase')).toHaveAttribute('aria-pressed', 'true');
    expect(await choiceIds(dialog)).toEqual(expected);
    await expectAccessible(page, 'format dialog');
    await dialog.getByTestId('format-choice-easy-read').click();
    await expect(dialog).toBeHidden();
    const easyRead = page.getByTestId('point-easy-read');
    await expect(easyRead.getByTestId('point-easy-read-text')).toHaveText(easyText, { useInnerText: true });
    await expect(easyRead.getByTestId('easy-read-audio')).toHaveAttribute('data-src', /\/media\/library\/.+\.mp3$/);
    await easyRead.getByTestId('easy-read-audio-play').click();
    // Played by the visit's one narration player (narration-player.spec.ts).
    const audio = page.getByTestId('narration-audio');
    await expect(audio).toHaveAttribute('src', /\/media\/library\/.+\.mp3$/);
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration), { timeout: 15_000 })
      .toBeGreaterThan(1);
    await easyRead.getByTestId('easy-read-audio-play').click();
    // The full text is one tap away.
    await expect(page.getByTestId('point-text')).toBeHidden();
    await page.screenshot(shot('easy-read-390.png'));
    await expectAccessible(page, 'easy-read point');
    await page.getByTestId('point-full-text-toggle').click();
    await expect(page.getByTestId('point-text')).toBeVisible();
    // The next visit opens in it too.
    await page.reload();
    await expect(page.getByTestId('point-easy-read-text')).toBeVisible();
  });

  await test.step('the chooser opens from the settings: the header’s menu and the profile page', async () => {
    await page.goto(MUSEUM_PATH);
    await waitForTakeover(page);
    await page.getByTestId('language-menu').click();
    const entry = page.getByTestId('settings-content-format');
    await expect(entry).toContainText('Leitura fácil');
    await entry.click();
    const dialog = page.getByTestId('format-dialog');
    await expect(dialog.getByTestId('format-choice-easy-read')).toBeVisible();
    await expect(dialog.getByTestId('format-choice-easy-read')).toHaveAttribute('aria-pressed', 'true');
    // On the guide's pages, what the guide offers.
    expect(await choiceIds(dialog)).toEqual(expected);
    await page.screenshot(shot('format-settings-390.png'));
    await expectAccessible(page, 'format dialog from the settings');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot(shot('format-settings-1280.png'));
    await dialog.getByTestId('format-choice-sign-language-bzs').click();
    await expect(dialog.getByTestId('format-choice-sign-language-bzs')).toBeHidden();
    const cookies = await page.context().cookies();
    expect(decodeURIComponent(cookies.find((cookie) => cookie.name === CONTENT_FORMAT_COOKIE)?.value ?? '')).toBe(
      'sign-language:bzs',
    );

    await page.goto('/perfil');
    const section = page.getByTestId('profile-format');
    await expect(section.getByTestId('profile-format-current')).toHaveText('Língua de sinais — Libras');
    await section.getByTestId('profile-format-change').click();
    await expect(page.getByTestId('format-dialog').getByTestId('format-choice-sign-language-bzs')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.screenshot(shot('format-profile-1280.png'));
    await expectAccessible(page, 'format dialog on the profile page');
  });
});
