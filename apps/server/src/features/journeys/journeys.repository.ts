import type { Journey } from '@percurso/shared';
import type { Insertable, Selectable } from 'kysely';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';
import { flagsOf, optional, toIso } from '../../db/row-mapping.ts';
import type { JourneysTable } from '../../db/tables/index.ts';

function toJourney(row: Selectable<JourneysTable>): Journey {
  return {
    id: row.id,
    guideId: row.guide_id,
    name: row.name,
    description: row.description,
    translationFlags: flagsOf(row.translation_flags),
    pointOrder: row.point_order,
    enabled: row.enabled,
    backgroundColor: optional(row.background_color),
    iaModel: optional(row.ia_model),
    createdAt: toIso(row.created_at),
  };
}

function toJourneyRow(journey: Journey): Insertable<JourneysTable> {
  return {
    id: journey.id,
    guide_id: journey.guideId,
    name: json(journey.name),
    description: json(journey.description),
    translation_flags: json(journey.translationFlags ?? {}),
    point_order: journey.pointOrder,
    enabled: journey.enabled,
    background_color: journey.backgroundColor ?? null,
    ia_model: journey.iaModel ? json(journey.iaModel) : null,
    created_at: journey.createdAt,
    updated_at: new Date(),
  };
}

/** Inserts the journey, or replaces the one with the same id. */
export async function saveJourney(db: Db, journey: Journey): Promise<void> {
  const { id: _id, created_at: _createdAt, ...changes } = toJourneyRow(journey);
  await db
    .insertInto('journeys')
    .values(toJourneyRow(journey))
    .onConflict((conflict) => conflict.column('id').doUpdateSet(changes))
    .execute();
}

export async function findJourneyById(db: Db, id: string): Promise<Journey | undefined> {
  const row = await db.selectFrom('journeys').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toJourney(row);
}

/** A guide's enabled journeys, unordered (the guide's journeyOrder orders them). */
export async function listEnabledJourneysOfGuide(db: Db, guideId: string): Promise<Journey[]> {
  const rows = await db
    .selectFrom('journeys')
    .selectAll()
    .where('guide_id', '=', guideId)
    .where('enabled', '=', true)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toJourney);
}

/** Every journey of a guide, disabled ones too (the panel), oldest first. */
export async function listJourneysOfGuide(db: Db, guideId: string): Promise<Journey[]> {
  const rows = await db
    .selectFrom('journeys')
    .selectAll()
    .where('guide_id', '=', guideId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toJourney);
}
