import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * A dialog's portal, drawn in the render that opens it. Mantine's Portal draws nothing in that render:
 * a layout effect sets its state, and React draws the dialog in a second, synchronous render, one
 * blocking task (0.3 s for a first visit's tutorial on a 4×-throttled phone). Here the dialog is drawn
 * in the first render, sliced like it when that render is a transition. Browser only: for dialogs the
 * server never draws (pass `withinPortal={false}` to the Mantine dialog inside).
 */
export function InBody({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}
