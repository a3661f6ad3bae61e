import { describe, expect, it } from 'vitest';
import { orderByIds } from './ordering.ts';

describe('orderByIds', () => {
  const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];

  it('follows the order list (journeyOrder, intListOrder)', () => {
    expect(orderByIds(items, ['c', 'a', 'd', 'b']).map((i) => i.id)).toEqual(['c', 'a', 'd', 'b']);
  });

  it('puts unlisted items last in their original order and ignores unknown ids', () => {
    expect(orderByIds(items, ['x', 'd', 'b']).map((i) => i.id)).toEqual(['d', 'b', 'a', 'c']);
  });
});
