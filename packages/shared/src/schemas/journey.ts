import { z } from 'zod';
import { localizedText } from '../localized-text.ts';
import { hexColor, id, isoDateTime, mediaUrl } from './common.ts';
import { translationFlags } from './content-tools.ts';

/** A Teachable Machine image model that recognises the journey's objects. */
export const iaModel = z.object({ modelUrl: mediaUrl, metadataUrl: mediaUrl });

export const journey = z.object({
  id,
  guideId: id,
  name: localizedText,
  description: localizedText,
  /** Who wrote each translated text (issue 16); the visitor's bundle keeps only the machine ones. */
  translationFlags: translationFlags.optional(),
  /** Point ids in visiting order (the spec's intListOrder). */
  pointOrder: z.array(id),
  enabled: z.boolean(),
  backgroundColor: hexColor.optional(),
  iaModel: iaModel.optional(),
  createdAt: isoDateTime,
});
export type Journey = z.infer<typeof journey>;
