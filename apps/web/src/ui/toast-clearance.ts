import { useCallback } from 'react';

const VARIABLE = '--toast-clearance';

/**
 * A ref for an action bar stuck to the bottom of the screen (a form's save bar): while the bar is on
 * the page, bottom toasts (ui/toasts.tsx) rise above it. A confirmation then never covers the button
 * pressed next; on a phone the toast spans the screen and sat right over 'Salvar', and hovering a
 * toast pauses its timer, so it stayed there.
 */
export function useToastClearance<T extends HTMLElement>() {
  return useCallback((bar: T | null) => {
    if (!bar) return;
    const root = document.documentElement.style;
    const update = () => {
      // The bar's own height plus its distance from the screen's bottom (`bottom` of a sticky bar).
      const gap = Number.parseFloat(getComputedStyle(bar).bottom) || 0;
      root.setProperty(VARIABLE, `${Math.ceil(bar.offsetHeight + gap)}px`);
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.removeProperty(VARIABLE);
    };
  }, []);
}
