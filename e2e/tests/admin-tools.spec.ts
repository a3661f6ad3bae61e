import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PointLookup, RegistryUser, UserDisableJob } from '@percurso/shared';
import { readPdf } from '../../apps/server/test/read-pdf.ts';
import { expectPointOpen, skipTutorials } from '../support/pages.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { expectToast, openNavigation, shotPhoneAndDesktop } from '../support/panel-screens.ts';
import { devices, expect, type Page, test } from '../support/test.ts';

// Issue 16 items 4 and 5: a global admin's tools. The original system's export is imported
// through /painel/legacyImport (its printed QR codes keep working), then /painel/registry looks up
// the corporate registry it brought and disables users in bulk, and undoes it. The registry test
// reads what the import wrote, so the two run in order.
test.describe.configure({ mode: 'serial' });

const FIXTURE = join(import.meta.dirname, '../../apps/server/test/fixtures/legacy-export.json');
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/admin-tools');
const GUIDE_ID = 'GuIdeMuSeuCaFe0001ab';
const ROAD_MAP_ID = 'R0adMapCaf3Tr1lhaAbC';
const QR_POINT = 'InTpOiNtPrEgAo0001aa';
const QR_POINT_NAME = 'Salão do Pregão';

async function runImport(page: Page) {
  await page.getByTestId('legacy-run').click();
  const report = page.getByTestId('legacy-report');
  await expect(report).toBeVisible({ timeout: 30_000 });
  return report;
}

/** The report's row of one collection. */
const row = (page: Page, collection: string) =>
  page.getByTestId('legacy-report').locator(`tr[data-collection="${collection}"]`);

/** What a phone shows of a collection: its counts under its name (desktop: in columns). */
async function expectCounts(page: Page, collection: string, [read, imported, skipped]: number[]) {
  await expect(row(page, collection).getByTestId('legacy-counts')).toHaveText(
    `Lidos: ${read} · Importados: ${imported} · Não importados: ${skipped}`,
  );
}

/** The global admin opens one of the tools from the panel's navigation. */
async function openAdminTool(page: Page, navTestId: string) {
  await skipTutorials(page);
  await page.goto('/painel');
  await signInAsPanelAdmin(page);
  await page.goto('/painel');
  // The panel home has loaded (and, on a phone, its burger with it) before the navigation is used.
  await expect(page.getByRole('heading', { name: 'Guias que você gerencia' })).toBeVisible();
  await openNavigation(page, navTestId);
}

/**
 * The imported guide and road map point at the original system's storage for their pictures,
 * which the app's Content-Security-Policy does not load: the run's other specs, which share the
 * server and fail on any refused image, must not find them in their lists. Users and the corporate
 * registry stay (the next test reads them).
 */
async function removeImportedGuide(page: Page) {
  const headers = { origin: new URL(page.url()).origin };
  for (const path of [`/api/panel/road-maps/${ROAD_MAP_ID}`, `/api/panel/guides/${GUIDE_ID}`]) {
    const response = await page.request.delete(path, { headers });
    expect([200, 404], `${path}: ${await response.text()}`).toContain(response.status());
  }
}

test('a global admin imports the original export, sees the report, and a printed QR code unlocks an imported point', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await openAdminTool(page, 'nav-legacy-import');
  await expect(page.getByTestId('legacy-import')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Importar do sistema original' })).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('legacy-file').click();
  await (await chooser).setFiles(FIXTURE);
  await expect(page.getByTestId('legacy-file')).toContainText('legacy-export.json');
  await shotPhoneAndDesktop(page, join(SHOTS, 'legacy-import-file'));

  await test.step('a check first: the report, and nothing written', async () => {
    await expect(page.getByLabel('Só verificar (não grava nada)')).toBeChecked();
    const report = await runImport(page);
    await expect(report).toContainText('Verificação concluída: nada foi gravado.');
    await expectCounts(page, 'intPoints', [5, 4, 1]);
    await expect(row(page, 'intPoints').getByTestId('legacy-skipped')).toHaveText(
      'InTpOiNtSeMgUiA00005: guide-missing',
    );
    const guide = await page.request.get(`/api/guides/${GUIDE_ID}`);
    expect(guide.status()).toBe(404);
  });

  try {
    await test.step('the import: every collection reported, what was skipped and why', async () => {
      await page.getByLabel('Só verificar (não grava nada)').uncheck();
      const report = await runImport(page);
      await expect(report).toContainText('Importação concluída.');
      await expectCounts(page, 'guides', [1, 1, 0]);
      await expectCounts(page, 'journeys', [3, 2, 1]);
      await expect(row(page, 'journeys')).toContainText('Campos descartados: feed');
      await expect(row(page, 'journeys').getByTestId('legacy-skipped')).toHaveText(
        'JoUrNeYoRfAn0000009z: guide-missing',
      );
      await expectCounts(page, 'users', [5, 5, 0]);
      await expect(row(page, 'users')).toContainText('Campos descartados: password');
      await expectCounts(page, 'users2', [4, 4, 0]);
      await expect(report).toContainText('Coleções não importadas: accesses, appProps');
      await report.scrollIntoViewIfNeeded();
      await shotPhoneAndDesktop(page, join(SHOTS, 'legacy-import-report'), report);
      const guide = await page.request.get(`/api/guides/${GUIDE_ID}`);
      expect(guide.status()).toBe(200);
    });

    let printed = '';
    await test.step("the imported journey's QR cards are printed from the media library", async () => {
      await page.goto(`/guidePanel/${GUIDE_ID}/midia`);
      const link = page.getByTestId('qr-kit').getByRole('link', { name: /Acervo/ });
      await expect(link).toBeVisible();
      const downloading = page.waitForEvent('download');
      await link.click();
      const pdf = await readPdf(new Uint8Array(await readFile(await (await downloading).path())));
      const codes = pdf.flatMap((pdfPage) => pdfPage.codes);
      printed = codes.find((code) => new URL(code).pathname === `/qrcode/${QR_POINT}`) ?? '';
      expect(printed, `codes printed: ${codes.join(', ')}`).not.toBe('');
    });

    await test.step('a visitor scans the printed code: the locked point opens', async () => {
      const baseURL = test.info().project.use.baseURL;
      const visitorContext = await browser.newContext({ ...devices['Pixel 7'], baseURL });
      try {
        const visitor = await visitorContext.newPage();
        await skipTutorials(visitor, ['Museu do Café de Santos']);
        await visitor.goto('/');
        const before = await visitor.request.get(`/api/points/${QR_POINT}`);
        expect(((await before.json()) as PointLookup).locked).toBe(true);
        await visitor.goto(new URL(printed).pathname);
        await expectPointOpen(visitor, QR_POINT, QR_POINT_NAME);
        await expect(visitor).toHaveURL(new RegExp(`point=${QR_POINT}`));
        // The unlock is recorded as the app takes the page over.
        await expect
          .poll(
            async () => ((await (await visitor.request.get(`/api/points/${QR_POINT}`)).json()) as PointLookup).locked,
          )
          .toBeFalsy();
      } finally {
        await visitorContext.close();
      }
    });
  } finally {
    await removeImportedGuide(page);
  }
});

