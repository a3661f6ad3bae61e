import type { EngagementView } from '@percurso/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api/http.ts';

/** GET /api/engagement: a guide's emblems and instant rewards (or, without a guide, those of the guides visited). */
export const engagementQuery = (guideId?: string) =>
  queryOptions({
    queryKey: ['engagement', guideId ?? 'all'],
    queryFn: ({ signal }) =>
      apiGet<EngagementView>(`/api/engagement${guideId ? `?guideId=${encodeURIComponent(guideId)}` : ''}`, signal),
  });
