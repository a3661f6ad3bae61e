import { describe, expect, it } from 'vitest';
import { looksLikeFormula, neutraliseFormula } from './spreadsheet-cell.ts';

describe('neutraliseFormula', () => {
  it('prefixes an apostrophe to what a spreadsheet would run, and leaves other text alone', () => {
    expect(neutraliseFormula("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    for (const text of ['+1+1', '-2+3', '@SUM(A1)', '\t=1', '＝1']) expect(looksLikeFormula(text)).toBe(true);
    expect(neutraliseFormula('Sala 3 = acervo')).toBe('Sala 3 = acervo');
    expect(neutraliseFormula('')).toBe('');
  });
});
