import { useCallback } from 'react';

const VARIABLE = '--toast-clearance';

/**
 * A ref for an action bar stuck to the bottom of the screen (a form's save bar): while the bar is on
 * the screen, bottom toasts (ui/toasts.tsx) rise above it. A confirmation then never covers the button
 * pressed next; on a phone the toast spans the screen and sat right over 'Salvar', and hovering a
 * toast pauses its timer, so it stayed there.
 *
 * The clearance is the distance from the bar's top to the screen's bottom: a bar stuck to the
 * bottom gives its height and gap, and a bar resting higher, in the page's flow (a short form, the
 * page scrolled to its end), gives more. Measured the bar's height alone, a toast once sat over a
 * resting bar's button (CI, 28 November).
 */
export function useToastClearance<T extends HTMLElement>() {
  return useCallback((bar: T | null) => {
    if (!bar) return;
    const root = document.documentElement.style;
    let frame = 0;
    const update = () => {
      frame = 0;
      const { top } = bar.getBoundingClientRect();
      const clearance = top >= 0 && top < window.innerHeight ? window.innerHeight - top : 0;
      root.setProperty(VARIABLE, `${Math.ceil(clearance)}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    observer?.observe(bar);
    observer?.observe(document.body);
    // Scrolling moves a bar that rests in the flow (captured: the panel may scroll an inner element).
    addEventListener('scroll', schedule, { capture: true, passive: true });
    addEventListener('resize', schedule, { passive: true });
    return () => {
      observer?.disconnect();
      removeEventListener('scroll', schedule, { capture: true });
      removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
      root.removeProperty(VARIABLE);
    };
  }, []);
}
