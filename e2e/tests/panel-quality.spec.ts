import { join } from 'node:path';
import { MUSEUM_PATH, readGuide } from '../support/demo.ts';
import { skipTutorials } from '../support/pages.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { expect, test } from '../support/test.ts';

// Issue 26 item 9, in the browser: the skip link, the point editor's save bar at 820 px, the QR
// kit's own navigation entry with its loopback warning (this server has no PUBLIC_ORIGIN), and the
// new guide's note about files. Screenshots: test-results/screenshots/panel-quality/.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/panel-quality');

test('the panel skips to the content, keeps "Salvar" whole at 820 px, and shows the QR kit with its warning', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const museum = await readGuide(request, MUSEUM_PATH);
  const guideId = museum.guide.id;
  await skipTutorials(page);
  await signInAsPanelAdmin(page);

  await test.step('a keyboard user skips the navigation', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/guidePanel/${guideId}/points/new`);
    await expect(page.getByTestId('point-editor')).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.screenshot({ path: join(SHOTS, 'skip-link-desktop.png') });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const inContent = await page.evaluate(() => Boolean(document.activeElement?.closest('#panel-content')));
    expect(inContent).toBe(true);
  });

  await test.step('the save bar keeps its button whole at 820 px', async () => {
    await page.setViewportSize({ width: 820, height: 900 });
    await page.reload();
    const save = page.getByTestId('point-save');
    await expect(save).toBeVisible({ timeout: 30_000 });
    const isWhole = await save.evaluate((button) => {
      const label = button.querySelector('.mantine-Button-label') ?? button;
      return label.scrollWidth <= label.clientWidth && button.scrollWidth <= button.clientWidth;
    });
    expect(isWhole).toBe(true);
    await expect(page.getByTestId('point-a11y-score')).toHaveText('Acessibilidade: nada a verificar');
    await page.screenshot({ path: join(SHOTS, 'point-save-bar-820.png') });
  });

  await test.step('the QR kit has its own entry and warns about a loopback origin', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/guidePanel/${guideId}`);
    await page.getByTestId('nav-qr-kit').click();
    await expect(page).toHaveURL(new RegExp(`/guidePanel/${guideId}/qrcodes$`));
    await expect(page.getByTestId('qr-kit-loopback')).toContainText('PUBLIC_ORIGIN', { timeout: 30_000 });
    await expect(page.getByTestId('qr-kit').getByRole('link').first()).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'qr-kit-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 412, height: 915 });
    await page.screenshot({ path: join(SHOTS, 'qr-kit-phone.png'), fullPage: true });
  });

  await test.step('a new guide says up front where its files go', async () => {
    await page.goto('/guide/edit');
    await expect(page.getByTestId('guide-save-first')).toContainText('depois que ele é criado', { timeout: 30_000 });
    await page.screenshot({ path: join(SHOTS, 'new-guide-phone.png') });
  });
});
