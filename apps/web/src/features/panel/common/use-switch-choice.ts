import { useState } from 'react';

/**
 * A switch that saves as soon as it is switched. It shows the manager's choice from the change event
 * until the save settles: a mutation's pending state arrives a tick later, and by then React has put
 * the controlled switch back, so it read the old value for a moment (Playwright's `check()` once saw
 * it). `hold(value)` shows `value` and returns what releases it (a mutation's `onSettled`).
 */
export function useSwitchChoice() {
  const [choice, setChoice] = useState<boolean | null>(null);
  return {
    choice,
    hold(value: boolean) {
      setChoice(value);
      return () => setChoice(null);
    },
  };
}
