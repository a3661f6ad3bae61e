import { type CsvValue, toCsvText } from '@percurso/shared';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/**
 * A row as flat cells: a nested object's fields as dotted columns (`name.pt`, `address.city`), a
 * list of texts or numbers joined with '; ', a list of objects as its JSON.
 */
function flatten(value: unknown, prefix: string, cells: Map<string, CsvValue>): void {
  if (isPlainObject(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, cells);
    return;
  }
  if (Array.isArray(value)) {
    const scalars = value.every((item) => item === null || ['string', 'number', 'boolean'].includes(typeof item));
    cells.set(prefix, scalars ? value.join('; ') : JSON.stringify(value));
    return;
  }
  cells.set(prefix, value as CsvValue);
}

/**
 * The rows of a JSON export as one CSV file: the columns are every field any row has, in the order
 * first met; every cell goes through the shared csvField (formula-like texts neutralised).
 */
export function rowsToCsv(rows: readonly object[]): string {
  const flat = rows.map((row) => {
    const cells = new Map<string, CsvValue>();
    flatten(row, '', cells);
    return cells;
  });
  const header = [...new Set(flat.flatMap((cells) => [...cells.keys()]))];
  return toCsvText(
    header,
    flat.map((cells) => header.map((column) => cells.get(column))),
  );
}
