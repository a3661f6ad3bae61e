import { neutraliseFormula } from './spreadsheet-cell.ts';

/** A value a CSV cell may hold: numbers and booleans as written, a date as ISO 8601, nothing as empty. */
export type CsvValue = string | number | boolean | Date | null | undefined;

/** Byte order mark: spreadsheets (Excel) then read the file as UTF-8, so "Não informado" stays intact. */
export const UTF8_BOM = '\uFEFF';

/**
 * One RFC 4180 field, safe to open in a spreadsheet: a text that would run as a formula (=, +, -,
 * @, tab, CR first) gets a leading apostrophe (OWASP's CSV injection advice), then the field is
 * quoted when it holds a comma, a quote or a line break. Numbers are never formulas and stay as
 * they are, so a negative count still sorts as a number.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = neutraliseFormula(value instanceof Date ? value.toISOString() : value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, CRLF-terminated. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** A whole CSV file: the UTF-8 BOM, the header, then the rows (every cell through csvField). */
export function toCsvText(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return UTF8_BOM + [header, ...rows].map(csvLine).join('');
}
