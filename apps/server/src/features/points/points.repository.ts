import type { Point } from '@percurso/shared';
import type { Insertable, Selectable } from 'kysely';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';
import { flagsOf, optional, toIso } from '../../db/row-mapping.ts';
import type { PointsTable } from '../../db/tables/index.ts';

function toPoint(row: Selectable<PointsTable>): Point {
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
    signLanguageVideo: optional(row.sign_language_video),
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
    sign_language_video: point.signLanguageVideo ?? null,
    geolocation: point.geolocation,
    latitude: point.coordinates?.latitude ?? null,
    longitude: point.coordinates?.longitude ?? null,
    object_detection: point.objectDetection,
    object_label: point.objectLabel ?? null,
    journey_required: point.journeyRequired,
    qr_required: point.qrRequired,
    qr_nested: point.qrNested,
    qr_validation: point.qrValidation,
    immersive: json(point.immersive),
    keywords: point.keywords,
    tags: point.tags,
    questionnaire: point.questionnaire ? json(point.questionnaire) : null,
    enabled: point.enabled,
    created_at: point.createdAt,
    updated_at: new Date(),
  };
}

/** Inserts the point, or replaces the one with the same id. */
export async function savePoint(db: Db, point: Point): Promise<void> {
  const { id: _id, created_at: _createdAt, ...changes } = toPointRow(point);
  await db
    .insertInto('points')
    .values(toPointRow(point))
    .onConflict((conflict) => conflict.column('id').doUpdateSet(changes))
    .execute();
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
