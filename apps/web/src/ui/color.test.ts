import { describe, expect, it } from 'vitest';
import { colorScale, contrastRatio, readableOn, readableOnTint, readableShade, rgba, tintOnWhite } from './color.ts';

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

describe('readableShade', () => {
  it('darkens a light brand colour until it reads at 4.5:1 on its light badge background', () => {
    const background = tintOnWhite('#40C0B7', 0.1);
    expect(contrastRatio('#40C0B7', background)).toBeLessThan(4.5);
    const text = readableShade('#40C0B7', background);
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    expect(text).not.toBe('#000000');
  });

  it('keeps a colour that already reads well', () => {
    expect(readableShade('#1d1b26')).toBe('#1d1b26');
  });

  it('picks the text colour with more contrast, so a mid-tone toolbar never gets a weak white', () => {
    expect(contrastRatio(readableOn('#e8590c'), '#e8590c')).toBeGreaterThanOrEqual(3.5);
    expect(readableOn('#40C0B7')).toBe('#1d1b26');
  });
});

/** `colour` at `alpha` over the opaque `base`, as an opaque hex. */
function over(base: string, colour: string, alpha: number): string {
  const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  const [from, to] = [channels(base), channels(colour)];
  return `#${from
    .map((channel, i) =>
      Math.round(channel + ((to[i] ?? 0) - channel) * alpha)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

describe('readableOnTint', () => {
  it('keeps a light button readable inside a tinted alert (the orange camera alert on /raScene)', () => {
    const alert = tintOnWhite('#fd7e14', 0.1);
    for (const colour of ['#6c4ce0', '#40c0b7', '#12b886']) {
      expect(contrastRatio(readableOnTint(colour), over(alert, colour, 0.1))).toBeGreaterThanOrEqual(4.5);
    }
    // The tint alone was the old target: the brand's own shade fell to 4.4:1 in the alert.
    expect(contrastRatio('#6c4ce0', over(alert, '#6c4ce0', 0.1))).toBeLessThan(4.5);
  });
});
