import type { RouteObject } from 'react-router';

/**
 * The management routes of spec §2, each screen its own lazy chunk inside the panel shell.
 * The interaction point screens (panel-points) add their routes to `pointRoutes`.
 */
const pointRoutes: RouteObject[] = [
  { path: 'guidePanel/:guideId/points', lazy: () => import('../panel-points/point-list-route.tsx') },
  { path: 'guidePanel/:guideId/points/new', lazy: () => import('../panel-points/point-editor-route.tsx') },
  { path: 'guidePanel/:guideId/points/:pointId', lazy: () => import('../panel-points/point-editor-route.tsx') },
];

const screens: RouteObject[] = [{ path: 'painel', lazy: () => import('./home/panel-home-route.tsx') }, ...pointRoutes];

/** One route object for the router: the shell (lazy) and every panel screen under it. */
export const panelRoute: RouteObject = {
  lazy: () => import('./panel-shell-route.tsx'),
  children: screens,
};
