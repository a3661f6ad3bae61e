/**
 * Phone numbers (spec §5): normalised by removing spaces, dashes and parentheses; two numbers
 * are the same person's when their comparison keys (`phoneInverted`: the last 8 digits,
 * reversed) are equal, so '+55 (11) 98765-4321' and '98765-4321' match.
 */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s\-()]/g, '');
}

/** The comparison key: the last 8 digits of the normalised number, reversed. */
export function phoneInverted(phone: string): string {
  return normalizePhone(phone).slice(-8).split('').reverse().join('');
}

/**
 * Whether a normalised number can receive an SMS: an optional '+', then 8 to 15 digits
 * (E.164 allows 15; 8 is the comparison key's length).
 */
export function isPhoneNumber(normalized: string): boolean {
  return /^\+?\d{8,15}$/.test(normalized);
}
