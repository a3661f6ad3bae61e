import { describe, expect, it } from 'vitest';
import { colorScale, readableOn, rgba } from './color.ts';

describe('colorScale', () => {
  it('keeps the colour as shade 6, lighter before and darker after', () => {
    const scale = colorScale('#6C4CE0');
    expect(scale).toHaveLength(10);
    expect(scale[6]).toBe('#6c4ce0');
    expect(scale[0]).toBe('#f5f2fd');
    expect(scale[9]).toBe('#45318f');
  });
});

describe('readableOn', () => {
  it('puts white text on dark colours and dark text on light ones', () => {
    expect(readableOn('#6C4CE0')).toBe('#ffffff');
    expect(readableOn('#F4E6C8')).toBe('#1d1b26');
  });
});

it('formats rgba', () => {
  expect(rgba('#40C0B7', 0.1)).toBe('rgba(64, 192, 183, 0.1)');
});
