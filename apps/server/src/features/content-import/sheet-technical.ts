import {
  LANGUAGES,
  type Language,
  TECHNICAL_SHEET_LABEL_MAX,
  TECHNICAL_SHEET_MAX_ROWS,
  TECHNICAL_SHEET_VALUE_MAX,
  type TechnicalSheetRow,
} from '@percurso/shared';

/**
 * A point's technical sheet ("Ficha técnica") in a spreadsheet: one cell per language
 * (`technical_sheet_pt`…), one "Label: value" line per row, the first colon separating them. Line
 * n of every language is row n: the Portuguese cell names the rows, the others translate them
 * (an empty line leaves that row untranslated). docs/decisions/0024-content-import.md.
 */
export function technicalSheetCells(rows: readonly TechnicalSheetRow[]): Record<Language, string> {
  const cells = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    const lines = rows.map((row) => {
      const [label, value] = [row.label[language] ?? '', row.value[language] ?? ''];
      return label || value ? `${label}: ${value}` : '';
    });
    // Trailing untranslated rows leave nothing behind (a cell of blank lines reads as empty).
    while (lines.length > 0 && lines.at(-1) === '') lines.pop();
    cells[language] = lines.join('\n');
  }
  return cells;
}

/**
 * The rows the cells describe, or the language whose cell cannot be read: a Portuguese line without
 * "label: value", a translation with more lines than the Portuguese or without its colon, more
 * than 30 rows, a label over 80 or a value over 500 characters (the editor's limits).
 */
export function technicalSheetOf(
  cells: Partial<Record<Language, string>>,
): { rows: TechnicalSheetRow[] } | { unreadable: Language } {
  const linesOf = (language: Language) => {
    const lines = (cells[language] ?? '').split(/\r?\n/).map((line) => line.trim());
    while (lines.length > 0 && lines.at(-1) === '') lines.pop();
    return lines;
  };
  const source = linesOf('pt');
  if (source.length > TECHNICAL_SHEET_MAX_ROWS) return { unreadable: 'pt' };
  const rows: TechnicalSheetRow[] = source.map(() => ({ label: {}, value: {} }));
  for (const language of LANGUAGES) {
    const lines = linesOf(language);
    if (lines.length > source.length) return { unreadable: language };
    for (const [index, line] of lines.entries()) {
      if (line === '' && language !== 'pt') continue;
      const colon = line.indexOf(':');
      const label = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      if (colon < 0 || !label || !value) return { unreadable: language };
      if (label.length > TECHNICAL_SHEET_LABEL_MAX || value.length > TECHNICAL_SHEET_VALUE_MAX)
        return { unreadable: language };
      const row = rows[index] as TechnicalSheetRow;
      row.label[language] = label;
      row.value[language] = value;
    }
  }
  return { rows };
}
