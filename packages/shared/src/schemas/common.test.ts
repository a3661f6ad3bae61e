import { describe, expect, it } from 'vitest';
import { typedCoordinates, typedDecimal } from './common.ts';

/** Coordinates as a person types them (issue 26): saved as typed, never read as 0. */
const latitude = typedDecimal('latitude-empty', 'coordinates-invalid', -90, 90);

function errorOf(value: unknown): string | undefined {
  const result = latitude.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('typedDecimal', () => {
  it.each([
    ['-20.38500', -20.385],
    ['-43,50300', -43.503],
    ['-20.385', -20.385],
    [' 12,5 ', 12.5],
    ['+7', 7],
    [-20.385, -20.385],
  ])('saves %j as the number typed (%d)', (typed, saved) => {
    expect(latitude.parse(typed)).toBe(saved);
  });

  it.each(['abc', '1e999', '1e2', '12,5,1', '-', '.', 'Infinity', '91', '-90.0001', 91, Number.NaN])(
    "refuses %j with 'coordinates-invalid'",
    (typed) => {
      expect(errorOf(typed)).toBe('coordinates-invalid');
    },
  );

  it.each(['', '   ', undefined, null])("takes %j as not provided ('latitude-empty'), never as 0", (typed) => {
    expect(errorOf(typed)).toBe('latitude-empty');
  });

  it('is optional where the field is: a blank pair is not provided, never 0', () => {
    const optional = typedCoordinates.optional();
    expect(optional.parse(undefined)).toBeUndefined();
    expect(typedCoordinates.safeParse({ latitude: '', longitude: '' }).error?.issues[0]?.message).toBe(
      'coordinates-empty',
    );
    expect(typedCoordinates.parse({ latitude: '-20,38500', longitude: '-43.50300' })).toEqual({
      latitude: -20.385,
      longitude: -43.503,
    });
    expect(typedCoordinates.safeParse({ latitude: '0', longitude: '181' }).error?.issues[0]).toMatchObject({
      message: 'coordinates-invalid',
      path: ['longitude'],
    });
  });
});
