import { type RefObject, useEffect } from 'react';

/**
 * Words typed in a text box of the server's page before the app took it over were lost: the box
 * came back empty after the takeover (walk-demo.spec, road-maps.spec). Once, right after the first
 * render, `onTyped` gets them (nothing when the box shows `value`).
 */
export function useTypedBeforeTakeover(
  input: RefObject<HTMLInputElement | null>,
  value: string,
  onTyped: (typed: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after the first render
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== value) onTyped(typed);
  }, []);
}
