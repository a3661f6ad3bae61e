import {
  type GuideBundle,
  type Language,
  type OfflineFile,
  type OfflineManifest,
  offlineMediaOf,
  type PointLookup,
  smallImageUrl,
} from '@percurso/shared';
import type { PreparedJson } from '../../http/cache.ts';
import type { GuideCache } from '../guides/index.ts';
import { mediaFileBytes } from './offline-files.ts';

export interface OfflineDeps {
  cache: GuideCache;
  mediaDir: string;
  appFiles: () => Promise<Array<{ url: string; bytes: number }>>;
}

const parse = <T>(prepared: PreparedJson): T => JSON.parse(Buffer.from(prepared.body).toString('utf8')) as T;

/**
 * GET /api/guides/:id/offline-manifest: what a visit of the guide needs without network, with
 * each file's size, so the visitor sees the download's size first. The guide and point answers
 * come from the guide cache (the bytes the app will store); media from MEDIA_DIR (files in an
 * S3 bucket are on another origin and are not listed); the app's own chunks from the build.
 */
export async function buildOfflineManifest(
  deps: OfflineDeps,
  guideId: string,
  { language, images }: { language: Language; images: OfflineManifest['images'] },
): Promise<OfflineManifest> {
  const bundleJson = await deps.cache.bundleById(guideId);
  const bundle = parse<GuideBundle>(bundleJson);
  // A point that needs its QR code or the visitor on site is downloaded as its teaser, as the
  // server answers it to a visitor who has not unlocked it (decision 0014): its content and media
  // arrive when the unlock reaches the server.
  const lookups = await Promise.all(
    bundle.points.map(async (point) => {
      const cached = await deps.cache.point(point.id);
      return cached.teaser ?? cached.full;
    }),
  );
  const files: OfflineFile[] = [
    { url: `/api/guides/${encodeURIComponent(bundle.guide.id)}`, bytes: bundleJson.body.byteLength, kind: 'data' },
    ...bundle.points.map((point, index) => ({
      url: `/api/points/${encodeURIComponent(point.id)}`,
      bytes: lookups[index]?.body.byteLength ?? 0,
      kind: 'data' as const,
    })),
  ];
  const points = lookups.map((lookup) => parse<PointLookup>(lookup).point);
  const media = await Promise.all(
    offlineMediaOf(bundle, points, language).map(async (ref) => {
      if (images === 'small' && ref.kind === 'image' && smallImageUrl(ref.url) !== ref.url) {
        const small = await mediaFileBytes(deps.mediaDir, smallImageUrl(ref.url));
        if (small !== undefined) return { ...ref, url: smallImageUrl(ref.url), bytes: small };
      }
      const bytes = await mediaFileBytes(deps.mediaDir, ref.url);
      return bytes === undefined ? undefined : { ...ref, bytes };
    }),
  );
  files.push(...media.filter((file) => file !== undefined));
  files.push(...(await deps.appFiles()).map((file) => ({ ...file, kind: 'app' as const })));
  return {
    guideId: bundle.guide.id,
    language,
    images,
    files,
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
  };
}
