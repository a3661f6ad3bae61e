import { describe, expect, it } from 'vitest';
import { birthDateToStored, birthDateToTyped, maskBirthDate } from './birth-date.ts';

describe('maskBirthDate', () => {
  it.each([
    ['', ''],
    ['3', '3'],
    ['31', '31'],
    ['311', '31/1'],
    ['3112', '31/12'],
    ['31121', '31/12/1'],
    ['31121990', '31/12/1990'],
    ['311219901234', '31/12/1990'],
    ['31/12/1990', '31/12/1990'],
    ['31-12-1990', '31/12/1990'],
    ['ab31c12d1990', '31/12/1990'],
  ])('masks %j as %j', (typed, masked) => {
    expect(maskBirthDate(typed)).toBe(masked);
  });
});

describe('birthDateToStored', () => {
  const today = new Date(2026, 10, 21);

  it('converts DD/MM/YYYY to YYYY/MM/DD', () => {
    expect(birthDateToStored('31/12/1990', today)).toBe('1990/12/31');
    expect(birthDateToStored('01/02/2003', today)).toBe('2003/02/01');
  });

  it('accepts 29 February only in leap years', () => {
    expect(birthDateToStored('29/02/2000', today)).toBe('2000/02/29');
    expect(birthDateToStored('29/02/1900', today)).toBeNull();
    expect(birthDateToStored('29/02/2001', today)).toBeNull();
  });

  it.each(['31/02/1990', '00/01/1990', '32/01/1990', '15/13/1990', '15/00/1990', '01/01/1899'])(
    'rejects the impossible date %s',
    (typed) => {
      expect(birthDateToStored(typed, today)).toBeNull();
    },
  );

  it('rejects incomplete input', () => {
    expect(birthDateToStored('', today)).toBeNull();
    expect(birthDateToStored('31/12/19', today)).toBeNull();
    expect(birthDateToStored('1990/12/31', today)).toBeNull();
  });

  it('accepts today and rejects the future', () => {
    expect(birthDateToStored('21/11/2026', today)).toBe('2026/11/21');
    expect(birthDateToStored('22/11/2026', today)).toBeNull();
  });
});

describe('birthDateToTyped', () => {
  it.each([
    ['1990/02/28', '28/02/1990'],
    ['1990-02-28', '28/02/1990'],
    ['1990-02-28T00:00:00.000Z', '28/02/1990'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['28/02/1990', ''],
  ])('shows %s as %j', (stored, typed) => {
    expect(birthDateToTyped(stored)).toBe(typed);
  });

  it('round-trips with birthDateToStored', () => {
    expect(birthDateToStored(birthDateToTyped('1985/07/04'))).toBe('1985/07/04');
  });
});
