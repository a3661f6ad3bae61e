import { join } from 'node:path';
import { skipTutorials } from '../support/pages.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { shotPhoneAndDesktop } from '../support/panel-screens.ts';
import { expect, type Page, test } from '../support/test.ts';

// Issue 29 item 5: a manager exports a guide as an archive from its editor and imports it as a
// copy from the guides list; the copy has the same points. Screenshots: test-results/screenshots/guide-archive/.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/guide-archive');
const MUSEUM = 'demo-museum';

/** The names the panel's point list shows for the guide, sorted. */
async function pointNames(page: Page, guideId: string): Promise<string[]> {
  await page.goto(`/guidePanel/${guideId}/points`);
  const names = page.getByTestId('point-row-name');
  await expect(names.first()).toBeVisible({ timeout: 30_000 });
  return (await names.allTextContents()).map((name) => name.trim()).sort();
}

test('a manager exports a guide and imports it as a copy, and the copy shows the same points', async ({ page }) => {
  test.setTimeout(120_000);
  await skipTutorials(page);
  await page.goto('/index');
  await signInAsPanelAdmin(page);
  const origin = new URL(page.url()).origin;
  let copyId: string | undefined;

  try {
    const archive = await test.step('"Exportar guia" on the guide editor downloads its archive', async () => {
      await page.goto(`/guide/edit?id=${MUSEUM}`);
      const button = page.getByTestId('guide-export');
      await expect(button).toHaveText('Exportar guia', { timeout: 30_000 });
      await shotPhoneAndDesktop(page, join(SHOTS, 'guide-editor-export'));
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toMatch(/^percurso-museu-do-acucar-e-do-cafe-\d{4}-\d\d-\d\d\.zip$/);
      const file = test.info().outputPath(download.suggestedFilename());
      await download.saveAs(file);
      return file;
    });

    await test.step('"Importar guia" on the guides list takes it as a copy', async () => {
      // A copy an earlier attempt imported and did not get to remove (a retry) would hold the name
      // "(2)": removed first.
      const listed = await page.request.get('/api/panel/guides');
      expect(listed.ok(), await listed.text()).toBe(true);
      const { guides } = (await listed.json()) as { guides: { id: string; name: { pt?: string } }[] };
      for (const earlier of guides.filter((guide) => /^Museu do Açúcar e do Café \(\d+\)$/.test(guide.name.pt ?? ''))) {
        const removed = await page.request.delete(`/api/panel/guides/${earlier.id}`, { headers: { origin } });
        expect(removed.status(), await removed.text()).toBe(200);
      }
      await page.goto('/guide/list');
      await page.getByTestId('guide-import').click();
      const dialog = page.getByTestId('guide-import-dialog');
      await expect(dialog).toBeVisible();
      await expect(page.getByTestId('guide-import-copy')).toBeChecked();
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('guide-import-file').click();
      await (await chooser).setFiles(archive);
      await expect(page.getByTestId('guide-import-file')).toContainText('percurso-museu-do-acucar-e-do-cafe-');
      await shotPhoneAndDesktop(page, join(SHOTS, 'guide-import-dialog'));
      await page.getByTestId('guide-import-run').click();
      const result = page.getByTestId('guide-import-result');
      await expect(result).toContainText('Guia importado: Museu do Açúcar e do Café (2)', { timeout: 30_000 });
      await shotPhoneAndDesktop(page, join(SHOTS, 'guide-import-result'));
      await page.getByTestId('guide-import-open').click();
      await expect(page).toHaveURL(/\/guidePanel\/[^/]+$/);
      copyId = new URL(page.url()).pathname.split('/').pop();
      expect(copyId).not.toBe(MUSEUM);
    });

    await test.step('the copy lists the same points as the original', async () => {
      if (!copyId) throw new Error('the import opened the copy');
      const copied = await pointNames(page, copyId);
      expect(copied.length).toBeGreaterThan(5);
      expect(copied).toEqual(await pointNames(page, MUSEUM));
    });

    await test.step('a file that is not an archive is refused, in the manager’s language', async () => {
      await page.goto('/guide/list');
      await page.getByTestId('guide-import').click();
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('guide-import-file').click();
      await (await chooser).setFiles({ name: 'notas.zip', mimeType: 'application/zip', buffer: Buffer.from('notas') });
      await page.getByTestId('guide-import-run').click();
      await expect(page.getByTestId('guide-import-error')).toContainText(
        'O arquivo não é um pacote de guia do Percurso (um ZIP com guide.json) ou está incompleto.',
      );
      await shotPhoneAndDesktop(page, join(SHOTS, 'guide-import-error'));
    });
  } finally {
    // The copy goes, so the other specs of this worker's server see the demo as it was.
    if (copyId) {
      const removed = await page.request.delete(`/api/panel/guides/${copyId}`, { headers: { origin } });
      expect(removed.status(), await removed.text()).toBe(200);
    }
  }
});
