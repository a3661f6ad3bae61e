import { join } from 'node:path';
import { CONTENT_FORMAT_COOKIE, localize } from '@percurso/shared';
import { expectAccessible } from '../support/axe.ts';
import { findPoint, MUSEUM_PATH, readGuide } from '../support/demo.ts';
import { expectPointOpen, skipTutorials, waitForTakeover } from '../support/pages.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { openPointBlock, publishGuide } from '../support/panel-screens.ts';
import { expect, test } from '../support/test.ts';

const SHOTS = process.env.FORMATS_SHOTS;
const shot = (name: string) => (SHOTS ? { path: join(SHOTS, name) } : undefined);

// Issue 30 items 3 and 4: a manager writes a point's easy-read text and generates its narration;
// a visitor chooses sign language once, and the next QR link opens the sign-language video first;
// switched to easy-read, a point shows its easy-read text and narration, the full text one tap away.
test('a visitor’s chosen format opens every point first; easy-read text and its narration show', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const museum = await readGuide(request, MUSEUM_PATH);
  const signed = findPoint(museum, (p) => Boolean(p.signLanguageVideo) && !p.qrValidation && !p.qrRequired);
  const easy = findPoint(
    museum,
    (p) => p.id !== signed.id && !p.signLanguageVideo && Boolean(p.content.pt) && !p.qrValidation && !p.qrRequired,
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
    await publishGuide(panel, museum.guide.id);
    await context.close();
  });

  await test.step('offered once on the first point, the visitor chooses sign language', async () => {
    await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
    await page.goto(`${MUSEUM_PATH}?point=${signed.id}`);
    await waitForTakeover(page);
    await expectPointOpen(page, signed.id, localize(signed.name, 'pt'));
    const offer = page.getByTestId('format-offer');
    await expect(offer).toBeVisible();
    await page.screenshot(shot('format-offer-390.png'));
    await expectAccessible(page, 'format offer');
    await offer.getByTestId('format-choice-sign-language').click();
    await expect(offer).toBeHidden();
    await expect(page.getByTestId('point-sign-language-first')).toBeVisible();
    await expect(page.getByTestId('sign-language-toggle')).toHaveCount(0);
  });

  await test.step('the next QR link opens the sign-language video first, drawn so by the server', async () => {
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === CONTENT_FORMAT_COOKIE)?.value).toBe('sign-language');
    await page.goto(`/qrcode/${signed.id}`);
    await waitForTakeover(page);
    await expectPointOpen(page, signed.id, localize(signed.name, 'pt'));
    const format = page.getByTestId('point-format');
    await expect(format).toHaveAttribute('data-format', 'sign-language');
    await expect(page.getByTestId('point-sign-language-first').getByTestId('sign-language-video')).toBeVisible();
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
          cookie: `${CONTENT_FORMAT_COOKIE}=sign-language`,
          'user-agent': await page.evaluate(() => navigator.userAgent),
        },
      })
    ).text();
    expect(html).toContain('data-testid="point-sign-language-first"');
  });

  await test.step('a point without the format says so briefly and opens in the standard one', async () => {
    await page.goto(`${MUSEUM_PATH}?point=${easy.id}`);
    await expectPointOpen(page, easy.id, localize(easy.name, 'pt'));
    await expect(page.getByTestId('point-format-missing')).toContainText(
      'não tem o formato “Língua de sinais (Libras)”',
    );
    await expect(page.getByTestId('point-text')).toBeVisible();
  });

  await test.step('changed to easy-read, the point shows its easy-read text and narration first', async () => {
    await page.getByTestId('point-format-change').click();
    const dialog = page.getByTestId('format-dialog');
    await expect(dialog.getByTestId('format-choice-sign-language')).toHaveAttribute('aria-pressed', 'true');
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
});
