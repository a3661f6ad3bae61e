import { join } from 'node:path';
import { skipTutorials } from '../support/pages.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { expectToast, openNavigation, shotPhoneAndDesktop } from '../support/panel-screens.ts';
import { expect, test } from '../support/test.ts';

// Issue 27 item 6: a global admin sees the installation's latest backups in the panel and takes
// one now. Screenshots: test-results/screenshots/backups/list-{phone,desktop}.png.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/backups');

test('a global admin takes a backup now from the panel and sees it listed, done, with its size', async ({ page }) => {
  await skipTutorials(page);
  await page.goto('/painel');
  await signInAsPanelAdmin(page);
  await page.goto('/painel');
  await expect(page.getByRole('heading', { name: 'Guias que você gerencia' })).toBeVisible();
  await openNavigation(page, 'nav-backups');
  await expect(page.getByRole('heading', { name: 'Backups da instalação' })).toBeVisible();
  await expect(
    page.getByText('Backup diário às 03:00 (banco de dados e mídias); ficam os 7 mais recentes.'),
  ).toBeVisible();

  const rows = page.getByTestId('backup-row');
  const before = await rows.count();
  await page.getByRole('button', { name: 'Fazer backup agora' }).click();
  await expectToast(page, 'Backup iniciado!');
  await expect(rows).toHaveCount(before + 1);
  const newest = rows.first();
  await expect(newest.getByText('Concluído')).toBeVisible({ timeout: 60_000 });
  await expect(newest).toContainText(/\d+(,\d)? MB/);
  await shotPhoneAndDesktop(page, join(SHOTS, 'list'), page.getByTestId('backup-list'));
});
