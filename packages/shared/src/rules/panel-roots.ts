/**
 * The manager panel's pages (the spec's panel routes, by their first path segment). They share
 * one policy so that moving around the panel never crosses a policy boundary: the point editor
 * previews a point's AR models with the 3D viewer. The navigation guard reserves them too.
 */
export const PANEL_ROOTS = [
  'painel',
  'guidePanel',
  'socialNetRegistration',
  'socialNet',
  'sponsor',
  'guide',
  'journeyRegistration',
  'journey',
  'reward',
  'rewardInstantEdit',
  'roadMapRegistration',
  'roadMap',
  'accessList',
  'accessEdit',
] as const;
