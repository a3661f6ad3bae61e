import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './new-password.ts';

describe('checkNewPassword', () => {
  it('accepts six characters confirmed', () => {
    expect(checkNewPassword('abc123', 'abc123')).toEqual({ password: false, confirmation: false });
  });

  it('rejects a password shorter than 6 characters', () => {
    expect(checkNewPassword('abc12', 'abc12').password).toBe(true);
  });

  it('rejects a confirmation that differs', () => {
    expect(checkNewPassword('abc123', 'abc124').confirmation).toBe(true);
  });
});
