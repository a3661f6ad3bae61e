import { describe, expect, it } from 'vitest';
import { isPhoneNumber, normalizePhone, phoneInverted } from './phone.ts';

describe('phone normalisation (spec §5)', () => {
  it.each([
    ['+55 (11) 98765-4321', '+5511987654321'],
    ['(11) 98765-4321', '11987654321'],
    ['11 9 8765 4321', '11987654321'],
    ['98765-4321', '987654321'],
    ['  (21)  3333-4444 ', '2133334444'],
  ])('removes spaces, dashes and parentheses from %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('keys a number by its last 8 digits, reversed', () => {
    expect(phoneInverted('+55 (11) 98765-4321')).toBe('12345678');
    expect(phoneInverted('(21) 3333-4444')).toBe('44443333');
  });

  it('gives the same key to the same number written with and without area and country code', () => {
    const key = phoneInverted('+55 (11) 98765-4321');
    expect(phoneInverted('11987654321')).toBe(key);
    expect(phoneInverted('8765-4321')).toBe(key);
    expect(phoneInverted('+55 11 98765-4320')).not.toBe(key);
  });

  it('keeps short numbers whole, reversed', () => {
    expect(phoneInverted('123-45')).toBe('54321');
  });

  it.each([
    ['+5511987654321', true],
    ['87654321', true],
    ['1234567', false],
    ['+55a11987654321', false],
    ['', false],
    ['1234567890123456', false],
  ])('accepts %s as a number: %s', (input, expected) => {
    expect(isPhoneNumber(input)).toBe(expected);
  });
});
