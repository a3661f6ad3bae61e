/**
 * Spreadsheet formula injection (CSV/DDE injection, OWASP): a cell that starts with one of these
 * characters is run as a formula by Excel, LibreOffice or Sheets when the file is opened, e.g.
 * `=cmd|' /C calc'!A0`. Text from a sheet is stored neutralised, and every cell we write is too.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Whether a spreadsheet would read this text as a formula. */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** The text with a leading apostrophe when it would run as a formula (OWASP's advice); else unchanged. */
export function neutraliseFormula(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text;
}
