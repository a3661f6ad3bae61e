import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { seedFromPage } from '../api/page-data.ts';
import { queryClient } from '../api/query-client.ts';
import { SessionProvider } from '../features/account/use-session.tsx';
import { HydrationProvider } from './hydration.tsx';
import { createAppRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

// A server-rendered page's reads go in first: the guard below finds them instead of fetching.
seedFromPage(queryClient);
const router = createAppRouter(queryClient);

/** Resolves once the router has run the guard and loaded the first screen's chunk. */
export function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
// Writes made offline (unlocks, answers) are sent when the network returns; loaded after the
// first screen, like the service worker's registration.
void import('../features/progress/outbox-sync.ts').then(({ startOutboxSync }) => startOutboxSync(queryClient));

/** Providers (theme, data cache) around the router. Light mode only, as the spec asks. */
export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <HydrationProvider>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </HydrationProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
