import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from './session.ts';

/** The current user as the screens see it; undefined while the guard is still starting a session. */
export function useSessionUser() {
  return useQuery(sessionQuery()).data;
}
