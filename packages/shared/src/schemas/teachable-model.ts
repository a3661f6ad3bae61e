import { z } from 'zod';
import { journey } from './journey.ts';

const MB = 1024 * 1024;

/**
 * A Teachable Machine export uploaded for a journey (model.json, metadata.json and the weights
 * files, or the .zip Teachable Machine downloads): all its files together at most this many bytes.
 */
export const TEACHABLE_MODEL_SIZE_LIMIT = 30 * MB;
/** The multipart field that carries the export's files (repeat it for each file). */
export const TEACHABLE_MODEL_FIELD = 'files';

/** Answer of POST /api/panel/journeys/:journeyId/model: the journey with its new model and its labels. */
export const teachableModelUpload = z.object({
  confirmation: z.literal('journey-saved'),
  journey,
  labels: z.array(z.string()),
});
export type TeachableModelUpload = z.infer<typeof teachableModelUpload>;
