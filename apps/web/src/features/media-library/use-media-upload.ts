import type { MediaItem, MediaKind } from '@percurso/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../api/error-messages.ts';
import { ApiError } from '../../api/http.ts';
import { formatBytes, largestLimit, limitForFile } from './media-format.ts';
import { mediaLibraryQuery, uploadMedia } from './media-library-api.ts';

export type UploadState =
  | { step: 'idle' }
  | { step: 'uploading'; name: string; percent: number }
  | { step: 'processing'; name: string };

/**
 * Uploads one file at a time to the guide's library: checks the size first, reports progress,
 * can be cancelled, refreshes the library, and turns failures into a message in the reader's language.
 */
export function useMediaUpload(guideId: string, kinds: readonly MediaKind[], onUploaded: (item: MediaItem) => void) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const abort = useRef<AbortController | null>(null);
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const limit = largestLimit(kinds);
  // Only a field limited to one kind says so (360° photos and 3D models need it); else the bytes decide.
  const askedKind = kinds.length === 1 ? kinds[0] : undefined;

  const start = async (file: File) => {
    setProblem(null);
    const fileLimit = limitForFile(file, kinds);
    const tooLarge = () =>
      t('media.field.too_large', {
        name: file.name,
        size: formatBytes(file.size, i18n.language),
        limit: formatBytes(fileLimit, i18n.language),
      });
    if (file.size > fileLimit) {
      setProblem(tooLarge());
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'uploading', name: file.name, percent: 0 });
    try {
      const uploaded = await uploadMedia(guideId, file, {
        ...(askedKind ? { kind: askedKind } : {}),
        signal: controller.signal,
        onProgress: ({ percent }) =>
          setState(
            percent >= 100 ? { step: 'processing', name: file.name } : { step: 'uploading', name: file.name, percent },
          ),
      });
      void queryClient.invalidateQueries({ queryKey: mediaLibraryQuery(guideId).queryKey });
      if (kinds.includes(uploaded.kind)) onUploaded(uploaded);
      else setProblem(t('errors.media/unsupported-type'));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'media/too-large') setProblem(tooLarge());
      else if (!(failure instanceof DOMException && failure.name === 'AbortError'))
        setProblem(t(errorMessageKey(failure)));
    } finally {
      abort.current = null;
      setState({ step: 'idle' });
    }
  };

  return {
    state,
    problem,
    setProblem,
    limit,
    start: (file: File) => void start(file),
    cancel: () => abort.current?.abort(),
  };
}
