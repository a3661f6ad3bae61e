import type { UserProfile } from '@percurso/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/endpoints.ts';
import { isApiError } from '../../api/http.ts';
import { syncSessionLanguage } from './session-language.ts';

/**
 * The current user, signing in anonymously first when there is no session (spec §4); a sign-in
 * switches the interface to the profile's language (session-language.ts).
 */
async function fetchOrStartSession(signal: AbortSignal): Promise<UserProfile> {
  try {
    return await syncSessionLanguage(await api.me(signal));
  } catch (error) {
    if (!isApiError(error, 'auth/session-required')) throw error;
  }
  await api.signInAnonymously(signal);
  return syncSessionLanguage(await api.me(signal));
}

export const sessionQuery = () =>
  queryOptions({
    queryKey: ['session', 'me'],
    queryFn: ({ signal }) => fetchOrStartSession(signal),
    // The guard asks on every navigation; one answer holds until sign-in, sign-up or sign-out.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/**
 * Makes sure the visitor has a session before the first screen. A failure never blocks
 * browsing: it is logged, the visitor carries on, and the next navigation tries again.
 */
export async function ensureSession(queryClient: QueryClient): Promise<UserProfile | undefined> {
  try {
    return await queryClient.ensureQueryData(sessionQuery());
  } catch (error) {
    console.warn('Could not start a session; browsing without one.', error);
    return undefined;
  }
}
