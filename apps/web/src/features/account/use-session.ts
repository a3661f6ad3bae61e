import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from './session.ts';

/**
 * The current user as the screens see it: undefined while the first answer is on its way, null
 * for a visitor without a session (nothing written yet: treat as anonymous).
 */
export function useSessionUser() {
  return useQuery(sessionQuery()).data;
}
