import { BRAND_COLORS, type GuideTheme } from '@percurso/shared';
import { useLayoutEffect } from 'react';
import { colorScale, readableOn, readableOnTint, readableShade, rgba } from '../ui/color.ts';

/** CSS variables that repaint Mantine's primary colour and the bars with a guide's colours. */
export function guideThemeVariables(theme: GuideTheme): Record<string, string> {
  const primary = theme.buttonColor ?? theme.toolBarColor ?? BRAND_COLORS.primary;
  const toolbar = theme.toolBarColor ?? primary;
  const pointBar = theme.intPointBarColor ?? toolbar;
  const scale = colorScale(primary);
  // Text in the guide's colour (light badges, outline buttons, links) darkened to read at 4.5:1.
  const onTint = readableOnTint(primary);
  const onWhite = readableShade(primary);
  const variables: Record<string, string> = {
    '--guide-toolbar-bg': toolbar,
    '--guide-toolbar-fg': readableOn(toolbar),
    '--guide-point-bar-bg': pointBar,
    '--guide-point-bar-fg': readableOn(pointBar),
  };
  for (const prefix of ['--mantine-primary-color', '--mantine-color-brand']) {
    scale.forEach((shade, index) => {
      variables[`${prefix}-${index}`] = shade;
    });
    variables[`${prefix}-filled`] = scale[6];
    variables[`${prefix}-filled-hover`] = scale[7];
    variables[`${prefix}-light`] = rgba(primary, 0.1);
    variables[`${prefix}-light-hover`] = rgba(primary, 0.14);
    variables[`${prefix}-light-color`] = onTint;
  }
  variables['--mantine-color-brand-outline'] = onWhite;
  variables['--mantine-color-brand-outline-hover'] = rgba(primary, 0.06);
  variables['--mantine-color-brand-text'] = onWhite;
  variables['--mantine-primary-color-contrast'] = readableOn(primary);
  return variables;
}

/**
 * Applies a guide's colours on <html>, so dialogs rendered in portals follow them too, and
 * restores Percurso's colours when the visitor leaves the guide.
 */
export function useGuideTheme(theme: GuideTheme | undefined): void {
  const key = theme ? JSON.stringify(theme) : '';
  useLayoutEffect(() => {
    if (!key) return;
    const variables = guideThemeVariables(JSON.parse(key) as GuideTheme);
    const style = document.documentElement.style;
    for (const [name, value] of Object.entries(variables)) style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(variables)) style.removeProperty(name);
    };
  }, [key]);
}
