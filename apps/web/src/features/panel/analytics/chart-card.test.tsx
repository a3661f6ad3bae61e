import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadPanelMessages } from '../../../i18n/setup.ts';
import { ChartCard } from './chart-card.tsx';
import type { ChartData } from './chart-table.ts';

/** A minimal RFC 4180 reader: what a spreadsheet would see in the downloaded file. */
function parseCsv(text: string): string[][] {
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
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  return rows;
}

const GENDER: ChartData = {
  category: { key: 'label', label: 'Gênero' },
  series: [{ key: 'count', label: 'Visitantes' }],
  rows: [
    { label: 'Masculino', count: 12 },
    { label: 'Feminino', count: 30 },
    { label: 'Outro, "não binário"', count: 2 },
    { label: 'Não informado', count: 0 },
  ],
};

const POINTS: ChartData = {
  category: { key: 'label', label: 'Ponto' },
  series: [
    { key: 'unlocks', label: 'Desbloqueios' },
    { key: 'accesses', label: 'Acessos ao conteúdo' },
  ],
  rows: [
    { label: 'Moenda\nantiga', unlocks: 40, accesses: 55 },
    { label: 'Casa-grande', unlocks: 31, accesses: 12 },
  ],
};

function renderCard(data: ChartData | undefined, title = 'Visitantes por gênero') {
  return render(
    <MantineProvider>
      <ChartCard title={title} data={data} testId="card" />
    </MantineProvider>,
  );
}

/** Captures what the CSV button hands to the browser. */
function captureDownload() {
  const saved: Array<{ blob: Blob; name: string }> = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push({ blob: blob as Blob, name: '' });
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const last = saved.at(-1);
    if (last) last.name = this.download;
  });
  return saved;
}

/** The table view's cells, header row first, as a person (or a screen reader) reads them. */
function tableCells(): string[][] {
  const table = screen.getByTestId('chart-table');
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('a dashboard chart card', () => {
  beforeAll(async () => {
    await initI18n();
    await loadPanelMessages();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the chart first and, on "Tabela", a table with exactly the chart data', () => {
    renderCard(GENDER);
    expect(screen.getByTestId('chart').getAttribute('aria-label')).toContain('Visitantes por gênero');
    expect(screen.queryByTestId('chart-table')).toBeNull();
    fireEvent.click(screen.getByText('Tabela'));
    expect(screen.queryByTestId('chart')).toBeNull();
    expect(tableCells()).toEqual([
      ['Gênero', 'Visitantes'],
      ['Masculino', '12'],
      ['Feminino', '30'],
      ['Outro, "não binário"', '2'],
      ['Não informado', '0'],
    ]);
    expect(screen.getByRole('table', { name: 'Visitantes por gênero' })).toBeTruthy();
  });

  it('downloads a CSV equal to the table: UTF-8 BOM, quoted commas, quotes and line breaks', async () => {
    const saved = captureDownload();
    renderCard(POINTS, 'Pontos por desbloqueios e acessos');
    fireEvent.click(screen.getByText('Tabela'));
    fireEvent.click(screen.getByTestId('chart-csv'));
    expect(saved).toHaveLength(1);
    const { blob, name } = saved[0] ?? { blob: new Blob(), name: '' };
    expect(name).toBe('pontos-por-desbloqueios-e-acessos.csv');
    expect(blob.type).toContain('text/csv');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text).toContain('"Moenda\nantiga",40,55\r\n');
    expect(parseCsv(text)).toEqual(tableCells());
  });

  it('the CSV of the gender chart equals its table too (a label with a comma and quotes)', async () => {
    const saved = captureDownload();
    renderCard(GENDER);
    fireEvent.click(screen.getByText('Tabela'));
    fireEvent.click(screen.getByTestId('chart-csv'));
    const text = (await saved[0]?.blob.text()) ?? '';
    expect(text).toContain('"Outro, ""não binário""",2');
    expect(parseCsv(text.replace(/^\uFEFF/, ''))).toEqual(tableCells());
  });

  it('neutralises a point name a spreadsheet would run as a formula (OWASP CSV injection)', async () => {
    const saved = captureDownload();
    const formula: ChartData = {
      category: { key: 'name', label: 'Ponto' },
      series: [{ key: 'count', label: 'Acessos' }],
      rows: [
        { name: '=HYPERLINK("http://evil.example","abrir")', count: 3 },
        { name: '@SUM(A1)', count: 1 },
      ],
    };
    renderCard(formula, 'Pontos');
    fireEvent.click(screen.getByText('Tabela'));
    fireEvent.click(screen.getByTestId('chart-csv'));
    const text = (await saved[0]?.blob.text()) ?? '';
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""abrir"")",3\r\n`);
    expect(text).toContain("'@SUM(A1),1\r\n");
  });

  it('says so when the period has no data, and offers neither table nor CSV', () => {
    renderCard({ ...GENDER, rows: GENDER.rows.map((row) => ({ ...row, count: 0 })) });
    expect(screen.getByTestId('chart-empty').textContent).toBe('Nenhum dado no período.');
    expect(screen.queryByTestId('chart-csv')).toBeNull();
    expect(screen.queryByText('Tabela')).toBeNull();
  });

  it('shows a skeleton while the data is on its way', () => {
    renderCard(undefined);
    expect(screen.getByTestId('chart-loading')).toBeTruthy();
    expect(screen.queryByTestId('chart-csv')).toBeNull();
  });
});
