import { localize } from '../localize.ts';
import type { LocalizedText } from '../localized-text.ts';

/**
 * Guide and road map names are matched ignoring accents, cedilla, case and anything that is not
 * a letter or a digit, so '/museu-do-acucar', '/Museu do Açúcar' and '/MUSEUDOACUCAR' all find
 * "Museu do Açúcar".
 */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]/gu, '');
}

export function namesMatch(a: string, b: string): boolean {
  const left = normalizeName(a);
  return left !== '' && left === normalizeName(b);
}

/** The URL path segment for a guide or road map name (readable, accents kept, spaces as '-'). */
export function toNamePath(name: string): string {
  return encodeURIComponent(name.trim().replace(/\s+/g, '-'));
}

/** The URL path segment of a multilingual guide or road map name: its Portuguese form, else the first present. */
export function namePathOf(name: LocalizedText): string {
  return toNamePath(localize(name, 'pt'));
}
