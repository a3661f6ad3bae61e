import { describe, expect, it } from 'vitest';
import { nextStopNumber, parseStopNumber, pointWithStopNumber } from './stop-number.ts';

describe('nextStopNumber', () => {
  it('starts a guide at 1', () => {
    expect(nextStopNumber([])).toBe(1);
    expect(nextStopNumber([undefined])).toBe(1);
  });

  it('suggests one more than the highest, leaving the gaps of removed points alone', () => {
    expect(nextStopNumber([1, 2, 3])).toBe(4);
    expect(nextStopNumber([1, 7, 3])).toBe(8);
    expect(nextStopNumber([2, undefined, 5])).toBe(6);
  });

  it('fills the lowest gap once 9999 is taken, and gives up when every number is', () => {
    expect(nextStopNumber([1, 2, 9999])).toBe(3);
    expect(nextStopNumber(Array.from({ length: 9999 }, (_, index) => index + 1))).toBeNull();
  });
});

describe('parseStopNumber', () => {
  it('reads 1 to 4 digits, leading zeros ignored', () => {
    expect(parseStopNumber('7')).toBe(7);
    expect(parseStopNumber('007')).toBe(7);
    expect(parseStopNumber('9999')).toBe(9999);
  });

  it('refuses nothing typed, zero, more than 4 digits and anything but digits', () => {
    for (const typed of ['', '0', '0000', '10000', '12a', ' 12', '-1', '1.5'])
      expect(parseStopNumber(typed)).toBeNull();
  });
});

describe('pointWithStopNumber', () => {
  it('finds the point of a number, or none', () => {
    const points = [{ id: 'a', stopNumber: 1 }, { id: 'b', stopNumber: 12 }, { id: 'c' }];
    expect(pointWithStopNumber(points, 12)?.id).toBe('b');
    expect(pointWithStopNumber(points, 2)).toBeUndefined();
  });
});
