import { toCsvText } from '@percurso/shared';

/** One column of a chart's data: the key in each row and its translated header. */
export interface ChartColumn {
  key: string;
  label: string;
}

/** A cell: a category label or a count (a mean is rounded before it gets here). */
export type ChartCell = string | number;

/**
 * What a chart shows, as data: the category column (the x axis or the slices) and one numeric
 * column per series. The chart, its table view and its CSV are all drawn from this one value, so
 * they cannot disagree.
 */
export interface ChartData {
  category: ChartColumn;
  series: ChartColumn[];
  rows: Array<Record<string, ChartCell>>;
}

/** The chart as a grid of texts: the header row, then one row per category. */
export function toTable(data: ChartData): { header: string[]; rows: string[][] } {
  const columns = [data.category, ...data.series];
  return {
    header: columns.map((column) => column.label),
    rows: data.rows.map((row) => columns.map((column) => String(row[column.key] ?? 0))),
  };
}

/** True when the chart has nothing to draw (no row, or only zeros). */
export function isEmptyChart(data: ChartData): boolean {
  return !data.rows.some((row) => data.series.some((series) => Number(row[series.key] ?? 0) !== 0));
}

/**
 * The table view as CSV (RFC 4180, CRLF lines, UTF-8 BOM): the texts the table shows, counts as
 * numbers, and a label that a spreadsheet would run as a formula neutralised (shared csvField).
 */
export function toCsv(data: ChartData): string {
  const columns = [data.category, ...data.series];
  return toCsvText(
    columns.map((column) => column.label),
    data.rows.map((row) => columns.map((column) => row[column.key] ?? 0)),
  );
}

/** A safe file name from a chart title: letters, digits and dashes, accents dropped. */
export function csvFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'grafico'}.csv`;
}
