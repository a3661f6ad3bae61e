import type { MediaItem, MediaKind } from '@percurso/shared';
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

export async function deleteMedia(guideId: string, mediaId: string): Promise<void> {
  const response = await fetch(`${base(guideId)}/${encodeURIComponent(mediaId)}`, {
    method: 'DELETE',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw await toApiError(response);
}
