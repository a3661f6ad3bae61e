import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http.ts';

/** One client for the app. Guide data changes rarely: keep it fresh for minutes, cached for a day. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 24 * 60 * 60_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; network and 5xx failures get two more tries.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}

/** The app's client, shared by the router's loaders and the React tree. */
export const queryClient = createQueryClient();
