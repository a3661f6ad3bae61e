import { STOP_NUMBER_MAX, STOP_NUMBER_MIN } from '../constants.ts';

/**
 * The stop number the panel suggests for a new point of a guide: one more than the highest its
 * points have (the first is 1), so a removed point's number is not handed to another point while
 * its old wall label may still hang; the lowest free number once the highest is taken. Null when
 * all 9999 are used. The server gives the same number to a point saved without one.
 */
export function nextStopNumber(taken: Iterable<number | undefined>): number | null {
  const used = new Set<number>();
  for (const number of taken) if (number !== undefined) used.add(number);
  const highest = Math.max(STOP_NUMBER_MIN - 1, ...used);
  if (highest < STOP_NUMBER_MAX) return highest + 1;
  for (let number = STOP_NUMBER_MIN; number <= STOP_NUMBER_MAX; number += 1) if (!used.has(number)) return number;
  return null;
}

/**
 * The stop number a visitor typed on the keypad: 1 to 4 digits, leading zeros ignored ("007" is
 * 7), within 1–9999; else null.
 */
export function parseStopNumber(typed: string): number | null {
  if (!/^\d{1,4}$/.test(typed)) return null;
  const number = Number(typed);
  return number >= STOP_NUMBER_MIN && number <= STOP_NUMBER_MAX ? number : null;
}

/** The point of these with this stop number, if any. */
export function pointWithStopNumber<T extends { stopNumber?: number | undefined }>(
  points: readonly T[],
  number: number,
): T | undefined {
  return points.find((point) => point.stopNumber === number);
}
