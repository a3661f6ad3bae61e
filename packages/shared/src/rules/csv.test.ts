import { describe, expect, it } from 'vitest';
import { csvField, csvLine, toCsvText, UTF8_BOM } from './csv.ts';

describe('the CSV writer', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+55 11 9999', "'+55 11 9999"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['＝1', "'＝1"],
  ])('neutralises a text a spreadsheet would run as a formula: %j', (text, field) => {
    expect(csvField(text)).toBe(field);
  });

  it('leaves ordinary text, numbers, booleans and dates as they are (a negative number is not a formula)', () => {
    expect(csvField('Sala 3 = acervo')).toBe('Sala 3 = acervo');
    expect(csvField(-5)).toBe('-5');
    expect(csvField(9.5)).toBe('9.5');
    expect(csvField(true)).toBe('true');
    expect(csvField(new Date('2026-03-01T10:00:00.000Z'))).toBe('2026-03-01T10:00:00.000Z');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes a field with a comma, a quote or a line break, doubling quotes (RFC 4180)', () => {
    expect(csvField('Ótimo, "voltarei"')).toBe('"Ótimo, ""voltarei"""');
    expect(csvField('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });

  it('writes a file with a BOM, the header and CRLF records', () => {
    expect(toCsvText(['name', 'rate'], [['=1+1', 10]])).toBe(`${UTF8_BOM}name,rate\r\n'=1+1,10\r\n`);
  });
});
