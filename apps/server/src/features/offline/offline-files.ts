import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { decodeSegments, resolveFileInside } from '../../http/safe-path.ts';

/** Bytes of a `/media/...` file in MEDIA_DIR; undefined for other URLs and missing files. */
export async function mediaFileBytes(mediaDir: string, url: string): Promise<number | undefined> {
  if (!url.startsWith('/media/')) return undefined;
  const segments = decodeSegments(url.slice('/media/'.length).split(/[?#]/)[0] ?? '');
  const file = segments && (await resolveFileInside(mediaDir, segments));
  return file ? (await stat(file)).size : undefined;
}

interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * Chunks the visitor side never needs offline: the manager panel and its media library, and
 * camera recognition (TensorFlow.js, megabytes; recognition needs the camera model online anyway).
 */
const NOT_FOR_VISITS = /(^|\/)features\/(panel[^/]*|media-library)\/|(^|\/)recognition\//;

/**
 * The web build's files a visit may load (every chunk reachable from the entry, panel and
 * recognition left out), with their sizes; read once from WEB_DIST/.vite/manifest.json. An
 * absent build (API tests, `npm run dev`) has none.
 */
export function appFilesReader(webDist: string): () => Promise<Array<{ url: string; bytes: number }>> {
  let files: Promise<Array<{ url: string; bytes: number }>> | undefined;
  const read = async () => {
    let manifest: Record<string, ViteManifestChunk>;
    try {
      manifest = JSON.parse(await readFile(path.join(webDist, '.vite/manifest.json'), 'utf8'));
    } catch {
      return [];
    }
    const wanted = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || NOT_FOR_VISITS.test(chunk.src ?? key)) return;
      if (wanted.has(chunk.file)) return;
      wanted.add(chunk.file);
      for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) wanted.add(file);
      for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
    const sized = await Promise.all(
      [...wanted]
        .filter((file) => !file.endsWith('.html'))
        .map(async (file) => {
          try {
            return { url: `/${file}`, bytes: (await stat(path.join(webDist, file))).size };
          } catch {
            return undefined;
          }
        }),
    );
    return sized.filter((file) => file !== undefined);
  };
  return () => {
    files ??= read();
    return files;
  };
}
