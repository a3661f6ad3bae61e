import { describe, expect, it } from 'vitest';
import { roadMapCompletion } from './completion.ts';

describe('road-map completion', () => {
  const guides = ['a', 'b', 'c', 'd'];
  it('has no band before any guide is visited', () => {
    expect(roadMapCompletion([], guides)).toMatchObject({ visited: 0, band: null, complete: false });
  });
  it('calls one guide of several a single access', () => {
    expect(roadMapCompletion(['b'], guides)).toMatchObject({ visited: 1, percent: 25, band: 'Acesso único' });
  });
  it('bands the share of guides visited, ignoring guides the road map does not list', () => {
    expect(roadMapCompletion(['a', 'b', 'x'], guides)).toMatchObject({ visited: 2, percent: 50, band: '26 a 50' });
    expect(roadMapCompletion(['a', 'b', 'c'], guides).band).toBe('51 a 75');
    expect(roadMapCompletion(['a', 'b', 'c', 'd'], [...guides, 'e']).band).toBe('75 a 99');
  });
  it('is complete when every guide is visited', () => {
    expect(roadMapCompletion(['d', 'c', 'b', 'a'], guides)).toMatchObject({
      percent: 100,
      band: '100',
      complete: true,
    });
    expect(roadMapCompletion([], []).complete).toBe(false);
  });
});
