import type { MantineColorsTuple } from '@mantine/core';

type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => (from[i] ?? 0) + ((to[i] ?? 0) - (from[i] ?? 0)) * amount) as Rgb;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** How far each shade moves towards white (0–5) or black (7–9); shade 6 is the colour itself. */
const TINTS = [0.93, 0.84, 0.68, 0.5, 0.32, 0.15];
const SHADES = [0.12, 0.24, 0.36];

/** A Mantine 10-shade palette whose shade 6 is the given colour. */
export function colorScale(hex: string): MantineColorsTuple {
  const base = hexToRgb(hex);
  return [
    ...TINTS.map((amount) => toHex(mix(base, WHITE, amount))),
    toHex(base),
    ...SHADES.map((amount) => toHex(mix(base, BLACK, amount))),
  ] as unknown as MantineColorsTuple;
}

export function rgba(hex: string, alpha: number): string {
  const [r, g, b] = hexToRgb(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Text colour that reads well on the given background: white or near-black, whichever contrasts more. */
export function readableOn(background: string): string {
  return contrastRatio('#ffffff', background) >= contrastRatio('#1d1b26', background) ? '#ffffff' : '#1d1b26';
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour, darkened just enough to read as text on `background` (WCAG AA: 4.5:1 for body
 * text), so a guide's light brand colour still gives legible badges and links.
 */
export function readableShade(hex: string, background = '#ffffff', min = 4.5): string {
  const base = hexToRgb(hex);
  for (let amount = 0; amount <= 1; amount += 0.05) {
    const candidate = toHex(mix(base, BLACK, amount));
    if (contrastRatio(candidate, background) >= min) return candidate;
  }
  return '#000000';
}

/** The colour at `alpha` over white, as an opaque hex (what a light badge's background looks like). */
export function tintOnWhite(hex: string, alpha: number): string {
  return toHex(mix(WHITE, hexToRgb(hex), alpha));
}

/**
 * Text of a light button or badge: the colour darkened to read at 5:1 on its own 12 % tint, so it
 * still reads at 4.5:1 where that tint sits on another light tint (a light button in an alert).
 */
export function readableOnTint(hex: string): string {
  return readableShade(hex, tintOnWhite(hex, 0.12), 5);
}