test('a global admin looks up a registry number, previews a bulk disable, runs it and undoes it', async ({ page }) => {
  test.setTimeout(120_000);
  await openAdminTool(page, 'nav-registry');
  await expect(page.getByTestId('registry')).toBeVisible();
  const registryOf = async (registry: string) =>
    (await (await page.request.get(`/api/panel/registry/${registry}`)).json()) as { users: RegistryUser[] };

  await test.step('the lookup shows the registry entry and the users with that number', async () => {
    await page.getByTestId('registry-input').fill('004512');
    await page.getByTestId('registry-input').press('Enter');
    const result = page.getByTestId('registry-result');
    await expect(result).toContainText('Carlos Menezes · Logística · SP');
    await expect(result).toContainText('Ativo');
    await expect(result.getByTestId('registry-users').getByRole('row')).toHaveCount(2);
    // On a phone the e-mail, department and branch sit under the name.
    await expect(result.getByTestId('registry-users').getByRole('cell').first()).toHaveText(
      'Carlos Menezes carlos.menezes@empresa.example.com · Logística · SP',
    );
    await shotPhoneAndDesktop(page, join(SHOTS, 'registry-lookup'), result);
  });

  await test.step('the preview lists who the criteria reach', async () => {
    await page.getByTestId('disable-branch').click();
    await page.getByRole('option', { name: 'SP', exact: true }).click();
    await page.getByTestId('disable-preview').click();
    const affected = page.getByTestId('disable-affected');
    await expect(affected).toContainText('1 usuário será desativado');
    await expect(affected.getByTestId('registry-users')).toContainText('Carlos Menezes');
    await expect(affected.getByTestId('registry-users')).not.toContainText('Marta Lins');
    await affected.scrollIntoViewIfNeeded();
    await shotPhoneAndDesktop(page, join(SHOTS, 'registry-preview'), affected);
  });

  await test.step('the disable runs; the registry then reports the user disabled', async () => {
    await page.getByTestId('disable-run').click();
    await expectToast(page, 'Usuários desativados!');
    await expect(page.getByTestId('disable-affected')).toHaveCount(0);
    const jobs = page.getByTestId('disable-jobs');
    await expect(jobs).toContainText(': 1 usuário');
    await expect(jobs.getByTestId('disable-undo')).toHaveCount(1);
    expect((await registryOf('004512')).users.map((user) => user.enabled)).toEqual([false]);
    // The lookup above shows it too, without searching again.
    await expect(page.getByTestId('registry-result').getByTestId('registry-users')).toContainText('Desativado');
  });

  await test.step('the undo enables the user again', async () => {
    await page.getByTestId('disable-jobs').getByTestId('disable-undo').click();
    await expectToast(page, 'Usuários reativados!');
    await expect(page.getByTestId('disable-jobs')).toContainText('desfeita em');
    await expect(page.getByTestId('disable-undo')).toHaveCount(0);
    expect((await registryOf('004512')).users.map((user) => user.enabled)).toEqual([true]);
    await expect(page.getByTestId('registry-result').getByTestId('registry-users')).not.toContainText('Desativado');
    const listed = (await (await page.request.get('/api/panel/user-disable')).json()) as { jobs: UserDisableJob[] };
    expect(listed.jobs[0]?.undoneAt).toBeTruthy();
    await page.getByTestId('disable-jobs').scrollIntoViewIfNeeded();
    await shotPhoneAndDesktop(page, join(SHOTS, 'registry-undone'), page.getByTestId('disable-jobs'));
  });
});
