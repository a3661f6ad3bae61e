/**
 * A won prize's code for the desk (issue 26 item 16): eight characters the winner shows and staff
 * type in the panel, checked and redeemed once. No 0, 1, I or O, which are misread aloud or on a
 * small screen; typed in any case, with or without the dash or spaces.
 */
export const REDEEM_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const REDEEM_CODE_LENGTH = 8;

/** A new code from a source of uniform integers in [0, max) (the server passes crypto.randomInt). */
export function newRedeemCode(randomBelow: (max: number) => number): string {
  let code = '';
  for (let i = 0; i < REDEEM_CODE_LENGTH; i++) code += REDEEM_CODE_ALPHABET[randomBelow(REDEEM_CODE_ALPHABET.length)];
  return code;
}

/** The code as stored: upper case, letters and digits only ("abcd-efgh " → "ABCDEFGH"). */
export function normalizeRedeemCode(typed: string): string {
  return typed.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** The code as shown: two groups of four ("ABCDEFGH" → "ABCD-EFGH"). */
export function formatRedeemCode(code: string): string {
  return code.length === REDEEM_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}
