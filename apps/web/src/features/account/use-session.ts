import { useQuery } from '@tanstack/react-query';
import { carriedByPage } from '../../api/page-data.ts';
import { useHydrated } from '../../app/hydration.tsx';
import { sessionQuery } from './session.ts';

/**
 * The session query as screens see it. A page the server drew knowing the answer (a first visit:
 * no session cookie, so no session; entry-server.tsx) carries it, and every render sees it.
 * Otherwise it is still on its way while a server-drawn page hydrates: the server drew it without a
 * session, and hydration does not correct an attribute that differs (a sign-in button drawn
 * disabled stayed disabled when the session had already answered), so the answer reaches the
 * screen in the render right after hydration.
 */
export function useSessionQuery() {
  const query = useQuery(sessionQuery());
  const hydrated = useHydrated();
  // On the server, the cache holds only what the page carries.
  const drawnWithAnswer =
    typeof window === 'undefined' ? query.data !== undefined : carriedByPage(sessionQuery().queryKey);
  return hydrated || drawnWithAnswer ? query : { data: undefined, isError: false };
}

/**
 * The current user as the screens see it: undefined while the first answer is on its way, null
 * for a visitor without a session (nothing written yet: treat as anonymous).
 */
export function useSessionUser() {
  return useSessionQuery().data;
}
