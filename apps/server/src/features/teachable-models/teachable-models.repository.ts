import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';

export interface StoredModel {
  urls: { modelUrl: string; metadataUrl: string };
  /** Storage keys of every file of the model (model.json, metadata.json, weights). */
  keys: string[];
}

/**
 * Sets (or, with null, clears) the journey's model and the storage keys of its files, in one
 * locked read-and-write so two uploads at once cannot lose track of a model's files. Answers the
 * keys of the model it replaced (null when none was uploaded), or undefined when no such journey.
 */
export async function replaceJourneyModel(
  db: Db,
  journeyId: string,
  next: StoredModel | null,
): Promise<{ previousKeys: string[] } | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('journeys')
      .select('ia_model_keys')
      .where('id', '=', journeyId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return undefined;
    await trx
      .updateTable('journeys')
      .set({
        ia_model: next ? json(next.urls) : null,
        ia_model_keys: next ? json(next.keys) : null,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', journeyId)
      .execute();
    return { previousKeys: current.ia_model_keys ?? [] };
  });
}

/** Storage keys of the models uploaded for the journeys (before the journeys, or their guide, are deleted). */
export async function modelKeysOf(db: Db, where: { journeyId: string } | { guideId: string }): Promise<string[]> {
  const rows = await db
    .selectFrom('journeys')
    .select('ia_model_keys')
    .where('journeyId' in where ? 'id' : 'guide_id', '=', 'journeyId' in where ? where.journeyId : where.guideId)
    .where('ia_model_keys', 'is not', null)
    .execute();
  return rows.flatMap((row) => row.ia_model_keys ?? []);
}
