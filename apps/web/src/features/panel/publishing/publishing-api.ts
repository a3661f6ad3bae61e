import type {
  DiscardChange,
  DraftChanges,
  PanelConfirmation,
  PublicationList,
  PublicationStatus,
  PublicationSummary,
  PublishInput,
  PublishSchedule,
  PublishScheduleInput,
} from '@percurso/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { panelHttp } from '../common/panel-http.ts';

const enc = encodeURIComponent;
const base = (guideId: string) => `/api/panel/guides/${enc(guideId)}`;
type Confirmed<T> = { confirmation: PanelConfirmation } & T;

/** Drafts and publishing (docs/panel-api.md, "Publishing"). */
export const publishingApi = {
  status: (guideId: string, signal?: AbortSignal) =>
    panelHttp.get<PublicationStatus>(`${base(guideId)}/publication`, signal),
  changes: (guideId: string, signal?: AbortSignal) => panelHttp.get<DraftChanges>(`${base(guideId)}/changes`, signal),
  publish: (guideId: string, input: PublishInput) =>
    panelHttp.post<Confirmed<{ publication: PublicationSummary }>>(`${base(guideId)}/publish`, input),
  schedule: (guideId: string, input: PublishScheduleInput) =>
    panelHttp.put<Confirmed<{ scheduled: PublishSchedule }>>(`${base(guideId)}/publish-schedule`, input),
  cancelSchedule: (guideId: string) => panelHttp.delete<Confirmed<object>>(`${base(guideId)}/publish-schedule`),
  discard: (guideId: string, change: DiscardChange) =>
    panelHttp.post<Confirmed<object>>(`${base(guideId)}/changes/discard`, change),
  versions: (guideId: string, signal?: AbortSignal) =>
    panelHttp.get<PublicationList>(`${base(guideId)}/versions`, signal),
  versionChanges: (guideId: string, version: number, signal?: AbortSignal) =>
    panelHttp.get<DraftChanges>(`${base(guideId)}/versions/${version}/changes`, signal),
  restore: (guideId: string, version: number) =>
    panelHttp.post<Confirmed<{ version: number }>>(`${base(guideId)}/versions/${version}/restore`, {}),
};

export const publishingQueries = {
  status: (guideId: string) =>
    queryOptions({
      queryKey: ['panel', 'publishing', guideId, 'status'],
      queryFn: ({ signal }) => publishingApi.status(guideId, signal),
    }),
  changes: (guideId: string) =>
    queryOptions({
      queryKey: ['panel', 'publishing', guideId, 'changes'],
      queryFn: ({ signal }) => publishingApi.changes(guideId, signal),
    }),
  versions: (guideId: string) =>
    queryOptions({
      queryKey: ['panel', 'publishing', guideId, 'versions'],
      queryFn: ({ signal }) => publishingApi.versions(guideId, signal),
    }),
  versionChanges: (guideId: string, version: number) =>
    queryOptions({
      queryKey: ['panel', 'publishing', guideId, 'version', version],
      queryFn: ({ signal }) => publishingApi.versionChanges(guideId, version, signal),
    }),
};

/** After a publish, a discard or a restore: everything the panel shows of the guide may have changed. */
export const refreshGuide = (queryClient: QueryClient, guideId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['panel', 'publishing', guideId] }),
    queryClient.invalidateQueries({ queryKey: ['panel', 'guide', guideId] }),
    queryClient.invalidateQueries({ queryKey: ['panel', 'guides'] }),
  ]);
