import { idParam, offlineManifestQuery } from '@percurso/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import type { GuideCache } from '../guides/index.ts';
import { buildOfflineManifest } from './offline.service.ts';
import { appFilesReader } from './offline-files.ts';

/** GET /api/guides/:id/offline-manifest?language=pt|en|es|fr&images=full|small (public, like the guide). */
export function offlineRoutes(cache: GuideCache, dirs: { mediaDir: string; webDist: string }) {
  const deps = { cache, mediaDir: dirs.mediaDir, appFiles: appFilesReader(dirs.webDist) };
  return new Hono<AppEnv>().get(
    '/:id/offline-manifest',
    validate('param', idParam),
    validate('query', offlineManifestQuery),
    async (c) => {
      const manifest = await buildOfflineManifest(deps, c.req.valid('param').id, c.req.valid('query'));
      return c.json(manifest, 200, { 'cache-control': 'no-cache' });
    },
  );
}
