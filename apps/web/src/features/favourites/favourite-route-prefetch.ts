import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../account/index.ts';
import { ownRoutesQuery } from './favourites-api.ts';

/**
 * Spec §4: after sign-in the visitor's favourite routes load. The guide page asks for them once a
 * registered visitor is there (the query is keyed by the user, so a sign-in loads the new one's).
 * A component of its own: the session's answer re-renders it, not the whole guide page.
 */
export function FavouriteRoutePrefetch({ guideId }: { guideId: string }) {
  const user = useSessionUser();
  const isRegistered = user != null && !user.isAnonymous;
  useQuery({ ...ownRoutesQuery(user?.id ?? '', guideId), enabled: isRegistered });
  return null;
}
