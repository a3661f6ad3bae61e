import { describe, expect, it } from 'vitest';
import { formatRedeemCode, newRedeemCode, normalizeRedeemCode, REDEEM_CODE_ALPHABET } from './redeem-code.ts';

describe('prize redeem codes', () => {
  it('are eight characters of an alphabet without 0, 1, I or O', () => {
    let next = 0;
    const code = newRedeemCode((max) => next++ % max);
    expect(code).toBe('23456789');
    expect(REDEEM_CODE_ALPHABET).not.toMatch(/[01IO]/);
  });

  it('read as typed in any case, with the dash or spaces, and show in two groups', () => {
    expect(normalizeRedeemCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normalizeRedeemCode('AB CD EF GH')).toBe('ABCDEFGH');
    expect(formatRedeemCode('ABCDEFGH')).toBe('ABCD-EFGH');
  });
});
