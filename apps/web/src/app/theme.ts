import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';
import { BRAND_COLORS } from '@percurso/shared';
import { colorScale, readableOnTint, readableShade } from '../ui/color.ts';

const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** Variants whose text is the colour itself on white or a light tint of it. */
const TINTED_VARIANTS = new Set(['light', 'outline', 'subtle', 'transparent']);

/**
 * WCAG AA text contrast (4.5:1) for every coloured variant: light, outline and subtle text is
 * darkened just enough to read on its tint (Mantine's teal or yellow, or the accent, would not).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (!TINTED_VARIANTS.has(input.variant)) return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || !parsed.value.startsWith('#') || parsed.color === 'brand') return colors;
  return { ...colors, color: input.variant === 'light' ? readableOnTint(parsed.value) : readableShade(parsed.value) };
};

const BRAND_LIGHT_TEXT = readableOnTint(BRAND_COLORS.primary);

/**
 * Secondary ("dimmed") text: Mantine's gray 6 reads at only 3.1–3.3:1; gray 7 reads above 7:1.
 * Percurso's own light buttons (a guide's are set by guide-theme.ts) read on tinted alerts too.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-brand-light-color': BRAND_LIGHT_TEXT,
    '--mantine-primary-color-light-color': BRAND_LIGHT_TEXT,
  },
  dark: {},
});

/**
 * Mantine's teal (success: "Conquistado", "Este aparelho", completed journeys) reads at 2.6:1 on
 * white (shade 6) and 3.7:1 (shade 8): its scale is rebuilt on the teal that reads at 4.5:1.
 */
const TEAL = colorScale(readableShade(DEFAULT_THEME.colors.teal[6]));

/** Percurso's light theme: primary #6C4CE0, secondary (accent) #40C0B7. Guides override at runtime. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: {
    brand: colorScale(BRAND_COLORS.primary),
    accent: colorScale(BRAND_COLORS.secondary),
    teal: TEAL,
  },
  white: '#ffffff',
  black: '#1d1b26',
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '750' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  autoContrast: true,
  respectReducedMotion: true,
  variantColorResolver,
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Badge: { defaultProps: { radius: 'sm' } },
    Card: { defaultProps: { radius: 'lg' } },
    Modal: { defaultProps: { radius: 'lg' } },
    // Clicking the chosen option keeps it (Mantine's default empties the field); `clearable` clears.
    Select: { defaultProps: { allowDeselect: false } },
  },
});
