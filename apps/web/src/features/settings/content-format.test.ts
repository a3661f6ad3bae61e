import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markFormatOffered, useFormatOffered } from './content-format.ts';

describe('useFormatOffered', () => {
  it('offers the format choice on the first point opened, keeps it there once marked, and nowhere else', () => {
    let renders = 0;
    const first = renderHook(() => {
      renders += 1;
      return useFormatOffered('point-a');
    });
    const other = renderHook(() => useFormatOffered('point-b'));
    // Never offered yet: any point the visitor opens first may show it.
    expect(first.result.current).toBe(true);
    const drawn = renders;

    act(() => markFormatOffered('point-a'));
    expect(first.result.current).toBe(true);
    expect(other.result.current).toBe(false);
    expect(document.cookie).toContain('percurso-format-offered=point-a');
    // Marking the point it shows on does not draw that point's content again (issue 28: a store's
    // re-render is one synchronous task of the whole sheet on a phone).
    expect(renders).toBe(drawn);
  });
});
