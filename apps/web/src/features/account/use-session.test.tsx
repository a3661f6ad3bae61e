import type { UserProfile } from '@percurso/shared';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ID, seedFromPage } from '../../api/page-data.ts';
import { HydrationProvider, startHydrating } from '../../app/hydration.tsx';
import { sessionQuery } from './session.ts';
import { SessionProvider, useSessionUser } from './use-session.tsx';

/** Every value the screen rendered with, in order. */
const seen: unknown[] = [];
function Who() {
  const user = useSessionUser();
  seen.push(user);
  return <p>{user === null ? 'Entrar' : user === undefined ? '…' : user.name}</p>;
}

describe('useSessionUser on a page that carries "no session" (a first visit)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('is null in the server’s drawing and in every render of the hydration: nothing is asked, nothing drawn again', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetched = vi.spyOn(globalThis, 'fetch');
    const island = document.createElement('script');
    island.type = 'application/json';
    island.id = PAGE_DATA_ID;
    island.textContent = JSON.stringify([{ queryKey: ['session', 'me'], data: null }]);
    document.body.append(island);

    const page = (queryClient: QueryClient) => (
      <QueryClientProvider client={queryClient}>
        <HydrationProvider>
          <SessionProvider>
            <Who />
          </SessionProvider>
        </HydrationProvider>
      </QueryClientProvider>
    );
    const queryClient = new QueryClient();
    seedFromPage(queryClient);
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page(queryClient));
    expect(container.textContent).toBe('Entrar');

    seen.length = 0;
    startHydrating();
    await act(async () => {
      hydrateRoot(container, page(queryClient));
    });
    expect(container.textContent).toBe('Entrar');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((user) => user === null)).toBe(true);
    expect(fetched).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });
});

/** What the screen showed at each commit where the watching component saw a user. */
const screenWhenWatched: unknown[] = [];
let screenUser: unknown;
function Screen() {
  screenUser = useSessionUser();
  return <p>{screenUser === null ? 'Entrar' : (screenUser as UserProfile | undefined)?.name}</p>;
}
/** Watches the session query itself, as every screen did before SessionProvider. */
function Watcher() {
  const { data } = useQuery(sessionQuery());
  useLayoutEffect(() => {
    if (data) screenWhenWatched.push(screenUser);
  }, [data]);
  return null;
}

describe('a change of session (issue 28)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  // The data cache re-renders a component watching a query at once, in one blocking task. The
  // anonymous session a point link starts used to re-render every screen reading the session in that
  // task (the point list, the open point and its player: 0.45 s on a 4×-throttled phone).
  it('reaches the screens in a render after the one that watches the query, not in it', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionQuery().queryKey, null);
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <Screen />
          </SessionProvider>
          <Watcher />
        </QueryClientProvider>,
      );
    });
    expect(container.textContent).toBe('Entrar');

    const user = { id: 'u1', name: 'Visitante', isAnonymous: true } as UserProfile;
    await act(async () => {
      queryClient.setQueryData(sessionQuery().queryKey, user);
      // The data cache tells its watchers in a task of its own.
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    // The watcher's synchronous render committed with the screen still showing no session...
    expect(screenWhenWatched).toEqual([null]);
    // ...and the screen showed the user in a render of its own right after.
    expect(container.textContent).toBe('Visitante');
  });
});
