import type { HelpRequestInput, OwnHelpRequest } from '@percurso/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../api/http.ts';
import { withVisitorSession } from '../account/index.ts';

/** The visitor's request in this guide, remembered for the visit (the tab's sessionStorage). */
const storageKey = (guideId: string) => `percurso.help-request.${guideId}`;

export function rememberedHelpRequest(guideId: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(guideId));
  } catch {
    return null;
  }
}

export function forgetHelpRequest(guideId: string): void {
  try {
    sessionStorage.removeItem(storageKey(guideId));
  } catch {
    // Storage refused (private mode): nothing was remembered.
  }
}

/** The own request's state (GET /api/help-requests/:id); refetched when its stream says it changed. */
export const helpRequestQuery = (requestId: string | null) =>
  queryOptions({
    queryKey: ['help-request', requestId],
    queryFn: async ({ signal }) =>
      (await apiGet<{ request: OwnHelpRequest }>(`/api/help-requests/${encodeURIComponent(requestId ?? '')}`, signal))
        .request,
    enabled: requestId !== null,
    retry: false,
  });

/** Sends the request (starting an anonymous session first when there is none) and remembers it. */
export async function askForHelp(queryClient: QueryClient, input: HelpRequestInput): Promise<OwnHelpRequest> {
  const { request } = await withVisitorSession(queryClient, () =>
    apiPost<{ request: OwnHelpRequest }>('/api/help-requests', input),
  );
  queryClient.setQueryData(helpRequestQuery(request.id).queryKey, request);
  try {
    sessionStorage.setItem(storageKey(input.guideId), request.id);
  } catch {
    // Not remembered: the dialog still shows it while open.
  }
  return request;
}
