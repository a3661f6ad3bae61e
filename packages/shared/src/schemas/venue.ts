import { z } from 'zod';
import { localizedText } from '../localized-text.ts';
import { id, isoDateTime, mediaUrl } from './common.ts';

export const sponsor = z.object({
  id,
  name: z.string(),
  url: z.string().url(),
  image: mediaUrl,
  enabled: z.boolean(),
  createdAt: isoDateTime,
});
export type Sponsor = z.infer<typeof sponsor>;

export const socialNetwork = z.object({
  id,
  name: z.string(),
  url: z.string().url(),
  image: mediaUrl,
  /** Handle shown next to the icon, e.g. '@museu'. */
  suffix: z.string().optional(),
  enabled: z.boolean(),
  createdAt: isoDateTime,
});
export type SocialNetwork = z.infer<typeof socialNetwork>;

/** A group of guides visited on one trip ("van 1" … "van 12"). */
export const roadMapVan = z.object({ name: z.string(), guideIds: z.array(id) });

/** A road map (roteiro): an itinerary across several venues. */
export const roadMap = z.object({
  id,
  name: localizedText,
  description: localizedText,
  bannerImage: mediaUrl.optional(),
  logoImage: mediaUrl.optional(),
  guides: z.array(z.object({ id, name: localizedText })),
  vans: z.array(roadMapVan),
  sponsorIds: z.array(id),
  socialNetIds: z.array(id),
  enabled: z.boolean(),
  createdAt: isoDateTime,
});
export type RoadMap = z.infer<typeof roadMap>;

export const appProperties = z.object({
  /** Minimum app version; older clients are sent to /outdatedApp. */
  version: z.string(),
  /** false puts the whole app out of service (/foraDoAr). */
  enabled: z.boolean(),
  onEvaluation: z.boolean(),
  tooltipTitle: localizedText,
  tooltipText: localizedText,
  tooltipImages: z.array(mediaUrl),
  urlsPrefix: z.string(),
  topics: z.array(z.string()),
  /** Raw interactions and visit events older than this many months are deleted; rollups stay (migration 0048). */
  rawEventsRetentionMonths: z.number().int(),
  /** Raster tile URL template for geographic maps. */
  tileUrl: z.string(),
});
export type AppProperties = z.infer<typeof appProperties>;
