/**
 * Service-worker pieces that answer from an offline download (Cache Storage `percurso-offline-*`,
 * written by the page: features/offline/download.ts). Workbox serialises these functions into the
 * generated worker, so each must be self-contained (no imports, no outside names).
 */

/**
 * A Workbox plugin for the runtime routes: when a route's own cache has no usable copy (the
 * network failed, or a cache-first miss), the copy from a downloaded guide is used instead.
 */
export const offlineCopies = {
  cachedResponseWillBeUsed: async ({
    cachedResponse,
    request,
  }: {
    cachedResponse?: Response | null;
    request: Request;
  }): Promise<Response | null> => {
    if (cachedResponse) return cachedResponse;
    for (const name of await caches.keys()) {
      if (!name.startsWith('percurso-offline-')) continue;
      const match = await (await caches.open(name)).match(request, { ignoreVary: true });
      if (match) return match;
    }
    return null;
  },
};

/**
 * Route handler for audio and video: a downloaded file (narration) is played from the device,
 * answering the player's Range requests with 206 slices; anything else goes to the network
 * untouched, as before (players seek with Range requests the server answers).
 */
export async function playFromDownload({ request }: { request: Request }): Promise<Response> {
  let cached: Response | undefined;
  for (const name of await caches.keys()) {
    if (!name.startsWith('percurso-offline-')) continue;
    cached = await (await caches.open(name)).match(request.url, { ignoreVary: true });
    if (cached) break;
  }
  if (!cached) return fetch(request);
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '');
  if (!range || (range[1] === '' && range[2] === '')) return cached;
  const body = await cached.blob();
  const size = body.size;
  let start: number;
  let end: number;
  if (range[1] === '') {
    start = Math.max(0, size - Number(range[2]));
    end = size - 1;
  } else {
    start = Number(range[1]);
    end = range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
  }
  if (start >= size || start > end) {
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } });
  }
  return new Response(body.slice(start, end + 1), {
    status: 206,
    headers: {
      'Content-Type': cached.headers.get('Content-Type') ?? 'application/octet-stream',
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Content-Length': String(end - start + 1),
      'Accept-Ranges': 'bytes',
    },
  });
}
