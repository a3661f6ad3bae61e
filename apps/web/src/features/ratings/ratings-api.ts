import type { OwnRating, RatingInput } from '@percurso/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../api/http.ts';
import { withVisitorSession } from '../account/index.ts';
import { enqueueWrite } from '../offline/index.ts';
import { isNetworkFailure, requestOutboxSync, shouldQueue } from '../progress/index.ts';

/** The visitor's own ratings in a guide (and their app rating); empty without a session. */
export const ownRatingsQuery = (guideId: string, userId: string | undefined) =>
  queryOptions({
    queryKey: ['ratings', 'own', guideId, userId ?? null],
    queryFn: async ({ signal }) =>
      userId
        ? (await apiGet<{ ratings: OwnRating[] }>(`/api/me/ratings?guideId=${encodeURIComponent(guideId)}`, signal))
            .ratings
        : [],
    staleTime: 60_000,
  });

/**
 * Gives (or replaces) a rating; starts an anonymous session first when there is none. Without
 * network the rating waits on the device with the visit's other writes (offline/outbox.ts) and is
 * sent when the connection returns: 'queued'.
 */
export async function giveRating(queryClient: QueryClient, input: RatingInput): Promise<'sent' | 'queued'> {
  if (!shouldQueue()) {
    try {
      await withVisitorSession(queryClient, () => apiPut<{ rating: OwnRating }>('/api/ratings', input));
      await queryClient.invalidateQueries({ queryKey: ['ratings', 'own', input.guideId] });
      return 'sent';
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  const target = input.type === 'Aplicação' ? 'app' : `${input.type}:${input.targetId ?? ''}`;
  await enqueueWrite({ id: `rating:${target}`, kind: 'rating', body: input });
  requestOutboxSync(queryClient);
  return 'queued';
}

/** The rating a visitor gave this target, if any. */
export function findOwnRating(
  ratings: readonly OwnRating[] | undefined,
  type: OwnRating['type'],
  targetId: string,
): OwnRating | undefined {
  return ratings?.find((rating) => rating.type === type && (type === 'Aplicação' || rating.targetId === targetId));
}
