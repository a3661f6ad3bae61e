import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject, replace } from 'react-router';
import { queries } from '../api/queries.ts';
import { panelRoute } from '../features/panel/panel-routes.ts';
import { importWithRetry, withChunkRetry } from './chunk-retry.ts';
import { createGuardLoader, shouldRunGuard } from './guard/guard-loader.ts';
import { PATHS, UNBUILT_SCREENS } from './guard/routes.ts';
import { BootScreen } from './layouts/boot-screen.tsx';
import { CleanLayout } from './layouts/clean-layout.tsx';
import { FullLayout } from './layouts/full-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError, ScreenLoadFailed } from './layouts/route-error.tsx';

// Every screen is its own chunk (`lazy`); the layouts and the guard ship in the entry.
const guidePage = () => import('../features/guide/guide-route.tsx');
const notFoundPage = () => import('../features/static-pages/not-found-route.tsx');
const authPage = () => import('../features/account/auth-route.tsx');
const vrRoutes = () => import('../features/vr/vr-routes.ts');
const vr = (screen: 'headset' | 'editor') => () => vrRoutes().then((routes) => routes[screen]());
const scenePage = () => vrRoutes().then((routes) => routes.scene());
// Screens whose loader reads data take the router's client, not the app's: the server renders
// each page with a client of its own (entry-server.tsx), seeded with that page's reads.
const roadMapPage = () => import('../features/road-maps/road-map-route.tsx');

const fullLayoutRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: 'index',
    // The guide list starts loading with the guard and the screen's chunk, not after them.
    loader: ({ request }) => {
      void queryClient.prefetchQuery(queries.guides(new URL(request.url).searchParams.get('q') ?? ''));
      return null;
    },
    lazy: () => import('../features/guide-selection/guide-selection-route.tsx'),
  },
  { path: 'roteiros', lazy: () => import('../features/road-maps/road-map-list-route.tsx') },
  { path: 'roteiro', loader: () => replace(PATHS.roadMaps) },
  {
    path: 'roteiro/:roadMapName',
    loader: async (args) => (await importWithRetry(roadMapPage)).loadRoadMap(queryClient, args),
    lazy: roadMapPage,
  },
  { path: 'roadMapQrCode/:guideId/:roadMapId', lazy: () => import('../features/road-maps/road-map-qr-route.ts') },
  { path: 'perfil', lazy: () => import('../features/account/profile/profile-route.tsx') },
  { path: 'Rewards', lazy: () => import('../features/engagement/rewards-route.tsx') },
  { path: 'interaction', lazy: () => import('../features/point/interaction-route.tsx') },
  { path: 'rating', lazy: () => import('../features/ratings/rating-route.tsx') },
  { path: 'fav/:favId', lazy: () => import('../features/guide/favourite-route.tsx') },
  { path: 'guia/:guideName', lazy: guidePage },
  { path: ':guideName', lazy: guidePage },
];

const cleanLayoutRoutes: RouteObject[] = [
  { path: 'termosdeuso', lazy: () => import('../features/static-pages/terms-route.tsx') },
  { path: 'politicadeprivacidade', lazy: () => import('../features/static-pages/privacy-route.tsx') },
  { path: 'outdatedApp', lazy: () => import('../features/static-pages/outdated-app-route.tsx') },
  { path: 'foraDoAr', lazy: () => import('../features/static-pages/out-of-service-route.tsx') },
  { path: 'GuideOff', lazy: () => import('../features/static-pages/guide-off-route.tsx') },
  { path: 'dadosinvalidos', lazy: () => import('../features/static-pages/invalid-data-route.tsx') },
  { path: 'auth/login', lazy: authPage },
  { path: 'login', lazy: authPage },
  { path: 'auth/registerEmail', lazy: authPage },
  { path: 'auth/registerPhone', lazy: authPage },
  { path: 'cameraAndGps', lazy: () => import('../features/unlock/camera-and-gps-route.tsx') },
  { path: 'auth/reset-password', lazy: () => import('../features/account/reset-password-route.tsx') },
  { path: 'auth/email-verified', lazy: () => import('../features/account/email-verified-route.tsx') },
  // Augmented reality: camera, <model-viewer> and the image matcher load only on these routes.
  { path: 'RA', lazy: () => import('../features/ar/ar-camera-route.tsx') },
  { path: 'ID', lazy: () => import('../features/ar/image-detection-route.tsx') },
  { path: 'raScene', lazy: () => import('../features/ar/ar-scene-route.tsx') },
  { path: 'raPageScene', lazy: () => import('../features/ar/ar-scene-route.tsx') },
  // Screens of the spec that later issues build; until then they must not be read as guide names.
  ...UNBUILT_SCREENS.map((path): RouteObject => ({ path, lazy: notFoundPage })),
  { path: '*', lazy: notFoundPage },
];

/**
 * The visitor routes of spec §2 behind the navigation guard (the root loader): the browser's
 * router, and the server's rendering of a landing page (entry-server.tsx), use the same table.
 */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: createGuardLoader(queryClient),
      shouldRevalidate: shouldRunGuard,
      HydrateFallback: BootScreen,
      Component: RootLayout,
      ErrorBoundary: RouteError,
      // A screen's chunk that fails is fetched again, then the page reloaded once (chunk-retry.ts).
      children: withChunkRetry(
        [
          { index: true, loader: () => replace(PATHS.guideSelection) },
          { Component: FullLayout, children: fullLayoutRoutes(queryClient) },
          panelRoute,
          // The 360° tour (issue 14): full-screen viewers without a layout, three.js in their chunks only.
          {
            path: 'rvScene/:intPointId',
            loader: async (args) => (await importWithRetry(scenePage)).loadScene(queryClient, args),
            lazy: scenePage,
          },
          { path: 'rv/:intPointId', lazy: vr('headset') },
          { path: 'rvSceneEdition/:intPointId', lazy: vr('editor') },
          { Component: CleanLayout, children: cleanLayoutRoutes },
        ],
        ScreenLoadFailed,
      ),
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
