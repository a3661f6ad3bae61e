import { z } from 'zod';
import { localizedText } from '../localized-text.ts';
import { address, guide } from './guide.ts';
import { guideMap } from './guide-map.ts';
import { journey } from './journey.ts';
import { mediaKind } from './media.ts';
import { point } from './point.ts';
import { socialNetwork, sponsor } from './venue.ts';

/**
 * A guide document (docs/guide-archive.md): everything a manager edits under one guide, as the
 * panel's tables hold it, in one JSON value. Read and written by features/guide-documents; the
 * guide archive (`guide.json`), the restore of a published version and the copy of a guide use it.
 * `version` changes when a field changes meaning; new optional fields keep it.
 */
export const GUIDE_DOCUMENT_FORMAT = 'percurso-guide';
export const GUIDE_DOCUMENT_VERSION = 2;
/**
 * The versions an import reads. Version 1 (before migration 0049) gave a point one
 * `signLanguageVideo`; version 2 gives `signLanguageVideos`, one per sign language. A version 1
 * point's video is read as its Libras video (guideDocument below).
 */
export const GUIDE_DOCUMENT_VERSIONS = [1, GUIDE_DOCUMENT_VERSION] as const;

/** The guide row without `updatedAt` (every write sets it), so two reads of unchanged data are equal. */
export const guideDocumentGuide = guide.omit({ updatedAt: true }).strict();

/** An access of the venue (entrance, parking, van stop; features/venue-accesses). */
export const guideDocumentAccess = z
  .object({
    id: z.string().min(1).max(128),
    name: localizedText,
    type: z.string().max(60),
    description: localizedText,
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    address,
    image: z.string().max(2048),
    mapIds: z.array(z.string().min(1).max(128)),
    enabled: z.boolean(),
    createdAt: z.string(),
  })
  .strict();

/** An emblem a visitor earns by the guide's or a journey's progress (features/engagement). */
export const guideDocumentEmblem = z
  .object({
    id: z.string().min(1).max(128),
    name: localizedText,
    journeyId: z.string().min(1).max(128).nullable(),
    journeyProgress: z.number(),
    image: z.string().max(2048).nullable(),
    enabled: z.boolean(),
    createdAt: z.string(),
  })
  .strict();

/** A reward's rule (prize draw or instant reward); who won it is visitors' data and stays out. */
export const guideDocumentReward = z
  .object({
    id: z.string().min(1).max(128),
    name: localizedText,
    description: localizedText,
    guideName: z.string().nullable(),
    journeyId: z.string().min(1).max(128).nullable(),
    journeyName: z.string().nullable(),
    journeyRate: z.number(),
    instantRewardRate: z.number(),
    pointIdsSelected: z.array(z.string().min(1).max(128)),
    selectPointModel: z.boolean(),
    pointId: z.string().min(1).max(128).nullable(),
    type: z.string().nullable(),
    howToCollect: localizedText,
    journeyModel: z.boolean(),
    pointModel: z.boolean(),
    pointsToWin: z.number(),
    amount: z.number(),
    enabled: z.boolean(),
    startDate: z.string().nullable(),
    finalDate: z.string().nullable(),
    createdAt: z.string(),
  })
  .strict();

/** A file of the guide's media library; an archive carries its bytes at `media/<storageKey>`. */
export const guideDocumentMedia = z
  .object({
    id: z.string().min(1).max(128),
    kind: mediaKind,
    name: z.string().max(300),
    mimeType: z.string().max(200),
    size: z.number().int().nonnegative(),
    storageKey: z.string().min(1).max(1024),
    fileUrl: z.string().max(2048),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    variants: z.array(
      z.object({ width: z.number().int(), height: z.number().int(), fileUrl: z.string(), key: z.string() }).strict(),
    ),
    contentHash: z.string().nullable(),
    createdAt: z.string(),
  })
  .strict();

/** The guide's unlock settings: printed codes signed only, and the secret they are signed with. */
export const guideDocumentUnlockCodes = z
  .object({ signedCodesOnly: z.boolean(), qrSecret: z.string().max(200).nullable() })
  .strict();

