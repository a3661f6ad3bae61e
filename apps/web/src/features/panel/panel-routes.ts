import type { RouteObject } from 'react-router';
import { PanelRouteError } from '../../app/layouts/route-error.tsx';

/**
 * The interaction point screens (panel-points): their routes go here, as children of the panel
 * shell, e.g. `{ path: 'guidePanel/:guideId/points', lazy: () => import('./points/…-route.tsx') }`.
 */
const pointRoutes: RouteObject[] = [
  { path: 'guidePanel/:guideId/points', lazy: () => import('../panel-points/point-list-route.tsx') },
  { path: 'guidePanel/:guideId/points/new', lazy: () => import('../panel-points/point-editor-route.tsx') },
  // Spreadsheet import of points (issue 16).
  { path: 'guidePanel/:guideId/points/import', lazy: () => import('../panel-points/import/sheet-import-route.tsx') },
  { path: 'guidePanel/:guideId/points/:pointId', lazy: () => import('../panel-points/point-editor-route.tsx') },
];

const guideEditor = () => import('./guides/guide-edit-route.tsx');
const journeyEditor = () => import('./journeys/journey-edit-route.tsx');
/** The usage dashboards (issue 15), one lazy chunk with the chart library. */
const analytics = (screen: keyof typeof import('./analytics/analytics-screens.ts').analyticsScreens) => async () => ({
  Component: (await import('./analytics/analytics-screens.ts')).analyticsScreens[screen],
});
const roadMapEditor = () => import('./road-maps/road-map-route.tsx');
const accessScreens = () => import('./accesses/access-route.tsx');

/** The management routes of spec §2 (and the panel's own sections), each screen its own lazy chunk. */
const screens: RouteObject[] = [
  { path: 'painel', lazy: () => import('./home/panel-home-route.tsx') },
  { path: 'painel/appProps', lazy: () => import('./app-properties/app-properties-route.tsx') },
  { path: 'painel/:guideId', lazy: guideEditor },
  { path: 'guide/list', lazy: () => import('./guides/guide-list-route.tsx') },
  { path: 'guide/edit', lazy: guideEditor },
  { path: 'guidePanel/:guideId', lazy: () => import('./guides/guide-panel-route.tsx') },
  { path: 'guidePanel/:guideId/journeys', lazy: () => import('./journeys/journey-list-route.tsx') },
  { path: 'guidePanel/:guideId/maps', lazy: () => import('./guide-maps/guide-maps-route.tsx') },
  { path: 'guidePanel/:guideId/midia', lazy: () => import('../media-library/media-library-route.tsx') },
  { path: 'guidePanel/:guideId/qrcodes', lazy: () => import('../media-library/qr-kit-route.tsx') },
  { path: 'guidePanel/:guideId/managers', lazy: () => import('./managers/managers-route.tsx') },
  { path: 'guidePanel/:guideId/preview', lazy: () => import('./preview/preview-route.tsx') },
  { path: 'journeyRegistration', lazy: journeyEditor },
  { path: 'journey/edit', lazy: journeyEditor },
  { path: 'sponsor/edit', lazy: () => import('./sponsors/sponsor-edit-route.tsx') },
  { path: 'socialNetRegistration', lazy: () => import('./social-networks/social-net-registration-route.tsx') },
  { path: 'socialNet/edit', lazy: () => import('./social-networks/social-net-edit-route.tsx') },
  // Ratings and prize draws (issue 12).
  { path: 'guidePanel/:guideId/ratings', lazy: () => import('./ratings/ratings-route.tsx') },
  { path: 'reward/edit', lazy: () => import('./prizes/prize-edit-route.tsx') },
  ...pointRoutes,
  { path: 'rewardInstantEdit/edit', lazy: () => import('./engagement/instant-reward-edit-route.tsx') },
  { path: 'guidePanel/:guideId/emblems', lazy: () => import('./engagement/emblems-route.tsx') },
  { path: 'guidePanel/:guideId/redeem', lazy: () => import('./engagement/redeem-route.tsx') },
  // Drafts and publishing (issue 29): the changes waiting in the draft, the versions.
  { path: 'guidePanel/:guideId/publishing', lazy: () => import('./publishing/publishing-route.tsx') },
  // The front desk (issue 30 item 5): visitors' help requests, live.
  { path: 'guidePanel/:guideId/help-desk', lazy: () => import('./help-desk/help-desk-route.tsx') },
  // Usage dashboards (issue 15): the chart library loads with these chunks only.
  { path: 'guidePanel/:guideId/analytics', lazy: analytics('guide') },
  { path: 'guidePanel/:guideId/analytics/accesses', lazy: analytics('accesses') },
  // Visit insights (issue 31), in the same chunk.
  { path: 'guidePanel/:guideId/analytics/visits', lazy: analytics('visits') },
  { path: 'guidePanel/:guideId/analytics/media', lazy: analytics('media') },
  { path: 'guidePanel/:guideId/analytics/funnels', lazy: analytics('funnels') },
  { path: 'guidePanel/:guideId/analytics/places', lazy: analytics('places') },
  { path: 'painel/roadMaps/analytics', lazy: analytics('roadMap') },
  // Road maps and accesses (issue 13).
  { path: 'roadMapRegistration', lazy: roadMapEditor },
  { path: 'roadMap/edit', lazy: roadMapEditor },
  { path: 'accessList', lazy: accessScreens },
  { path: 'accessEdit', lazy: accessScreens },
  // The original system's import and the corporate registry (issue 16), global admins.
  { path: 'painel/legacyImport', lazy: () => import('./admin-tools/legacy-import-route.tsx') },
  { path: 'painel/registry', lazy: () => import('./admin-tools/registry-route.tsx') },
  // Backups of the installation (issue 27 item 6), global admins.
  { path: 'painel/backups', lazy: () => import('./admin-tools/backups-route.tsx') },
];

/** One route object for the router: the shell (lazy) and every panel screen under it. */
export const panelRoute: RouteObject = {
  // In the entry (not the shell's chunk, which may be the one that failed): panel errors stay here.
  ErrorBoundary: PanelRouteError,
  lazy: () => import('./panel-shell-route.tsx'),
  children: screens,
};
