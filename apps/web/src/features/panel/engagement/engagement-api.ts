import type {
  EmblemInput,
  InstantRewardInput,
  PanelConfirmation,
  PanelEmblem,
  PanelInstantReward,
  PrizeRedemption,
} from '@percurso/shared';
import { queryOptions } from '@tanstack/react-query';
import { panelHttp } from '../common/panel-http.ts';

type Confirmed<T> = { confirmation: PanelConfirmation } & T;
const enc = encodeURIComponent;

/** A guide's instant rewards (with their winners) and emblems (docs/panel-api.md). */
export const engagementApi = {
  rewards: (guideId: string, signal?: AbortSignal) =>
    panelHttp.get<{ instantRewards: PanelInstantReward[] }>(
      `/api/panel/guides/${enc(guideId)}/instant-rewards`,
      signal,
    ),
  createReward: (guideId: string, input: InstantRewardInput) =>
    panelHttp.post<Confirmed<{ instantReward: PanelInstantReward }>>(
      `/api/panel/guides/${enc(guideId)}/instant-rewards`,
      input,
    ),
  updateReward: (id: string, input: InstantRewardInput) =>
    panelHttp.patch<Confirmed<{ instantReward: PanelInstantReward }>>(`/api/panel/instant-rewards/${enc(id)}`, input),
  removeReward: (id: string) => panelHttp.delete<Confirmed<{ id: string }>>(`/api/panel/instant-rewards/${enc(id)}`),
  setCollected: (id: string, collected: boolean) =>
    panelHttp.post<Confirmed<{ instantReward: PanelInstantReward }>>(
      `/api/panel/instant-rewards/${enc(id)}/collected`,
      {
        collected,
      },
    ),
  /** The desk (issue 26 item 16): a winner's code checked, then redeemed once. */
  checkCode: (guideId: string, code: string) =>
    panelHttp.get<{ redemption: PrizeRedemption }>(`/api/panel/guides/${enc(guideId)}/redeem-codes/${enc(code)}`),
  redeemCode: (guideId: string, code: string) =>
    panelHttp.post<Confirmed<{ redemption: PrizeRedemption }>>(
      `/api/panel/guides/${enc(guideId)}/redeem-codes/${enc(code)}/redeem`,
      {},
    ),
  emblems: (guideId: string, signal?: AbortSignal) =>
    panelHttp.get<{ emblems: PanelEmblem[] }>(`/api/panel/guides/${enc(guideId)}/emblems`, signal),
  createEmblem: (guideId: string, input: EmblemInput) =>
    panelHttp.post<Confirmed<{ emblem: PanelEmblem }>>(`/api/panel/guides/${enc(guideId)}/emblems`, input),
  updateEmblem: (id: string, input: EmblemInput) =>
    panelHttp.patch<Confirmed<{ emblem: PanelEmblem }>>(`/api/panel/emblems/${enc(id)}`, input),
  removeEmblem: (id: string) => panelHttp.delete<Confirmed<{ id: string }>>(`/api/panel/emblems/${enc(id)}`),
};

export const engagementQueries = {
  rewards: (guideId: string) =>
    queryOptions({
      queryKey: ['panel', 'guide', guideId, 'instant-rewards'],
      queryFn: async ({ signal }) => (await engagementApi.rewards(guideId, signal)).instantRewards,
    }),
  emblems: (guideId: string) =>
    queryOptions({
      queryKey: ['panel', 'guide', guideId, 'emblems'],
      queryFn: async ({ signal }) => (await engagementApi.emblems(guideId, signal)).emblems,
    }),
};
