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
const NOT_FOR_VISITS = /(^|\/)features\/(panel[^/]*|media-library)\/|(^|\/)recognition\/|@tensorflow\//;

/**
 * The web build's files a visit may load beyond the precached app shell (every chunk reachable
 * from the entry, panel and recognition left out), with their sizes; read once from WEB_DIST/.vite/manifest.json. An
 * absent build (API tests, `npm run dev`) has none.
 */
export function appFilesReader(webDist: string): () => Promise<Array<{ url: string; bytes: number }>> {
  let files: Promise<Array<{ url: string; bytes: number }>> | undefined;
  const read = async () => {
    let manifest: Record<string, ViteManifestChunk>;
    let html: string;
    try {
      manifest = JSON.parse(await readFile(path.join(webDist, '.vite/manifest.json'), 'utf8'));
      html = await readFile(path.join(webDist, 'index.html'), 'utf8');
    } catch {
      return [];
    }
    // The roots: the entry, or (when a chunk group absorbed it, as the shell group does) the
    // chunks index.html loads.
    const roots = Object.keys(manifest).filter((key) => {
      const chunk = manifest[key];
      return chunk !== undefined && (chunk.isEntry || html.includes(`/${chunk.file}"`));
    });
    const collect = (keys: readonly string[], followDynamic: boolean) => {
      const files = new Set<string>();
      const seen = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || seen.has(key) || NOT_FOR_VISITS.test(chunk.src ?? key)) return;
        seen.add(key);
        files.add(chunk.file);
        for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
        for (const next of chunk.imports ?? []) visit(next);
        if (followDynamic) for (const next of chunk.dynamicImports ?? []) visit(next);
      };
      for (const key of keys) visit(key);
      return files;
    };
    // The entry and its static imports are the app shell, which the service worker precaches
    // (apps/web/build/app-shell.ts): listed once there, not again here.
    const shell = collect(roots, false);
    const wanted = [...collect(roots, true)].filter((file) => !shell.has(file));
    const sized = await Promise.all(
      wanted
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
