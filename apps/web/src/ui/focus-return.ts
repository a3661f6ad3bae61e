import { useEffect } from 'react';

/**
 * Where the focus goes back when a visitor's dialog closes: the card or button that opened it
 * (WCAG 2.4.3). Mantine returns the focus only for a modal that was mounted closed and then
 * opened; ours mount open (lazy chunks, the point sheet), and closing a point opens the next-points
 * dialog, so the element is remembered here, once for a chain of dialogs.
 */
let opener: HTMLElement | null = null;

const inDialog = (element: Element) => element.closest('[role="dialog"]') !== null;

/** Remembers what has the focus now, unless it is inside a dialog (a dialog opening from one). */
export function rememberOpener(): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !inDialog(active)) opener = active;
}

/**
 * Once the closing dialog has left the page: the focus goes back to the opener, unless another
 * dialog or the visitor has already put it somewhere.
 */
export function returnFocus(): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    const dropped = active === null || active === document.body || !active.isConnected;
    if (dropped && opener?.isConnected) opener.focus({ preventScroll: false });
  });
}

/** A dialog mounted while it is open: remembers the opener on mount, returns the focus on unmount. */
export function useFocusReturn(): void {
  useEffect(() => {
    rememberOpener();
    return returnFocus;
  }, []);
}

/** useFocusReturn as an element, for dialogs rendered by a condition (`dialog === 'about' && …`). */
export function FocusReturn(): null {
  useFocusReturn();
  return null;
}
