import type { EngagementView } from '@percurso/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/endpoints.ts';
import { apiGet } from '../../api/http.ts';

/** The engagement read's path (also read by the server's rendering of /Rewards, entry-server.tsx). */
export const engagementPath = (guideId?: string) =>
  `/api/engagement${guideId ? `?guideId=${encodeURIComponent(guideId)}` : ''}`;

/** GET /api/engagement: a guide's emblems and instant rewards (or, without a guide, those of the guides visited). */
export const engagementQuery = (guideId?: string) =>
  queryOptions({
    queryKey: ['engagement', guideId ?? 'all'],
    queryFn: ({ signal }) => apiGet<EngagementView>(engagementPath(guideId), signal),
  });

/** A guide's bundle by id (/Rewards?guide=), read with the page (entry-server.tsx). */
export const guideByIdQuery = (id: string) =>
  queryOptions({ queryKey: ['guide', 'by-id', id], queryFn: ({ signal }) => api.guide(id, signal) });
