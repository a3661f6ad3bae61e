import { z } from 'zod';
import { ERROR_CODES, type ErrorCode, type ErrorEnvelope } from '../errors.ts';
import { contentFormat, signLanguage } from './account.ts';
import { id } from './common.ts';
import { guide, guideSummary } from './guide.ts';
import { guideMap } from './guide-map.ts';
import { journey } from './journey.ts';
import { point, pointSummary } from './point.ts';
import { roadMap, socialNetwork, sponsor } from './venue.ts';

/** GET /api/guides?q= — search terms split on '+'. */
export const listGuidesQuery = z.object({ q: z.string().max(200).optional() });
export const guideNameParam = z.object({ name: z.string().trim().min(1).max(300) });
export const idParam = z.object({ id });

/**
 * Everything a visitor needs to walk a guide, in one cacheable answer. Points are summaries: each
 * point's content loads from GET /api/points/:id when it is opened.
 */
export const guideBundle = z.object({
  guide,
  maps: z.array(guideMap),
  journeys: z.array(journey),
  points: z.array(pointSummary),
  sponsors: z.array(sponsor),
  socialNetworks: z.array(socialNetwork),
  /**
   * The formats and sign languages at least one of its points offers (rules/content-format.ts
   * offeredFormatsOf): the format chooser lists only these. Absent in bundles cached before.
   */
  offeredFormats: z.object({ formats: z.array(contentFormat), signLanguages: z.array(signLanguage) }).optional(),
});
export type GuideBundle = z.infer<typeof guideBundle>;

export const guideList = z.object({ guides: z.array(guideSummary) });
export type GuideList = z.infer<typeof guideList>;

/**
 * GET /api/points/:id — the point and the name of its guide, to resolve QR links. `locked`: the
 * point needs an unlock proof (QR code or place) and this visitor has not unlocked it, so `point`
 * is its teaser (rules/point-summary.ts toPointTeaser), its content withheld.
 */
export const pointLookup = z.object({ point, guideId: id, guideName: z.string(), locked: z.boolean().optional() });
export type PointLookup = z.infer<typeof pointLookup>;

export const roadMapList = z.object({ roadMaps: z.array(roadMap) });
export type RoadMapList = z.infer<typeof roadMapList>;

/** The one error envelope of every failed answer (ErrorEnvelope), as a schema for the API reference. */
export const errorEnvelope = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    field: z.string().optional().describe('The first bad field of the request, e.g. `name.pt`'),
    requestId: z.string().optional().describe('Names the failure in the server log (internal errors)'),
    limit: z.number().int().optional().describe('With a 413: the most bytes the route takes'),
  }),
}) satisfies z.ZodType<ErrorEnvelope>;
