/**
 * Drafts and publishing (issue 29; docs/product-decisions.md, "Drafts and publishing"): the panel
 * edits a draft; visitors read the guide's last published version until one of its administrators
 * publishes again, now or at a time in the venue's time zone.
 */
import { z } from 'zod';
import { localizedText } from '../localized-text.ts';
import { ANALYTICS_TIME_ZONE } from '../rules/analytics.ts';

/** Published versions kept per guide: older ones are pruned at each publish (the newest always stays). */
export const PUBLICATION_RETENTION = 50;
/** The time zone a scheduled publish is set in when the manager names none: the venue's (analytics use it too). */
export const VENUE_TIME_ZONE = ANALYTICS_TIME_ZONE;

const note = z.string({ error: 'invalid-request' }).trim().max(280, { error: 'invalid-request' }).default('');

/** POST /api/panel/guides/{guideId}/publish. */
export const publishInput = z.object({ note });
export type PublishInput = z.input<typeof publishInput>;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** PUT /api/panel/guides/{guideId}/publish-schedule: a wall-clock time in a zone (e.g. Saturday 10:00 in São Paulo). */
export const publishScheduleInput = z.object({
  /** YYYY-MM-DDTHH:mm, as an `<input type="datetime-local">` gives it. */
  localTime: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: 'date-invalid' }),
  timeZone: z.string().refine(isTimeZone, { error: 'invalid-request' }).default(VENUE_TIME_ZONE),
  note,
});
export type PublishScheduleInput = z.input<typeof publishScheduleInput>;

export const publicationSummary = z.object({
  version: z.int(),
  publishedAt: z.string(),
  /** The publisher's name; null for the scheduler's or the upgrade's publish, or an erased account. */
  publishedBy: z.string().nullable(),
  note: z.string(),
});
export type PublicationSummary = z.infer<typeof publicationSummary>;

export const publishSchedule = z.object({
  publishAt: z.string(),
  timeZone: z.string(),
  note: z.string(),
  createdBy: z.string().nullable(),
});
export type PublishSchedule = z.infer<typeof publishSchedule>;

/** GET /api/panel/guides/{guideId}/publication: what visitors see and whether the draft differs. */
export const publicationStatus = z.object({
  published: publicationSummary.nullable(),
  /** Records the draft adds, removes or changes against the published version (all of them when never published). */
  changeCount: z.int(),
  scheduled: publishSchedule.nullable(),
});
export type PublicationStatus = z.infer<typeof publicationStatus>;

export const PUBLISHED_RECORD_KINDS = [
  'guide',
  'journey',
  'point',
  'map',
  'sponsor',
  'socialNetwork',
  // The engagement rules (migration 0051): emblems, instant rewards and prize-draw rewards.
  'emblem',
  'instantReward',
  'reward',
] as const;
export type PublishedRecordKind = (typeof PUBLISHED_RECORD_KINDS)[number];

/** One field that differs; a translated field differs per language (`language` set). */
export const fieldChange = z.object({
  field: z.string(),
  language: z.enum(['pt', 'en', 'es', 'fr']).optional(),
  before: z.unknown(),
  after: z.unknown(),
});
export type FieldChange = z.infer<typeof fieldChange>;

export const recordChange = z.object({
  kind: z.enum(PUBLISHED_RECORD_KINDS),
  id: z.string(),
  name: localizedText,
  change: z.enum(['added', 'removed', 'changed']),
  fields: z.array(fieldChange),
});
export type RecordChange = z.infer<typeof recordChange>;

/** GET /api/panel/guides/{guideId}/changes and …/versions/{version}/changes. */
export const draftChanges = z.object({ changes: z.array(recordChange) });
export type DraftChanges = z.infer<typeof draftChanges>;

export const publicationList = z.object({
  versions: z.array(publicationSummary.extend({ current: z.boolean() })),
});
export type PublicationList = z.infer<typeof publicationList>;

/** POST /api/panel/guides/{guideId}/changes/discard: one record of the draft back to its published state. */
export const discardChange = z.object({
  kind: z.enum(['guide', 'journey', 'point', 'map', 'emblem', 'instantReward', 'reward']),
  id: z.string().min(1).max(128),
});
export type DiscardChange = z.infer<typeof discardChange>;
