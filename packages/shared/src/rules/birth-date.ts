/** The birth date field's mask (spec §5): two digits, two digits, four digits. */
export const BIRTH_DATE_MASK = '##/##/####';

/** Applies the ##/##/#### mask to whatever was typed or pasted: digits only, slashes added. */
export function maskBirthDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '');
  return parts.join('/');
}

/**
 * A typed DD/MM/YYYY birth date as the stored YYYY/MM/DD (spec §5), or null when it is
 * incomplete or impossible (31/02, a year before 1900, a day after `today`).
 */
export function birthDateToStored(typed: string, today: Date = new Date()): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(typed.trim());
  if (!match) return null;
  const [, dd = '', mm = '', yyyy = ''] = match;
  const [day, month, year] = [Number(dd), Number(mm), Number(yyyy)];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!exists || year < 1900) return null;
  const endOfToday = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (date.getTime() > endOfToday) return null;
  return `${yyyy}/${mm}/${dd}`;
}

/** A stored birth date (YYYY/MM/DD or YYYY-MM-DD) as the DD/MM/YYYY the field shows; '' otherwise. */
export function birthDateToTyped(stored: string | null | undefined): string {
  const match = /^(\d{4})[/-](\d{2})[/-](\d{2})/.exec(stored ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
