import { describe, expect, it } from 'vitest';
import {
  iconSizeAt,
  imageBounds,
  imageToLatLng,
  initialZoom,
  MIN_ICON_PX,
  pointsBounds,
  viewCenter,
} from './map-geometry.ts';

describe('floor plan geometry', () => {
  it('flips y so image coordinates (y downwards) land on CRS.Simple (latitude upwards)', () => {
    expect(imageToLatLng(200, 100, 1000)).toEqual([900, 200]);
    expect(imageBounds(1600, 1000)).toEqual([
      [0, 0],
      [1000, 1600],
    ]);
  });

  it('scales icons with the zoom, never below a tappable size nor above their own size', () => {
    expect(iconSizeAt(70, 0)).toBe(70);
    expect(iconSizeAt(70, 2)).toBe(70);
    expect(iconSizeAt(70, -0.5)).toBe(49);
    expect(iconSizeAt(70, -3)).toBe(MIN_ICON_PX);
    expect(iconSizeAt(undefined, 0)).toBe(70);
  });

  it('opens at 1.5 times the fitted size', () => {
    expect(2 ** (initialZoom(-2) - -2)).toBeCloseTo(1.5);
  });

  it('opens wider than 1.5 times when the journey points would not all fit', () => {
    expect(initialZoom(-2, -1.8)).toBe(-1.8);
    expect(initialZoom(-2, 1)).toBeCloseTo(-2 + Math.log2(1.5));
  });

  it('boxes the placed points in CRS.Simple coordinates, ignoring unplaced ones', () => {
    expect(pointsBounds([{ x: 100, y: 300 }, { x: 1500, y: 700 }, {}], 1000)).toEqual([
      [300, 100],
      [700, 1500],
    ]);
    expect(pointsBounds([{}], 1000)).toBeNull();
  });
});

describe('viewCenter', () => {
  it('looks at the middle of the points, or of the plan without points', () => {
    const plan = { width: 1600, height: 1000 };
    expect(viewCenter([], plan)).toEqual([500, 800]);
    expect(
      viewCenter(
        [
          { x: 100, y: 100 },
          { x: 500, y: 300 },
        ],
        plan,
      ),
    ).toEqual([800, 300]);
  });
});
