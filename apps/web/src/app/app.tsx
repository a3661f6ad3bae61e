import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { createAppRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const router = createAppRouter(queryClient);
// Writes made offline (unlocks, answers) are sent when the network returns; loaded after the
// first screen, like the service worker's registration.
void import('../features/progress/outbox-sync.ts').then(({ startOutboxSync }) => startOutboxSync(queryClient));

/** Providers (theme, data cache) around the router. Light mode only, as the spec asks. */
export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
