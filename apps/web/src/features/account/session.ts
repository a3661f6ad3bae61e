import type { UserProfile } from '@percurso/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/endpoints.ts';
import { ApiError, isApiError } from '../../api/http.ts';
import { syncSessionLanguage } from './session-language.ts';

/**
 * The current user, or null when this browser has no session. Reading guides needs none: the
 * anonymous session starts only when the visitor first writes something (withVisitorSession).
 * A sign-in switches the interface to the profile's language (session-language.ts).
 */
async function fetchSession(signal?: AbortSignal): Promise<UserProfile | null> {
  const { user } = await api.session(signal);
  return user ? syncSessionLanguage(user) : null;
}

export const sessionQuery = () =>
  queryOptions({
    queryKey: ['session', 'me'],
    queryFn: ({ signal }) => fetchSession(signal),
    // One answer holds until sign-in, sign-up, sign-out or the first write starts a session.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The current user or null (no session); undefined when the server could not be asked. */
export async function readSession(queryClient: QueryClient): Promise<UserProfile | null | undefined> {
  try {
    return await queryClient.ensureQueryData(sessionQuery());
  } catch (error) {
    console.warn('Could not read the session; browsing without one.', error);
    return undefined;
  }
}

/** Runs with a user just created, before any screen sees it: e.g. to cache its (empty) progress. */
export type OnNewUser = (user: UserProfile) => void;

let starting: Promise<UserProfile> | null = null;

/** Signs the visitor in anonymously (spec §4), once however many callers, and caches the new user. */
function startAnonymousSession(queryClient: QueryClient, onNewUser?: OnNewUser): Promise<UserProfile> {
  starting ??= (async () => {
    await api.signInAnonymously();
    const user = await fetchSession();
    if (!user) throw new ApiError('auth/session-required', 401);
    onNewUser?.(user);
    queryClient.setQueryData(sessionQuery().queryKey, user);
    return user;
  })().finally(() => {
    starting = null;
  });
  return starting;
}

/** The visitor's user, starting an anonymous session first when there is none. */
export async function ensureVisitorSession(queryClient: QueryClient, onNewUser?: OnNewUser): Promise<UserProfile> {
  // Only "no session" (null) starts an anonymous one: a network or server failure must not swap
  // a registered visitor's session for a new anonymous account, so it reaches the caller.
  const current = await queryClient.ensureQueryData(sessionQuery());
  return current ?? startAnonymousSession(queryClient, onNewUser);
}

/**
 * Runs a write that belongs to the visitor (an interaction, an answer, ...) with a session: an
 * anonymous one is started first when there is none, and once more when the server says the
 * session has gone (expired or signed out elsewhere) before the write is tried again.
 */
export async function withVisitorSession<T>(
  queryClient: QueryClient,
  write: () => Promise<T>,
  onNewUser?: OnNewUser,
): Promise<T> {
  await ensureVisitorSession(queryClient, onNewUser);
  try {
    return await write();
  } catch (error) {
    if (!isApiError(error, 'auth/session-required')) throw error;
    await startAnonymousSession(queryClient, onNewUser);
    return write();
  }
}
