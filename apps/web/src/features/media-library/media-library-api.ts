import type { MediaItem, MediaKind, MediaUsage } from '@percurso/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, toApiError } from '../../api/http.ts';
import { type UploadProgress, uploadWithProgress } from './upload-with-progress.ts';

const base = (guideId: string) => `/api/guides/${encodeURIComponent(guideId)}/media`;

/** The guide's media library (all kinds; filter on the client so one cache serves every field). */
export const mediaLibraryQuery = (guideId: string) =>
  queryOptions({
    queryKey: ['media-library', guideId],
    queryFn: ({ signal }) => apiGet<{ items: MediaItem[] }>(base(guideId), signal).then((answer) => answer.items),
    staleTime: 30_000,
  });

export function uploadMedia(
  guideId: string,
  file: File,
  options: { kind?: MediaKind; onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<MediaItem> {
  const form = new FormData();
  form.set('file', file, file.name);
  if (options.kind) form.set('kind', options.kind);
  return uploadWithProgress<MediaItem>(base(guideId), form, options);
}

/** Where a library file is used (asked each time the delete dialog opens). */
export const mediaUsagesQuery = (guideId: string, mediaId: string) =>
  queryOptions({
    queryKey: ['media-library', guideId, 'usages', mediaId],
    queryFn: ({ signal }) =>
      apiGet<{ items: MediaUsage[] }>(`${base(guideId)}/${encodeURIComponent(mediaId)}/usages`, signal).then(
        (answer) => answer.items,
      ),
    staleTime: 0,
  });

/** Deletes the file; `confirmUsed` when the manager saw its usages and deletes it anyway. */
export async function deleteMedia(guideId: string, mediaId: string, confirmUsed = false): Promise<void> {
  const query = confirmUsed ? '?confirm=true' : '';
  const response = await fetch(`${base(guideId)}/${encodeURIComponent(mediaId)}${query}`, {
    method: 'DELETE',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw await toApiError(response);
}
