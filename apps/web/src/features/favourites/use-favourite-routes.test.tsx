import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFavouriteMessages } from '../../i18n/favourite-messages.ts';
import { initI18n } from '../../i18n/setup.ts';
import { useFavouriteRoutes } from './use-favourite-routes.ts';

const route = (id: string, pointIds: string[]) => ({
  id,
  guideId: 'g1',
  name: { pt: 'Rota' },
  pointIds,
  createdAt: '',
});

/** A server with these routes that answers writes with what they ask for, and records them. */
function serve(routes: ReturnType<typeof route>[]) {
  const writes: { method: string; path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      if (method === 'GET') return Response.json({ routes });
      writes.push({ method, path, body });
      const id = method === 'POST' ? 'new-route' : path.split('/').pop();
      return Response.json({ route: { ...route(id ?? '', []), ...body } }, { status: method === 'POST' ? 201 : 200 });
    }),
  );
  return writes;
}

function renderRoutes(known: string[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  return renderHook(() => useFavouriteRoutes('g1', 'u1', new Set(known)), { wrapper });
}

describe('the stars of the favourite points picker', () => {
  beforeAll(async () => {
    await initI18n();
    await loadFavouriteMessages();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('create the default route with the point when the visitor has none', async () => {
    const writes = serve([]);
    const { result } = renderRoutes(['p1']);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    await act(() => result.current.toggle('p1'));
    expect(writes).toEqual([
      { method: 'POST', path: '/api/me/favourite-routes', body: { guideId: 'g1', pointIds: ['p1'] } },
    ]);
    expect(result.current.selected?.id).toBe('new-route');
  });

  it('add to and take out of the selected route, dropping points switched off since', async () => {
    const writes = serve([route('r1', ['p1', 'gone', 'p2'])]);
    const { result } = renderRoutes(['p1', 'p2', 'p3']);
    await waitFor(() => expect(result.current.selected?.id).toBe('r1'));
    await act(() => result.current.toggle('p3'));
    await waitFor(() => expect(result.current.selected?.pointIds).toEqual(['p1', 'p2', 'p3']));
    await act(() => result.current.toggle('p1'));
    expect(writes.map((write) => write.body)).toEqual([{ pointIds: ['p1', 'p2', 'p3'] }, { pointIds: ['p2', 'p3'] }]);
  });
});
