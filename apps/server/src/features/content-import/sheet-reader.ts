import { SHEET_MAX_ROWS } from '@percurso/shared';
import type { CellValue } from 'exceljs';
import { AppError } from '../../http/app-error.ts';

/** A sheet as rows of text cells; the first row is the header. */
export interface SheetTable {
  headers: string[];
  /** Data rows, each as long as it is (trailing empty cells may be missing). */
  rows: string[][];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** Reads an XLSX workbook (its first worksheet) or CSV text (any common delimiter, UTF-8). */
export async function readSheet(bytes: Uint8Array): Promise<SheetTable> {
  const isZip = ZIP_MAGIC.every((byte, index) => bytes[index] === byte);
  const table = isZip ? await readXlsx(bytes) : await readCsv(bytes);
  const [headers = [], ...rows] = table.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (headers.length === 0) throw new AppError('import/unreadable-sheet', { field: 'file' });
  if (rows.length > SHEET_MAX_ROWS) throw new AppError('import/too-many-rows', { field: 'file' });
  return { headers: headers.map((header) => header.trim().toLowerCase()), rows };
}

async function readCsv(bytes: Uint8Array): Promise<string[][]> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch (cause) {
    throw new AppError('import/unreadable-sheet', { field: 'file', cause });
  }
  if (text.includes('\0')) throw new AppError('import/unreadable-sheet', { field: 'file' });
  // Loaded on first use (with exceljs below): only an import needs them, and a restart is faster.
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return parsed.data;
}

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its argument as the old Buffer; a Node Buffer over the same bytes is one.
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch (cause) {
    throw new AppError('import/unreadable-sheet', { field: 'file', cause });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('import/unreadable-sheet', { field: 'file' });
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(rows, (row) => row ?? []);
}

/**
 * A cell's text. A formula is never evaluated: it comes back as `=formula`, which the import then
 * neutralises like any other text a spreadsheet would run.
 */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('formula' in value || 'sharedFormula' in value) {
    const formula = 'formula' in value ? value.formula : (value as { sharedFormula: string }).sharedFormula;
    return `=${formula}`;
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return '';
  return '';
}
