import { PANEL_ROOTS } from '@percurso/shared';

/** Visitor paths the guard and the router agree on (spec §2). */
export const PATHS = {
  home: '/',
  guideSelection: '/index',
  roadMaps: '/roteiros',
  invalidData: '/dadosinvalidos',
  outOfService: '/foraDoAr',
  outdatedApp: '/outdatedApp',
  guideOff: '/GuideOff',
  terms: '/termosdeuso',
  privacy: '/politicadeprivacidade',
  profile: '/perfil',
  login: '/auth/login',
  resetPassword: '/auth/reset-password',
  /** The AR scene (spec: RaPageScene); QR links of points with AR content open it. */
  raScene: '/raScene',
} as const;

/**
 * First path segments that are screens, not guide names ("listed public paths, panel paths and
 * guide-panel paths pass through"). Lower case: matching ignores case like the router does.
 */
export const RESERVED_SEGMENTS = new Set(
  [
    'index',
    'roteiros',
    'roteiro',
    'roadMapQrCode',
    'interaction',
    'rating',
    'Rewards',
    'termosdeuso',
    'politicadeprivacidade',
    'outdatedApp',
    'foraDoAr',
    'GuideOff',
    'dadosinvalidos',
    'sobrenos',
    'auth',
    'login',
    'perfil',
    'RA',
    'ID',
    'raScene',
    'raPageScene',
    'rvSceneEdition',
    'cameraAndGps',
    ...PANEL_ROOTS,
  ].map((segment) => segment.toLowerCase()),
);

/** Reserved single-segment screens this build does not have yet: they show the not-found page. */
export const UNBUILT_SCREENS = ['sobrenos', 'reward', 'roadMap', 'rewardInstantEdit'] as const;
