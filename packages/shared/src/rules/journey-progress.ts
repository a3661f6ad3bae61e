import type { JOURNEY_PROGRESS_BUCKETS } from '../constants.ts';

export type JourneyProgressBucket = (typeof JOURNEY_PROGRESS_BUCKETS)[number];

export interface JourneyPoint {
  id: string;
  journeyRequired?: boolean;
}

/**
 * The points that count towards finishing a journey: those flagged journeyRequired when the
 * journey has any, else all of them (a journey whose author flagged none requires every point).
 */
export function requiredPointIds(points: readonly JourneyPoint[]): string[] {
  const flagged = points.filter((point) => point.journeyRequired === true);
  const required = flagged.length > 0 ? flagged : points;
  return [...new Set(required.map((point) => point.id))];
}

/**
 * Share (0..1) of the journey's required points the visitor has unlocked. Unlocked points outside
 * the journey are ignored; a journey without points has progress 0, so it never counts as done.
 */
export function journeyProgress(points: readonly JourneyPoint[], unlockedPointIds: Iterable<string>): number {
  const required = requiredPointIds(points);
  if (required.length === 0) return 0;
  const unlocked = new Set(unlockedPointIds);
  return required.filter((id) => unlocked.has(id)).length / required.length;
}

/** A journey is completed when every required point is unlocked (share 1). */
export function isJourneyComplete(points: readonly JourneyPoint[], unlockedPointIds: Iterable<string>): boolean {
  return journeyProgress(points, unlockedPointIds) >= 1;
}

/** 'Leitura única' is a visitor's journey with exactly one unlock or access in it. */
export function isSingleRead(interactionCount: number): boolean {
  return interactionCount === 1;
}

/**
 * The analytics bucket of a visitor's progress in a journey (spec §9). A single read is
 * 'Leitura única' whatever its percent. Otherwise the upper bounds are inclusive: (0, 10] is
 * '1 a 10', (10, 25] '11 a 25', (25, 50] '26 a 50', (50, 75] '51 a 75' (so 75 itself, though the
 * spec also writes '75 a 99'), (75, 100) '75 a 99', and 100 or more '100'. A percent of 0 (no
 * required point unlocked) belongs to no bucket: null.
 */
export function progressBucket(percent: number, singleRead: boolean): JourneyProgressBucket | null {
  if (singleRead) return 'Leitura única';
  if (!(percent > 0)) return null;
  if (percent <= 10) return '1 a 10';
  if (percent <= 25) return '11 a 25';
  if (percent <= 50) return '26 a 50';
  if (percent <= 75) return '51 a 75';
  if (percent < 100) return '75 a 99';
  return '100';
}
