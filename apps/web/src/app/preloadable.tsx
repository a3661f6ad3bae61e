import {
  type ComponentType,
  createContext,
  createElement,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useState,
} from 'react';
import { useHydrating } from './hydration.tsx';

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

/**
 * The Suspense boundary around a preloadable part (and only around it: the boundary is drawn
 * where the part is), kept out of what the server draws and of its hydration. The server waits for
 * every part it draws, and the browser loads the parts the server drew before hydrating, so neither
 * needs a boundary there; the browser's own renders (a point opened on the page) still show the
 * fallback while a part's chunk is on its way.
 *
 * Why: React leaves the content of a server-drawn Suspense boundary to a pass of its own after the
 * page's. An update that reached it before that pass (a query answered, the session read: a store's
 * update is synchronous) made React hydrate it at once, in one task: the point sheet of a link to a
 * point was 55-62 ms of blocking work here (four times that on Lighthouse's phone), or React gave
 * up and drew it again, in a portal. Without the boundary, it hydrates with the page, in slices.
 */
export function PartBoundary({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  const hydrating = useHydrating();
  // Chosen once per mount: adding or removing the boundary would mount the part again.
  const [bounded] = useState(!hydrating);
  return bounded ? <Suspense fallback={fallback}>{children}</Suspense> : children;
}
