import { describe, expect, it } from 'vitest';
import { countAt, heatColor, radiusOf } from './heat-scale.ts';

const cell = {
  pointId: 'p',
  name: null,
  mapId: 'm',
  x: 1,
  y: 2,
  latitude: null,
  longitude: null,
  hours: Array.from({ length: 24 }, (_, hour) => (hour === 10 ? 4 : hour === 11 ? 1 : 0)),
  total: 5,
};

describe('the heatmap scale', () => {
  it('counts the hour chosen or the whole day', () => {
    expect(countAt(cell, null)).toBe(5);
    expect(countAt(cell, 10)).toBe(4);
    expect(countAt(cell, 3)).toBe(0);
  });

  it('grows the area with the count: a quarter of the busiest has half its extra radius', () => {
    const side = 1000;
    const dot = radiusOf(0, 8, side);
    const busiest = radiusOf(8, 8, side);
    expect(dot).toBe(12);
    expect(busiest).toBe(80);
    expect(radiusOf(2, 8, side)).toBeCloseTo(dot + (busiest - dot) / 2);
  });

  it('colours none grey and the busiest red', () => {
    expect(heatColor(0, 5)).toBe('rgb(134 142 150 / 0.7)');
    expect(heatColor(5, 5)).toBe('hsl(0 90% 43% / 0.7)');
  });
});
