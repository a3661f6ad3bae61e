import type { VitePWAOptions } from 'vite-plugin-pwa';
import { offlineCopies, playFromDownload } from './offline-copies.ts';

type RuntimeCaching = NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>;

const DAY = 24 * 60 * 60;

/**
 * Runtime caches of the service worker. Workbox serialises the `urlPattern` functions into the
 * generated worker, so each must be self-contained.
 */
export const runtimeCaching: RuntimeCaching = [
  {
    // Route chunks, Leaflet, carousels: hashed names, served at once and refreshed behind.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    handler: 'StaleWhileRevalidate',
    options: {
      cacheName: 'percurso-assets',
      expiration: { maxEntries: 150, maxAgeSeconds: 60 * DAY },
      cacheableResponse: { statuses: [200] },
      plugins: [offlineCopies],
    },
  },
  {
    // API reads: fresh when the network answers quickly, the last copy otherwise (offline guides).
    // Not the manager panel: its answers are per manager, never stale copies (docs/panel-api.md).
    // Never the live-update streams (`/api/guides/{id}/events`): an endless body cannot be cached.
    // Not the visitor's progress: an unlock's answer updates the screen, not this copy, so offline
    // it would bring back an older progress; the app keeps the last one itself (saved-progress.ts).
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin &&
      url.pathname.startsWith('/api/') &&
      !url.pathname.startsWith('/api/panel/') &&
      url.pathname !== '/api/me/progress' &&
      !url.pathname.endsWith('/events'),
    method: 'GET',
    handler: 'NetworkFirst',
    options: {
      cacheName: 'percurso-api',
      networkTimeoutSeconds: 4,
      expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY },
      cacheableResponse: { statuses: [200] },
      // A downloaded guide (offline-copies.ts) answers when neither the network nor this cache can.
      plugins: [offlineCopies],
    },
  },
  {
    // Images and documents. Audio and video have the next route: players send Range requests and
    // must seek, which the server (or a downloaded copy) answers with 206.
    urlPattern: ({ url, sameOrigin, request }) =>
      sameOrigin &&
      url.pathname.startsWith('/media/') &&
      request.destination !== 'audio' &&
      request.destination !== 'video' &&
      !/\.(mp3|m4a|aac|oga|ogg|opus|wav|flac|mp4|m4v|webm|mov)$/i.test(url.pathname),
    handler: 'CacheFirst',
    options: {
      cacheName: 'percurso-media',
      expiration: { maxEntries: 400, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
      plugins: [offlineCopies],
    },
  },
  {
    // Audio and video: from a downloaded guide when it has the file (narration offline, with Range
    // requests answered from the stored copy), else straight from the network.
    urlPattern: ({ url, sameOrigin, request }) =>
      sameOrigin &&
      url.pathname.startsWith('/media/') &&
      (request.destination === 'audio' ||
        request.destination === 'video' ||
        /\.(mp3|m4a|aac|oga|ogg|opus|wav|flac|mp4|m4v|webm|mov)$/i.test(url.pathname)),
    handler: playFromDownload,
  },
];
