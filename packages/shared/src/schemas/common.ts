import { z } from 'zod';

/** Opaque text identifiers: kept from imported data so printed QR codes keep working. */
export const id = z
  .string()
  .trim()
  .min(1)
  .max(128)
  // Control characters (NUL above all) are never part of an id and PostgreSQL refuses them.
  .regex(/^\P{Cc}+$/u);
/** A URL or an app-relative path ('/media/...'). */
export const mediaUrl = z.string().trim().min(1).max(2048);
export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);
export const coordinates = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Coordinates = z.infer<typeof coordinates>;
export const isoDateTime = z.string();
