import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPERIENCE_LEVEL, EXPERIENCE_LEVELS } from '../constants.ts';
import { experienceLabel, levelProgress, pointsNeededForLevel, userLevel } from './user-level.ts';

describe('points needed for a level', () => {
  it.each([
    [1, 0],
    [2, 3], // (1)²+2 = 3
    [3, 9], // 3 + (2²+2 = 6)
    [4, 20], // 9 + (3²+2 = 11)
    [5, 38], // 20 + (4²+2 = 18)
    [6, 65], // 38 + (5²+2 = 27)
    [7, 103], // 65 + (6²+2 = 38)
    [10, 303], // Σ j² (j=1..9) = 285, + 2·9
  ] as const)('level %d needs %d distinct points', (level, points) => {
    expect(pointsNeededForLevel(level)).toBe(points);
  });

  it('adds (n-1)²+2 points for each level n', () => {
    for (let n = 2; n <= 30; n++) {
      expect(pointsNeededForLevel(n) - pointsNeededForLevel(n - 1)).toBe((n - 1) ** 2 + 2);
    }
  });

  it('refuses levels that are not whole numbers from 1', () => {
    expect(() => pointsNeededForLevel(0)).toThrow(RangeError);
    expect(() => pointsNeededForLevel(2.5)).toThrow(RangeError);
    expect(() => pointsNeededForLevel(Number.NaN)).toThrow(RangeError);
  });
});

describe('user level', () => {
  it('starts at level 1', () => {
    expect(DEFAULT_EXPERIENCE_LEVEL).toBe(1);
    expect(userLevel(0)).toBe(1);
  });

  it.each([
    [0, 1],
    [2, 1],
    [3, 2],
    [8, 2],
    [9, 3],
    [19, 3],
    [20, 4],
    [37, 4],
    [38, 5],
    [64, 5],
    [65, 6],
    [102, 6],
    [103, 7],
    [303, 10],
  ] as const)('puts a visitor with %d distinct points at level %d', (points, level) => {
    expect(userLevel(points)).toBe(level);
  });

  it('keeps level 1 for nonsense counts and rounds a fractional count down', () => {
    expect(userLevel(-1)).toBe(1);
    expect(userLevel(Number.NaN)).toBe(1);
    expect(userLevel(Number.POSITIVE_INFINITY)).toBe(1);
    expect(userLevel(8.9)).toBe(2);
    expect(levelProgress(-4)).toEqual({ level: 1, pointsInLevel: 0, pointsForNextLevel: 3 });
  });
});

describe('level progress', () => {
  it.each([
    [0, { level: 1, pointsInLevel: 0, pointsForNextLevel: 3 }],
    [2, { level: 1, pointsInLevel: 2, pointsForNextLevel: 3 }],
    [3, { level: 2, pointsInLevel: 0, pointsForNextLevel: 6 }],
    [5, { level: 2, pointsInLevel: 2, pointsForNextLevel: 6 }],
    [9, { level: 3, pointsInLevel: 0, pointsForNextLevel: 11 }],
    [19, { level: 3, pointsInLevel: 10, pointsForNextLevel: 11 }],
    [20, { level: 4, pointsInLevel: 0, pointsForNextLevel: 18 }],
    [40, { level: 5, pointsInLevel: 2, pointsForNextLevel: 27 }],
  ] as const)('places %d distinct points inside their level', (points, progress) => {
    expect(levelProgress(points)).toEqual(progress);
  });
});

describe('experience label', () => {
  it('uses the three labels of the spec', () => {
    expect(EXPERIENCE_LEVELS).toEqual(['Iniciante', 'Intermediário', 'Avançado']);
  });

  it.each([
    [1, 'Iniciante'],
    [2, 'Iniciante'],
    [3, 'Intermediário'],
    [4, 'Intermediário'],
    [5, 'Avançado'],
    [12, 'Avançado'],
  ] as const)('labels level %d %s', (level, label) => {
    expect(experienceLabel(level)).toBe(label);
  });

  it('labels by distinct points: 8 Iniciante, 9 Intermediário, 37 Intermediário, 38 Avançado', () => {
    expect(experienceLabel(userLevel(8))).toBe('Iniciante');
    expect(experienceLabel(userLevel(9))).toBe('Intermediário');
    expect(experienceLabel(userLevel(37))).toBe('Intermediário');
    expect(experienceLabel(userLevel(38))).toBe('Avançado');
  });
});
