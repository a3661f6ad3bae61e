import { type Point, type SignLanguageVideo, sortSignLanguageVideos } from '@percurso/shared';
import { type Insertable, type Selectable, sql } from 'kysely';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';
import { flagsOf, optional, toIso } from '../../db/row-mapping.ts';
import type { PointsTable } from '../../db/tables/index.ts';

/**
 * The point's sign-language videos (migration 0049). A row the release before it wrote has only
 * `sign_language_video`: read as the Libras video.
 */
function signVideosOf(row: Selectable<PointsTable>): SignLanguageVideo[] {
  if (row.sign_language_videos.length > 0) return sortSignLanguageVideos(row.sign_language_videos);
  const legacy = row.sign_language_video?.trim();
  return legacy ? [{ language: 'bzs', url: legacy }] : [];
}

function toPoint(row: Selectable<PointsTable>): Point {
  const signLanguageVideos = signVideosOf(row);
  return {
    id: row.id,
    guideId: row.guide_id,
    journeyIds: row.journey_ids,
    name: row.name,
    description: row.description,
    content: row.content,
    contentPreview: row.content_preview,
    mapId: optional(row.map_id),
    mapIcon: optional(row.map_icon),
    mapIconSize: row.map_icon_size,
    x: optional(row.x),
    y: optional(row.y),
    frontImage: optional(row.front_image),
    medias: row.medias,
    sections: row.sections,
    audio: row.audio,
    audioTranscript: row.audio_transcript,
    translationFlags: flagsOf(row.translation_flags),
    signLanguageVideos,
    signLanguageVideo: signLanguageVideos[0]?.url,
    easyRead: row.easy_read,
    easyReadAudio: row.easy_read_audio,
    audioDescription: row.audio_description,
    technicalSheet: row.technical_sheet,
    geolocation: row.geolocation,
    coordinates:
      row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : undefined,
    objectDetection: row.object_detection,
    objectLabel: optional(row.object_label),
    journeyRequired: row.journey_required,
    qrRequired: row.qr_required,
    qrNested: row.qr_nested,
    qrValidation: row.qr_validation,
    stopNumber: optional(row.stop_number),
    opensByNumber: row.opens_by_number,
    immersive: row.immersive,
    keywords: row.keywords,
    tags: row.tags,
    questionnaire: optional(row.questionnaire),
    enabled: row.enabled,
    createdAt: toIso(row.created_at),
  };
}

function toPointRow(point: Point): Insertable<PointsTable> {
  return {
    id: point.id,
    guide_id: point.guideId,
    journey_ids: point.journeyIds,
    name: json(point.name),
    description: json(point.description),
    content: json(point.content),
    content_preview: json(point.contentPreview),
    map_id: point.mapId ?? null,
    map_icon: point.mapIcon ?? null,
    map_icon_size: point.mapIconSize,
    x: point.x ?? null,
    y: point.y ?? null,
    front_image: point.frontImage ?? null,
    medias: json(point.medias),
    sections: json(point.sections),
    audio: json(point.audio),
    audio_transcript: json(point.audioTranscript),
    translation_flags: json(point.translationFlags ?? {}),
    // The first video also where the release before migration 0049 reads it.
    sign_language_video: sortSignLanguageVideos(point.signLanguageVideos)[0]?.url ?? null,
    sign_language_videos: json(sortSignLanguageVideos(point.signLanguageVideos)),
    easy_read: json(point.easyRead ?? {}),
    easy_read_audio: json(point.easyReadAudio ?? {}),
    audio_description: json(point.audioDescription ?? {}),
    technical_sheet: json(point.technicalSheet ?? []),
    geolocation: point.geolocation,
    latitude: point.coordinates?.latitude ?? null,
    longitude: point.coordinates?.longitude ?? null,
    object_detection: point.objectDetection,
    object_label: point.objectLabel ?? null,
    journey_required: point.journeyRequired,
    qr_required: point.qrRequired,
    qr_nested: point.qrNested,
    qr_validation: point.qrValidation,
    opens_by_number: point.opensByNumber,
    immersive: json(point.immersive),
    keywords: point.keywords,
    tags: point.tags,
    questionnaire: point.questionnaire ? json(point.questionnaire) : null,
    enabled: point.enabled,
    created_at: point.createdAt,
    updated_at: new Date(),
  };
}

/**
 * Inserts the point, or replaces the one with the same id. A point without a stop number keeps
 * the one it has, or, new, gets its guide's next free one (rules/stop-number.ts nextStopNumber:
 * one more than the highest). A number another point of the guide has fails on the unique index
 * (points_stop_number_idx, migration 0039): see isStopNumberTaken.
 */
export async function savePoint(db: Db, point: Point): Promise<void> {
  const row = toPointRow(point);
  const { id: _id, created_at: _createdAt, ...changes } = row;
  const next = sql<number>`(select case when coalesce(max(stop_number), 0) < 9999 then coalesce(max(stop_number), 0) + 1 end
    from points where guide_id = ${point.guideId})`;
  await db
    .insertInto('points')
    .values({ ...row, stop_number: point.stopNumber ?? next })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet(point.stopNumber === undefined ? changes : { ...changes, stop_number: point.stopNumber }),
    )
    .execute();
}

/** Whether a write failed on another point of the guide having this stop number. */
export function isStopNumberTaken(error: unknown): boolean {
  const failure = error as { code?: unknown; constraint?: unknown };
  return failure.code === '23505' && failure.constraint === 'points_stop_number_idx';
}

/** The stop numbers a guide's points have (the next free one is suggested from them). */
export async function stopNumbersOfGuide(db: Db, guideId: string, exceptPointId?: string): Promise<number[]> {
  let query = db.selectFrom('points').select('stop_number').where('guide_id', '=', guideId);
  if (exceptPointId) query = query.where('id', '<>', exceptPointId);
  const rows = await query.where('stop_number', 'is not', null).execute();
  return rows.flatMap((row) => (row.stop_number === null ? [] : [row.stop_number]));
}

export async function findPointById(db: Db, id: string): Promise<Point | undefined> {
  const row = await db.selectFrom('points').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toPoint(row);
}

/** The points of these ids that exist (one statement for a batch of interactions). */
export async function findPointsByIds(db: Db, ids: readonly string[]): Promise<Point[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('points')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return rows.map(toPoint);
}

/** A guide's enabled points, unordered (the journeys' pointOrder orders them). */
export async function listEnabledPointsOfGuide(db: Db, guideId: string): Promise<Point[]> {
  const rows = await db
    .selectFrom('points')
    .selectAll()
    .where('guide_id', '=', guideId)
    .where('enabled', '=', true)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toPoint);
}

/** Every point of a guide, disabled ones too (the panel), oldest first. */
export async function listPointsOfGuide(db: Db, guideId: string): Promise<Point[]> {
  const rows = await db
    .selectFrom('points')
    .selectAll()
    .where('guide_id', '=', guideId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toPoint);
}
