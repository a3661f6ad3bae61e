import { createTheme } from '@mantine/core';
import { BRAND_COLORS } from '@percurso/shared';
import { colorScale } from '../ui/color.ts';

const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** Percurso's light theme: primary #6C4CE0, secondary (accent) #40C0B7. Guides override at runtime. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: {
    brand: colorScale(BRAND_COLORS.primary),
    accent: colorScale(BRAND_COLORS.secondary),
  },
  white: '#ffffff',
  black: '#1d1b26',
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '750' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  autoContrast: true,
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Badge: { defaultProps: { radius: 'sm' } },
    Card: { defaultProps: { radius: 'lg' } },
    Modal: { defaultProps: { radius: 'lg' } },
  },
});
