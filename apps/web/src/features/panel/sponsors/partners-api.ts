import type {
  PanelConfirmation,
  SocialNetwork,
  SocialNetworkInput,
  SocialNetworkUpdate,
  Sponsor,
  SponsorInput,
  SponsorUpdate,
  Versioned,
} from '@percurso/shared';
import { panelHttp } from '../common/panel-http.ts';

type Confirmed<T> = { confirmation: PanelConfirmation } & T;
const enc = encodeURIComponent;
const base = (guideId: string, kind: 'sponsors' | 'social-networks') => `/api/panel/guides/${enc(guideId)}/${kind}`;

/** Sponsors of a guide: created through the guide (and attached to it). */
export const sponsorsApi = {
  create: (guideId: string, input: SponsorInput) =>
    panelHttp.post<Confirmed<{ sponsor: Versioned<Sponsor> }>>(base(guideId, 'sponsors'), input),
  update: (guideId: string, id: string, input: SponsorUpdate) =>
    panelHttp.patch<Confirmed<{ sponsor: Versioned<Sponsor> }>>(`${base(guideId, 'sponsors')}/${enc(id)}`, input),
  /** A copy (with these changes) takes the shared sponsor's place in this guide only. */
  copy: (guideId: string, id: string, input: SponsorUpdate) =>
    panelHttp.post<Confirmed<{ sponsor: Versioned<Sponsor> }>>(`${base(guideId, 'sponsors')}/${enc(id)}/copy`, input),
  remove: (guideId: string, id: string) =>
    panelHttp.delete<Confirmed<{ id: string }>>(`${base(guideId, 'sponsors')}/${enc(id)}`),
};

/** Social networks of a guide, same shape as sponsors plus a handle (suffix). */
export const socialNetworksApi = {
  create: (guideId: string, input: SocialNetworkInput) =>
    panelHttp.post<Confirmed<{ socialNetwork: Versioned<SocialNetwork> }>>(base(guideId, 'social-networks'), input),
  update: (guideId: string, id: string, input: SocialNetworkUpdate) =>
    panelHttp.patch<Confirmed<{ socialNetwork: Versioned<SocialNetwork> }>>(
      `${base(guideId, 'social-networks')}/${enc(id)}`,
      input,
    ),
  copy: (guideId: string, id: string, input: SocialNetworkUpdate) =>
    panelHttp.post<Confirmed<{ socialNetwork: Versioned<SocialNetwork> }>>(
      `${base(guideId, 'social-networks')}/${enc(id)}/copy`,
      input,
    ),
  remove: (guideId: string, id: string) =>
    panelHttp.delete<Confirmed<{ id: string }>>(`${base(guideId, 'social-networks')}/${enc(id)}`),
};
