import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { openPointBlock } from '../support/panel-screens.ts';
import { expect, type Page, test } from '../support/test.ts';

// Spreadsheet import of points (issue 16): a manager checks a sheet with mistakes (each row says
// why), then imports a 50-row XLSX generated here, follows the progress bar and finds the 50
// points on the guide. Screenshots: test-results/screenshots/content-import/.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/content-import');

async function postJson<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.context().request.post(path, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function shots(page: Page, name: string, fullPage = false, focus?: string) {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const [label, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    if (focus) await page.getByTestId(focus).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, `${name}-${label}.png`), fullPage: fullPage && label === 'phone' });
  }
  if (before) await page.setViewportSize(before);
}

async function fiftyRowSheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('points');
  sheet.addRow([
    'key',
    'name_pt',
    'name_en',
    'journeys',
    'tags',
    'latitude',
    'longitude',
    'technical_sheet_pt',
    'technical_sheet_en',
  ]);
  for (let index = 1; index <= 50; index += 1) {
    sheet.addRow([
      `obj-${index}`,
      `Objeto ${index}`,
      `Object ${index}`,
      'Acervo',
      'coleção',
      -23.5 - index / 1000,
      -46.6,
      // Its technical sheet: one "Label: value" line per row, the translation line by line.
      `Material: cerâmica\nAno: ${1800 + index}`,
      `Material: ceramic\nYear: ${1800 + index}`,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('a manager imports a 50-row spreadsheet and sees the points on the guide', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/painel');
  await signInAsPanelAdmin(page);
  const name = `Museu da Planilha ${Date.now()}`;
  const { guide } = await postJson<{ guide: { id: string } }>(page, '/api/panel/guides', {
    name: { pt: name },
    type: 'Público',
    description: { pt: 'Acervo cadastrado por planilha.' },
    latitude: -23.5,
    longitude: -46.6,
    address: {
      zipCode: '01000-000',
      road: 'Rua A',
      number: '1',
      neighborhood: 'Centro',
      city: 'São Paulo',
      state: 'SP',
    },
  });
  await postJson(page, '/api/panel/journeys', {
    guideId: guide.id,
    name: { pt: 'Acervo', en: 'Collection' },
    description: { pt: 'Objetos', en: 'Objects' },
  });

  await page.goto(`/guidePanel/${guide.id}/points`);
  await page.getByTestId('point-import').click();
  await expect(page.getByTestId('sheet-import')).toBeVisible();
  await expect(page.getByTestId('import-template-xlsx')).toHaveAttribute('href', /point-import\/template\?format=xlsx/);

  // A sheet with mistakes: nothing is written, each row says what is wrong.
  const bad = [
    'key,name_pt,journeys,latitude,longitude',
    'a1,Vaso,Acervo,-23.5,-46.6',
    'a2,,Acervo,,',
    'a3,Máscara,Jornada inexistente,,',
    'a4,Bússola,Acervo,123,10',
    `a5,"=cmd|' /C calc'!A0",Acervo,,`,
  ].join('\n');
  await page.getByTestId('import-file').click();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'erros.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await expect(page.getByTestId('import-summary')).toContainText('5 linhas');
  await expect(page.getByTestId('import-problem')).toHaveCount(3);
  await expect(page.getByTestId('import-warning')).toContainText('fórmula guardada como texto');
  await expect(page.getByTestId('import-fix-first')).toBeVisible();
  await expect(page.getByTestId('import-run')).toHaveCount(0);
  await shots(page, 'import-preview-errors', true);

  // The 50-row workbook: all new, then imported with its progress.
  await page.locator('input[type=file]').setInputFiles({
    name: 'acervo.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await fiftyRowSheet(),
  });
  await expect(page.getByTestId('import-summary')).toContainText(
    '50 linhas: 50 novos pontos, 0 atualizações, 0 com erro',
  );
  await shots(page, 'import-preview');
  await page.getByTestId('import-run').click();
  await expect(page.getByTestId('import-progress')).toHaveAttribute('data-status', 'success');
  await expect(page.getByTestId('import-done')).toContainText('50 criados');
  await shots(page, 'import-progress', false, 'import-progress');

  await page.getByTestId('import-see-points').click();
  await expect(page.getByTestId('point-row')).toHaveCount(50);
  await expect(page.getByTestId('point-row-name').first()).toHaveText('Objeto 1');

  // The sheet's technical sheet is the point's, in the editor, with its translation.
  await page.getByTestId('point-row-name').first().click();
  await expect(page.getByTestId('point-editor')).toBeVisible();
  const block = await openPointBlock(page, 'technicalSheet');
  await expect(block.getByTestId('technical-sheet-row')).toHaveCount(2);
  await expect(block.getByTestId('technical-sheet-1-label-pt')).toHaveValue('Ano');
  await expect(block.getByTestId('technical-sheet-1-value-pt')).toHaveValue('1801');
  await block.getByTestId('technical-sheet-1-label-tab-en').click();
  await expect(block.getByTestId('technical-sheet-1-label-en')).toHaveValue('Year');
});
