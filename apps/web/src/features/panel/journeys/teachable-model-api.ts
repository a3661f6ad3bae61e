import { type Journey, TEACHABLE_MODEL_FIELD, type TeachableModelUpload } from '@percurso/shared';
import { type UploadProgress, uploadWithProgress } from '../../media-library/index.ts';
import { panelHttp } from '../common/panel-http.ts';

const modelPath = (journeyId: string) => `/api/panel/journeys/${encodeURIComponent(journeyId)}/model`;

/** The journey's Teachable Machine model (server: features/teachable-models). */
export const teachableModelApi = {
  /** Uploads the export's files (model.json, metadata.json, weights, or the .zip) with progress. */
  upload: (
    journeyId: string,
    files: readonly File[],
    options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
  ) => {
    const form = new FormData();
    for (const file of files) form.append(TEACHABLE_MODEL_FIELD, file, file.name);
    return uploadWithProgress<TeachableModelUpload>(modelPath(journeyId), form, options);
  },
  remove: (journeyId: string) =>
    panelHttp.delete<{ confirmation: 'journey-saved'; journey: Journey }>(modelPath(journeyId)),
  /** The labels (classes) of a model's metadata.json, or null when it cannot be read. */
  labels: async (metadataUrl: string, signal?: AbortSignal): Promise<string[] | null> => {
    try {
      const response = await fetch(metadataUrl, { signal });
      if (!response.ok) return null;
      const labels = ((await response.json()) as { labels?: unknown }).labels;
      return Array.isArray(labels) ? labels.map(String) : null;
    } catch {
      return null;
    }
  },
};
