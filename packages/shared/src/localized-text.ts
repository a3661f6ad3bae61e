import { z } from 'zod';

/** Text shown to visitors in several languages; any language may be missing. */
export const localizedText = z.object({
  pt: z.string().optional(),
  en: z.string().optional(),
  es: z.string().optional(),
  fr: z.string().optional(),
});
export type LocalizedText = z.infer<typeof localizedText>;

/** A LocalizedText that must carry the Portuguese (source) text. */
export const requiredLocalizedText = localizedText.extend({ pt: z.string().trim().min(1) });
