import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ID, seedFromPage } from '../../api/page-data.ts';
import { HydrationProvider, startHydrating } from '../../app/hydration.tsx';
import { useSessionUser } from './use-session.ts';

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
          <Who />
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
