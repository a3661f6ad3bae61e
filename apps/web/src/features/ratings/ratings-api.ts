import type { OwnRating, RatingInput } from '@percurso/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiGet, toApiError } from '../../api/http.ts';
import { withVisitorSession } from '../account/index.ts';

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

/** Gives (or replaces) a rating; starts an anonymous session first when there is none. */
export async function giveRating(queryClient: QueryClient, input: RatingInput): Promise<OwnRating> {
  const rating = await withVisitorSession(queryClient, async () => {
    const response = await fetch('/api/ratings', {
      method: 'PUT',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
    if (!response.ok) throw await toApiError(response);
    return ((await response.json()) as { rating: OwnRating }).rating;
  });
  await queryClient.invalidateQueries({ queryKey: ['ratings', 'own', input.guideId] });
  return rating;
}

/** The rating a visitor gave this target, if any. */
export function findOwnRating(
  ratings: readonly OwnRating[] | undefined,
  type: OwnRating['type'],
  targetId: string,
): OwnRating | undefined {
  return ratings?.find((rating) => rating.type === type && (type === 'Aplicação' || rating.targetId === targetId));
}
