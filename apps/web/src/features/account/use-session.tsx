import type { UserProfile } from '@percurso/shared';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useDeferredValue, useMemo } from 'react';
import { carriedByPage } from '../../api/page-data.ts';
import { useHydrated } from '../../app/hydration.tsx';
import { sessionQuery } from './session.ts';

/** The session query's answer as the screens read it. */
interface SessionAnswer {
  /** The user; null without a session; undefined while asked (or when it could not be). */
  data: UserProfile | null | undefined;
  isError: boolean;
}
const SessionContext = createContext<SessionAnswer | null>(null);

/**
 * Around the app: the only component that watches the session query; the screens read its answer
 * through the context, and a change reaches them in a render that yields to the browser. The data
 * cache's hooks re-render their component at once, synchronously: with each screen watching the
 * session itself, the anonymous session a point link starts (its first write) re-rendered the guide's
 * point list, the open point and its player in one blocking task (0.45 s on a 4×-throttled phone).
 * Here only this component re-renders at once, with the answer the screens already have.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, isError } = useQuery(sessionQuery());
  const answer = useMemo(() => ({ data, isError }), [data, isError]);
  return <SessionContext value={useDeferredValue(answer)}>{children}</SessionContext>;
}

/**
 * The session query as screens see it. A page the server drew knowing the answer (a first visit:
 * no session cookie, so no session; entry-server.tsx) carries it, and every render sees it.
 * Otherwise it is still on its way while a server-drawn page hydrates: the server drew it without a
 * session, and hydration does not correct an attribute that differs (a sign-in button drawn
 * disabled stayed disabled when the session had already answered), so the answer reaches the
 * screen in the render right after hydration.
 */
export function useSessionQuery(): SessionAnswer {
  const answer = use(SessionContext);
  const hydrated = useHydrated();
  if (!answer) throw new Error('useSessionQuery needs a SessionProvider above it');
  // On the server, the cache holds only what the page carries.
  const drawnWithAnswer =
    typeof window === 'undefined' ? answer.data !== undefined : carriedByPage(sessionQuery().queryKey);
  return hydrated || drawnWithAnswer ? answer : NOT_YET;
}
const NOT_YET: SessionAnswer = { data: undefined, isError: false };

/**
 * The current user as the screens see it: undefined while the first answer is on its way, null
 * for a visitor without a session (nothing written yet: treat as anonymous).
 */
export function useSessionUser() {
  return useSessionQuery().data;
}
