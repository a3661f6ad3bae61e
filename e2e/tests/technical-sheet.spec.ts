import { join } from 'node:path';
import { localize } from '@percurso/shared';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { findPoint, MUSEUM_PATH, readGuide } from '../support/demo.ts';
import { holdBack, skipTutorials, waitForTakeover } from '../support/pages.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { openPointBlock, publishFromPanel } from '../support/panel-screens.ts';
import { expect, test } from '../support/test.ts';

const SHOTS = process.env.TECHNICAL_SHEET_SHOTS;
const shot = (name: string) => (SHOTS ? { path: join(SHOTS, name) } : undefined);

/** Types one language of a four-language field of the sheet (its tab first). */
async function fillLanguage(block: Locator, testId: string, language: string, text: string) {
  await block.getByTestId(`${testId}-tab-${language}`).click();
  await block.getByTestId(`${testId}-${language}`).fill(text);
}

/** The sheet's definition list as read: "term = description" per row. */
const sheetRows = (page: Page) =>
  page
    .getByTestId('technical-sheet')
    .locator('dl')
    .evaluate((list) =>
      Array.from(list.querySelectorAll('dt')).map(
        (term) => `${term.textContent} = ${term.nextElementSibling?.textContent ?? ''}`,
      ),
    );

const ENGLISH_ROWS = ['Artist = Tarsila do Amaral', 'Technique = Oil on canvas'];

// Issue 29's custom fields: a manager writes a point's technical sheet ("Ficha técnica") in
// Portuguese and English, publishes, and a visitor reading in English sees the English sheet,
// drawn by the server and kept by the app.
test('a manager’s technical sheet reaches visitors in their language once published', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const museum = await readGuide(request, MUSEUM_PATH);
  const point = findPoint(
    museum,
    (p) => !p.technicalSheet?.length && !p.qrRequired && !p.qrValidation && !p.geolocation && !p.objectDetection,
  );

  await test.step('the manager adds two rows in Portuguese and English, saves and publishes', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const panel = await context.newPage();
    await signInAsPanelAdmin(panel);
    await panel.goto(`/guidePanel/${museum.guide.id}/points`);
    await panel.locator(`[data-testid="point-row"][data-point-id="${point.id}"]`).getByTestId('point-row-name').click();
    await expect(panel.getByTestId('point-editor')).toBeVisible();
    const block = await openPointBlock(panel, 'technicalSheet');
    // A failed attempt before this one may have saved rows into the draft without publishing them.
    const rows = block.getByTestId('technical-sheet-row');
    for (let left = await rows.count(); left > 0; left--) {
      await rows.first().getByRole('button', { name: 'Remover' }).click();
      await expect(rows).toHaveCount(left - 1);
    }
    await block.getByTestId('technical-sheet-add').click();
    await block.getByTestId('technical-sheet-add').click();
    await expect(block.getByTestId('technical-sheet-row')).toHaveCount(2);
    for (const [index, row] of [
      { label: ['Técnica', 'Technique'], value: ['Óleo sobre tela', 'Oil on canvas'] },
      { label: ['Artista', 'Artist'], value: ['Tarsila do Amaral', 'Tarsila do Amaral'] },
    ].entries()) {
      for (const [position, language] of ['pt', 'en'].entries()) {
        await fillLanguage(block, `technical-sheet-${index}-label`, language, row.label[position] ?? '');
        await fillLanguage(block, `technical-sheet-${index}-value`, language, row.value[position] ?? '');
      }
    }
    // Reordered: the artist first.
    await block.getByTestId('technical-sheet-row').nth(1).getByRole('button', { name: 'Mover para cima' }).click();
    await expect(block.getByTestId('technical-sheet-0-label-en')).toHaveValue('Artist');
    await block.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await panel.screenshot(shot('panel-technical-sheet-1280.png'));
    await expectAccessible(panel, 'point editor, technical sheet');
    await panel.setViewportSize({ width: 390, height: 844 });
    await block.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await panel.screenshot(shot('panel-technical-sheet-390.png'));
    await panel.setViewportSize({ width: 1280, height: 800 });
    await panel.getByTestId('point-save').click();
    await expect(panel.getByText(/salvo!/).first()).toBeVisible();

    // The change waits in the draft, readable per language, until "Publicar".
    await panel.goto(`/guidePanel/${museum.guide.id}/publishing`);
    const change = panel.locator(`[data-testid="draft-change"][data-id="${point.id}"]`);
    await expect(change.locator('[data-testid="change-field"][data-field="technicalSheet"]').first()).toContainText(
      'Artista: Tarsila do Amaral',
    );
    await change.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await panel.screenshot(shot('panel-technical-sheet-changes-1280.png'));
    await publishFromPanel(panel, museum.guide.id);
    await context.close();
  });

  await test.step('a visitor in English reads the English sheet, drawn by the server and kept by the app', async () => {
    await page.addInitScript(() => localStorage.setItem('percurso.language', 'en'));
    await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
    // The stored language reaches the app's cookie on a first page; the server draws with it from then on.
    await page.goto('/index');
    await waitForTakeover(page);
    const release = await holdBack(page, '**/assets/shell-*.js');
    await page.goto(`${MUSEUM_PATH}?point=${point.id}`, { waitUntil: 'commit' });
    const sheet = page.getByTestId('technical-sheet');
    await expect(sheet.getByRole('heading', { name: 'Technical details' })).toBeVisible();
    expect(await sheetRows(page)).toEqual(ENGLISH_ROWS);
    await sheet.evaluate((element) => {
      (window as { drawnSheet?: Element }).drawnSheet = element;
    });
    release();
    await waitForTakeover(page);
    expect(await page.evaluate(() => (window as { drawnSheet?: Element }).drawnSheet?.isConnected)).toBe(true);
    expect(await sheetRows(page)).toEqual(ENGLISH_ROWS);
    await expectAccessible(page, 'point with a technical sheet');
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await sheet.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await page.screenshot(shot(`visitor-technical-sheet-${test.info().project.name}-${viewport.width}.png`));
    }
  });
});
