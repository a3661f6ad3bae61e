import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useReducer,
  useState,
  useSyncExternalStore,
} from 'react';

// What only the browser knows, read so that hydrating a server-drawn page (decision 0025) first
// sees what the server drew, then the browser's value in a render right after. That render is a
// transition: it is cut into slices that yield to the browser, like the hydration itself. (A
// useSyncExternalStore whose server snapshot differs made it a synchronous re-render of every
// screen that asked, and of everything below them: 0.3-0.5 s of one blocking task on a phone.)

/** Set by start.tsx just before hydrateRoot: the first render is a hydration. */
let hydrating = false;
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
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

const subscribeNothing = () => () => {};
const onServer = () => false;
/**
 * Which snapshot React read last: its server snapshot while it hydrates a component (and on the
 * server), the browser's otherwise. Both are the same value, so React never re-renders a component
 * because they differ: that re-render is synchronous (a store's), and it took the whole point sheet
 * with it in one blocking task once the sheet's chunk hydrated after the page (issue 28).
 */
let readServerSnapshot = false;
const readInBrowser = () => {
  readServerSnapshot = false;
  return 0;
};
const readAsServer = () => {
  readServerSnapshot = true;
  return 0;
};
/** Whether the store read just before was the server's snapshot (so this render hydrates). */
const hydratingNow = () => readServerSnapshot;

/** True on the server and while this component hydrates the server's page; false in the browser's own renders. */
export function useHydrating(): boolean {
  useSyncExternalStore(subscribeNothing, readInBrowser, readAsServer);
  return hydratingNow();
}

/**
 * False while this component hydrates a server-drawn page (and on the server), true once the app
 * renders it itself. The context re-renders the page's components in the provider's transition.
 * Whether this render is a hydration is asked per component: a part that hydrates later than the
 * page (a Suspense boundary waiting for its chunk) still sees false in its own hydration, and true
 * in a render of its own right after, in a transition too. With the context alone, such a part
 * hydrated with the browser's values, and an attribute that differed stayed the server's: the
 * sign-in button of a guide's map once stayed disabled with the session known.
 */
export function useHydrated(): boolean {
  const pageHydrated = useContext(HydratedContext);
  const hydratingHere = useHydrating();
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (hydratingHere && pageHydrated) startTransition(renderAgain);
  }, [hydratingHere, pageHydrated]);
  return pageHydrated && !hydratingHere;
}

/** One list per query, kept: a render reads it without creating one. */
const mediaLists = new Map<string, MediaQueryList>();
const mediaList = (query: string) => {
  let list = mediaLists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    mediaLists.set(query, list);
  }
  return list;
};

/**
 * Whether `query` matches the window: false on the server and while hydrating, as the server drew
 * it. The app's queries are all min-width ones, so on a phone the browser's answer is the server's
 * and nothing is drawn again; on a wider screen the component is drawn again at once, before the
 * page is painted (a desktop's point panel drawn at a phone's full width first moved the whole
 * panel: a layout shift of 0.5).
 */
export function useMatchMedia(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaList(query).matches, onServer);
}
