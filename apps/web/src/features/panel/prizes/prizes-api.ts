import type { DrawInput, PanelConfirmation, PanelReward, PrizeDraw, RewardInput } from '@percurso/shared';
import { queryOptions } from '@tanstack/react-query';
import { panelHttp } from '../common/panel-http.ts';

type Confirmed<T> = { confirmation: PanelConfirmation } & T;
const enc = encodeURIComponent;

export const prizesApi = {
  ofGuide: (guideId: string, signal?: AbortSignal) =>
    panelHttp.get<{ rewards: PanelReward[] }>(`/api/panel/guides/${enc(guideId)}/rewards`, signal),
  get: (id: string, signal?: AbortSignal) =>
    panelHttp.get<{ reward: PanelReward }>(`/api/panel/rewards/${enc(id)}`, signal),
  create: (input: RewardInput) => panelHttp.post<Confirmed<{ reward: PanelReward }>>('/api/panel/rewards', input),
  update: (id: string, input: RewardInput) =>
    panelHttp.put<Confirmed<{ reward: PanelReward }>>(`/api/panel/rewards/${enc(id)}`, input),
  remove: (id: string) => panelHttp.delete<Confirmed<{ id: string }>>(`/api/panel/rewards/${enc(id)}`),
  draws: (id: string, signal?: AbortSignal) =>
    panelHttp.get<{ draws: PrizeDraw[] }>(`/api/panel/rewards/${enc(id)}/draws`, signal),
  draw: (id: string, input: DrawInput) =>
    panelHttp.post<Confirmed<{ draw: PrizeDraw }>>(`/api/panel/rewards/${enc(id)}/draws`, input),
};

export const prizeQueries = {
  ofGuide: (guideId: string) =>
    queryOptions({
      queryKey: ['panel', 'guide', guideId, 'rewards'],
      queryFn: async ({ signal }) => (await prizesApi.ofGuide(guideId, signal)).rewards,
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: ['panel', 'reward', id],
      queryFn: async ({ signal }) => (await prizesApi.get(id, signal)).reward,
    }),
  draws: (id: string) =>
    queryOptions({
      queryKey: ['panel', 'reward', id, 'draws'],
      queryFn: async ({ signal }) => (await prizesApi.draws(id, signal)).draws,
    }),
};
