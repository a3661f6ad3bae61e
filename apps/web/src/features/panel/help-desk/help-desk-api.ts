import type { DeskHelpRequest, OwnHelpRequest } from '@percurso/shared';
import { queryOptions } from '@tanstack/react-query';
import { panelHttp } from '../common/panel-http.ts';

const enc = encodeURIComponent;

/** The front desk's reads and writes (docs/panel-api.md, "Help requests"). */
export const helpDeskApi = {
  /** Where the desk listens: one event per change of the guide's requests. */
  eventsUrl: (guideId: string) => `/api/panel/guides/${enc(guideId)}/help-requests/events`,
  acknowledge: (requestId: string) =>
    panelHttp.post<{ request: OwnHelpRequest }>(`/api/panel/help-requests/${enc(requestId)}/acknowledge`, {}),
  close: (requestId: string) =>
    panelHttp.post<{ request: OwnHelpRequest }>(`/api/panel/help-requests/${enc(requestId)}/close`, {}),
};

export const helpDeskQuery = (guideId: string) =>
  queryOptions({
    queryKey: ['panel', 'help-requests', guideId],
    queryFn: async ({ signal }) =>
      (await panelHttp.get<{ requests: DeskHelpRequest[] }>(`/api/panel/guides/${enc(guideId)}/help-requests`, signal))
        .requests,
  });
