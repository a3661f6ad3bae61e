/**
 * The panel's routes (spec §2 management routes). Which record an edit screen shows travels in the
 * query string (`?id=`, `?guideId=`), so every screen can be bookmarked and reloaded.
 */
export const PANEL_PATHS = {
  home: '/painel',
  guidePanel: (guideId: string) => `/guidePanel/${guideId}`,
  guideEdition: (guideId: string) => `/painel/${guideId}`,
  guideList: '/guide/list',
  guideNew: '/guide/edit',
  guideEdit: (guideId: string) => `/guide/edit?id=${encodeURIComponent(guideId)}`,
  journeyNew: (guideId: string) => `/journeyRegistration?guideId=${encodeURIComponent(guideId)}`,
  journeyEdit: (journeyId: string) => `/journey/edit?id=${encodeURIComponent(journeyId)}`,
  journeys: (guideId: string) => `/guidePanel/${guideId}/journeys`,
  /** The interaction point screens (panel-points): list of a guide's points. */
  points: (guideId: string) => `/guidePanel/${guideId}/points`,
  maps: (guideId: string) => `/guidePanel/${guideId}/maps`,
  managers: (guideId: string) => `/guidePanel/${guideId}/managers`,
  /** "Ver como visitante": the guide's draft in a phone frame, and its shareable preview links. */
  preview: (guideId: string) => `/guidePanel/${guideId}/preview`,
  /** Sponsors and social networks belong to guides (docs/panel-api.md): the guide is in the URL. */
  sponsors: (guideId: string) => `/sponsor/edit?guideId=${encodeURIComponent(guideId)}`,
  sponsorEdit: (guideId: string, sponsorId: string) =>
    `/sponsor/edit?guideId=${encodeURIComponent(guideId)}&id=${encodeURIComponent(sponsorId)}`,
  socialNets: (guideId: string) => `/socialNet/edit?guideId=${encodeURIComponent(guideId)}`,
  socialNetNew: (guideId: string) => `/socialNetRegistration?guideId=${encodeURIComponent(guideId)}`,
  socialNetEdit: (guideId: string, id: string) =>
    `/socialNet/edit?guideId=${encodeURIComponent(guideId)}&id=${encodeURIComponent(id)}`,
  /** The media library screen (features/media-library). */
  media: (guideId: string) => `/guidePanel/${guideId}/midia`,
  /** The printable QR cards of the guide's journeys (features/media-library's QR kit). */
  qrKit: (guideId: string) => `/guidePanel/${guideId}/qrcodes`,
  appProperties: '/painel/appProps',
  /** The original system's import and the corporate registry (issue 16, global admins). */
  legacyImport: '/painel/legacyImport',
  registry: '/painel/registry',
  /** Backups of the installation (issue 27 item 6, global admins). */
  backups: '/painel/backups',
  /** Instant rewards of a guide (the spec's /rewardInstantEdit/edit) with their winners. */
  instantRewards: (guideId: string) => `/rewardInstantEdit/edit?guideId=${encodeURIComponent(guideId)}`,
  instantRewardEdit: (guideId: string, id: string) =>
    `/rewardInstantEdit/edit?guideId=${encodeURIComponent(guideId)}&id=${encodeURIComponent(id)}`,
  emblems: (guideId: string) => `/guidePanel/${guideId}/emblems`,
  /** The desk: a won prize's code checked and redeemed once (issue 26 item 16). */
  redeem: (guideId: string) => `/guidePanel/${guideId}/redeem`,
  /** Drafts and publishing: what would change, the versions (issue 29). */
  publishing: (guideId: string) => `/guidePanel/${guideId}/publishing`,
  /** The front desk: visitors' help requests, live (issue 30 item 5). */
  helpDesk: (guideId: string) => `/guidePanel/${guideId}/help-desk`,
  /** Ratings of a guide (issue 12): NPS, means, the filtered list. */
  ratings: (guideId: string) => `/guidePanel/${guideId}/ratings`,
  /** Prize-draw rewards (spec /reward/edit): a guide's list, a new one, one with its draws. */
  prizes: (guideId: string) => `/reward/edit?guideId=${encodeURIComponent(guideId)}`,
  prizeNew: (guideId: string) => `/reward/edit?guideId=${encodeURIComponent(guideId)}&new=1`,
  prizeEdit: (id: string) => `/reward/edit?id=${encodeURIComponent(id)}`,
  /** Usage dashboards (issue 15): a guide's overview and accesses, and the road maps' (?roadMap=). */
  analytics: (guideId: string) => `/guidePanel/${guideId}/analytics`,
  accessAnalytics: (guideId: string) => `/guidePanel/${guideId}/analytics/accesses`,
  /** Visit insights (issue 31): visits, dwell and media, journey funnels. */
  visitAnalytics: (guideId: string) => `/guidePanel/${guideId}/analytics/visits`,
  mediaAnalytics: (guideId: string) => `/guidePanel/${guideId}/analytics/media`,
  funnelAnalytics: (guideId: string) => `/guidePanel/${guideId}/analytics/funnels`,
  /** Codes and places (issue 31 item 4): scans per code, methods, never scanned, heatmap. */
  placesAnalytics: (guideId: string) => `/guidePanel/${guideId}/analytics/places`,
  roadMapAnalytics: '/painel/roadMaps/analytics',
  /** Road maps (issue 13): the spec's /roadMapRegistration and /roadMap/edit (the list without ?id=). */
  roadMaps: '/roadMap/edit',
  roadMapNew: '/roadMapRegistration',
  roadMapEdit: (id: string) => `/roadMap/edit?id=${encodeURIComponent(id)}`,
  /** Accesses of a guide's venue: the spec's accessList and accessEdit screens. */
  accesses: (guideId: string) => `/accessList?guideId=${encodeURIComponent(guideId)}`,
  accessNew: (guideId: string) => `/accessEdit?guideId=${encodeURIComponent(guideId)}`,
  accessEdit: (guideId: string, id: string) =>
    `/accessEdit?guideId=${encodeURIComponent(guideId)}&id=${encodeURIComponent(id)}`,
} as const;
