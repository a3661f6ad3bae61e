import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

// What only the browser knows, read so that hydrating a server-drawn page (decision 0025) first
// sees what the server drew, then the browser's value in a render right after. That render is a
// transition: it is cut into slices that yield to the browser, like the hydration itself. (A
// useSyncExternalStore whose server snapshot differs made it a synchronous re-render of every
// screen that asked, and of everything below them: 0.3-0.5 s of one blocking task on a phone.)

/** Set by main.tsx just before hydrateRoot: the first render is a hydration. */
let hydrating = false;
/** Set by the provider once the page's first commit is done, just before its transition. */
let flipped = false;
export function startHydrating(): void {
  hydrating = true;
}

/** Outside the provider: false on the server, true in the browser (a screen it draws alone). */
const HydratedContext = createContext(typeof window !== 'undefined');

/** Around the app: false while hydrating a server-drawn page, then true, flipped in a transition. */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (hydrated) return;
    flipped = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

const subscribeNothing = () => () => {};
const readFlipped = () => !hydrating || flipped;
const onServer = () => false;

/**
 * False while this component hydrates a server-drawn page (and on the server), true once the app
 * renders it itself. The context re-renders the page's components in the provider's transition;
 * the store read is per component: a part that hydrates later than the page (a Suspense boundary
 * waiting for its chunk) still sees false in its own hydration, and true in a render of its own
 * right after (React's check of a store whose server value differs). With the context alone, such
 * a part hydrated with the browser's values, and an attribute that differed stayed the server's:
 * the sign-in button of a guide's map once stayed disabled with the session known.
 */
export function useHydrated(): boolean {
  useContext(HydratedContext);
  return useSyncExternalStore(subscribeNothing, readFlipped, onServer);
}

/** Whether `query` matches the window: false on the server and while hydrating, as the server drew it. */
export function useMatchMedia(query: string): boolean {
  const hydrated = useHydrated();
  // Read in the render once hydrated (so in the transition that flips it), then kept up to date.
  const [changed, setChanged] = useState<{ query: string; matches: boolean }>();
  useEffect(() => {
    if (!hydrated) return;
    const list = window.matchMedia(query);
    const update = () => setChanged({ query, matches: list.matches });
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [hydrated, query]);
  if (!hydrated) return false;
  return changed?.query === query ? changed.matches : window.matchMedia(query).matches;
}
