import { type ComponentType, createContext, createElement, lazy, useContext, useState } from 'react';

/**
 * A part of a screen in a chunk of its own, like React.lazy, that renders at once (without
 * suspending) once its chunk is loaded.
 *
 * Why not React.lazy alone: a server-drawn page hydrates a lazy part only once its chunk has
 * arrived, and until then React keeps the server's markup without handlers. A tap on it is dropped
 * (public/early-taps.js clicks it again), and an update from above before it hydrated (the
 * re-render after hydration) makes React throw the server's markup away and show the fallback: the
 * part blinks, and the page shifts. So the server names the parts it drew (`data-parts` on
 * `#root`), and the browser loads them before hydrating (start.tsx): they hydrate with the page.
 */
export function preloadable<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  const Lazy = lazy(preload);
  parts.set(name, preload);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at a module's top level, as React.lazy is.
  function Part(props: P) {
    useContext(DrawnPartsContext)?.add(name);
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  Part.displayName = `Preloadable(${name})`;
  return Object.assign(Part, { preload });
}

const parts = new Map<string, () => Promise<unknown>>();

/** On the server: collects the names of the parts a page drew. */
export const DrawnPartsContext = createContext<Set<string> | null>(null);

/**
 * In the browser, before hydrating: loads the parts the server drew (their modules defined them,
 * with the screen's chunk). A part that fails to load is left to its Suspense boundary.
 */
export function loadDrawnParts(names: readonly string[]): Promise<unknown> {
  return Promise.all(
    names.map((name) =>
      parts
        .get(name)?.()
        .catch(() => undefined),
    ),
  );
}
