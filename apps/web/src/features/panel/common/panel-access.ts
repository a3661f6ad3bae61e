import { type Action, type Actor, can, type GuideRole } from '@percurso/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../account/use-session.tsx';
import { panelHttp } from './panel-http.ts';

/** What GET /api/me/access answers. */
export interface AccessSummary {
  isGlobalAdmin: boolean;
  guides: Array<{ guideId: string; roles: GuideRole[] }>;
  manageableGuideIds: string[];
  /** Road maps the person administers (absent: none). */
  roadMapIds?: string[];
}

/** Keyed under 'session' so signing in or out (which resets the session queries) asks again. */
export const accessQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['session', 'access', userId],
    queryFn: ({ signal }) => panelHttp.get<AccessSummary>('/api/me/access', signal),
    enabled: userId !== undefined,
    staleTime: 30_000,
  });

/** The permission rules' actor from the session and its access summary (null for anonymous). */
export function toActor(userId: string, isAnonymous: boolean, summary: AccessSummary | undefined): Actor | null {
  if (isAnonymous || !summary) return null;
  return {
    userId,
    isAnonymous,
    isGlobalAdmin: summary.isGlobalAdmin,
    guideRoles: Object.fromEntries(summary.guides.map((g) => [g.guideId, g.roles])),
    roadMapIds: summary.roadMapIds ?? [],
  };
}

/**
 * The signed-in person's panel rights. `can` is the shared rule the server also applies, so the
 * web hides exactly what the server would refuse. `isLoading` while the answer is on its way.
 */
export function usePanelAccess() {
  const user = useSessionUser();
  const registered = user && !user.isAnonymous ? user : undefined;
  const query = useQuery(accessQuery(registered?.id));
  const actor = registered ? toActor(registered.id, false, query.data) : null;
  return {
    actor,
    summary: query.data,
    isLoading: user === undefined || (registered !== undefined && query.isPending),
    hasPanelAccess: can(actor, 'panel.access'),
    can: (action: Action, guideId?: string) => can(actor, action, guideId),
  };
}
