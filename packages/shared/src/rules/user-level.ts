import { DEFAULT_EXPERIENCE_LEVEL, type EXPERIENCE_LEVELS } from '../constants.ts';

export type ExperienceLabel = (typeof EXPERIENCE_LEVELS)[number];

/**
 * Distinct visited points a visitor needs to reach level n: level n asks (n-1)²+2 more than level
 * n-1, and level 1 needs none. So 0, 3, 9, 20, 38, 65, 103, ... for levels 1, 2, 3, 4, 5, 6, 7.
 */
export function pointsNeededForLevel(level: number): number {
  if (!Number.isInteger(level) || level < DEFAULT_EXPERIENCE_LEVEL) {
    throw new RangeError(`Experience levels are whole numbers from 1, got ${level}`);
  }
  const k = level - 1;
  // Σ_{j=1..k} (j² + 2)
  return (k * (k + 1) * (2 * k + 1)) / 6 + 2 * k;
}

/** A count of points as a whole number from 0 (negative, fractional or non-finite input is data noise). */
const toCount = (points: number) => (Number.isFinite(points) && points > 0 ? Math.floor(points) : 0);

/** The experience level reached with a count of distinct visited points (1 with none). */
export function userLevel(distinctPoints: number): number {
  const count = toCount(distinctPoints);
  let level = DEFAULT_EXPERIENCE_LEVEL;
  while (pointsNeededForLevel(level + 1) <= count) level++;
  return level;
}

export interface LevelProgress {
  level: number;
  /** Points visited since reaching the current level. */
  pointsInLevel: number;
  /** Points the current level spans: from its threshold to the next level's. */
  pointsForNextLevel: number;
}

/** Where a visitor stands inside their level, for a progress bar (pointsInLevel / pointsForNextLevel). */
export function levelProgress(distinctPoints: number): LevelProgress {
  const count = toCount(distinctPoints);
  const level = userLevel(count);
  const floor = pointsNeededForLevel(level);
  return {
    level,
    pointsInLevel: count - floor,
    pointsForNextLevel: pointsNeededForLevel(level + 1) - floor,
  };
}

/**
 * The spec names three experience labels but not their levels; we band them as levels 1–2
 * Iniciante (up to 8 points), 3–4 Intermediário (9 to 37 points), 5 and up Avançado (38 or more).
 */
export function experienceLabel(level: number): ExperienceLabel {
  if (level >= 5) return 'Avançado';
  if (level >= 3) return 'Intermediário';
  return 'Iniciante';
}
