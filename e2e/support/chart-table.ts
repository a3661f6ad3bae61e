import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

/** RFC 4180 rows of a CSV text (quotes, doubled quotes, line breaks inside quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      if (char === '\r') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  return rows;
}

/** A chart card's table view as texts, header row first. */
export async function tableOf(card: Locator): Promise<string[][]> {
  return card
    .getByTestId('chart-table')
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '')),
    );
}

/**
 * The card's table view, then its CSV: the same rows (after the BOM); back to the drawing after.
 * The card must draw its chart first (`drawn`: what shows it; its `chart` element by default).
 */
export async function expectCsvEqualsTable(
  page: Page,
  card: Locator,
  name: string,
  drawn: Locator = card.getByTestId('chart'),
): Promise<string[][]> {
  await card.scrollIntoViewIfNeeded();
  await expect(drawn, `${name} draws its chart`).toBeVisible();
  await card.getByText('Tabela').click();
  const table = await tableOf(card);
  expect(table.length, `${name} has rows`).toBeGreaterThan(1);
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByTestId('chart-csv').click()]);
  const bytes = await readFile((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(parseCsv(bytes.subarray(3).toString('utf8')), `${name}: CSV = table`).toEqual(table);
  await card.getByText('Gráfico').click();
  return table;
}

/** The page at a phone's size and a desktop's, full height, as `<dir>/<name>-{phone,desktop}.png`. */
export async function shotPhoneAndDesktop(page: Page, dir: string, name: string): Promise<void> {
  const before = page.viewportSize() ?? { width: 390, height: 844 };
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(dir, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  // The charts measure their new width and draw their bars again (an animation of about a second).
  await page.waitForTimeout(1_500);
  await page.screenshot({ path: join(dir, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(before);
}