/** A version 1 point: its one sign-language video becomes a Libras entry of the list. */
function upgradePoint(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || 'signLanguageVideos' in value) return value;
  const { signLanguageVideo, ...rest } = value as { signLanguageVideo?: unknown };
  const url = typeof signLanguageVideo === 'string' && signLanguageVideo.trim() ? signLanguageVideo : undefined;
  return {
    ...rest,
    signLanguageVideos: url ? [{ language: 'bzs', url }] : [],
    ...(url ? { signLanguageVideo: url } : {}),
  };
}

/** A document of an earlier version, as the current one reads it (GUIDE_DOCUMENT_VERSIONS). */
function upgradeDocument(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const doc = value as { version?: unknown; points?: unknown };
  if (doc.version !== 1) return value;
  return {
    ...doc,
    version: GUIDE_DOCUMENT_VERSION,
    points: Array.isArray(doc.points) ? doc.points.map(upgradePoint) : doc.points,
  };
}

const currentGuideDocument = z
  .object({
    format: z.literal(GUIDE_DOCUMENT_FORMAT),
    version: z.literal(GUIDE_DOCUMENT_VERSION),
    exportedAt: z.string().optional(),
    guide: guideDocumentGuide,
    journeys: z.array(journey.strict()),
    points: z.array(point.strict()),
    maps: z.array(guideMap.strict()),
    sponsors: z.array(sponsor.strict()),
    socialNetworks: z.array(socialNetwork.strict()),
    accesses: z.array(guideDocumentAccess),
    emblems: z.array(guideDocumentEmblem),
    rewards: z.array(guideDocumentReward),
    instantRewards: z.array(guideDocumentReward),
    unlockCodes: guideDocumentUnlockCodes,
    media: z.array(guideDocumentMedia),
  })
  .strict();
/** Reads the current version and the earlier ones (upgraded to it): see GUIDE_DOCUMENT_VERSIONS. */
export const guideDocument = z.preprocess(upgradeDocument, currentGuideDocument);
export type GuideDocument = z.infer<typeof currentGuideDocument>;
export type GuideDocumentReward = z.infer<typeof guideDocumentReward>;
export type GuideDocumentEmblem = z.infer<typeof guideDocumentEmblem>;
export type GuideDocumentMedia = z.infer<typeof guideDocumentMedia>;

/** The guide archive (docs/guide-archive.md): a ZIP of `guide.json`, `media/<key>` files and this `manifest.json`. */
export const GUIDE_ARCHIVE_FORMAT = 'percurso-guide-archive';
export const GUIDE_ARCHIVE_VERSION = 1;

/** One media file of the archive: the URL the guide document uses for it, where its bytes are, and their SHA-256. */
export const guideArchiveFile = z
  .object({
    path: z.string().min(1).max(1100),
    key: z.string().min(1).max(1024),
    url: z.string().min(1).max(2048),
    contentType: z.string().max(200),
    size: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .strict();
export type GuideArchiveFile = z.infer<typeof guideArchiveFile>;

export const guideArchiveManifest = z
  .object({
    format: z.literal(GUIDE_ARCHIVE_FORMAT),
    version: z.literal(GUIDE_ARCHIVE_VERSION),
    guideId: z.string(),
    exportedAt: z.string(),
    files: z.array(guideArchiveFile),
    /** Keys the document names that the storage did not have when the archive was made. */
    missing: z.array(z.string()),
  })
  .strict();
export type GuideArchiveManifest = z.infer<typeof guideArchiveManifest>;

/** POST /api/panel/guides/import's fields beside the `file`: keep the archive's ids, or a copy with new ones. */
export const guideImportFields = z.object({ ids: z.enum(['keep', 'new']) });
export type GuideImportFields = z.infer<typeof guideImportFields>;

/** The answer of an import: the new guide. */
export const guideImported = z.object({
  confirmation: z.literal('guide-imported'),
  guide: z.object({ id: z.string(), name: localizedText }),
});
export type GuideImported = z.infer<typeof guideImported>;
