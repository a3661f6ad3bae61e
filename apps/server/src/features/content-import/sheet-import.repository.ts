import type { Point } from '@percurso/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { appendPointToJourneys, removePointFromJourneys } from '../panel/index.ts';
import { findPointById, listPointsOfGuide, savePoint } from '../points/index.ts';
import type { SheetContext } from './sheet-rows.ts';

/** The guide's journeys, floor plans, points (id, import key, Portuguese name) and media library. */
export async function loadSheetContext(db: Db, guideId: string): Promise<SheetContext> {
  const [journeys, maps, points, media] = await Promise.all([
    db.selectFrom('journeys').select(['id', 'name']).where('guide_id', '=', guideId).execute(),
    db.selectFrom('guide_maps').select(['id', 'name', 'width', 'height']).where('guide_id', '=', guideId).execute(),
    db
      .selectFrom('points')
      .select(['id', 'import_key', sql<string>`coalesce(name->>'pt', '')`.as('name_pt')])
      .where('guide_id', '=', guideId)
      .execute(),
    db.selectFrom('media_files').select(['name', 'file_url', 'kind']).where('guide_id', '=', guideId).execute(),
  ]);
  return {
    journeys,
    maps,
    points: points.map((point) => ({ id: point.id, importKey: point.import_key, namePt: point.name_pt })),
    media: media.map((file) => ({ name: file.name, url: file.file_url, kind: file.kind })),
  };
}

export { findPointById, listPointsOfGuide };

/** Writes one imported point in its own transaction: the point, its row key, its journeys' order. */
export async function writeImportedPoint(db: Db, point: Point, importKey: string, isNew: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await savePoint(trx, point);
    await trx.updateTable('points').set({ import_key: importKey }).where('id', '=', point.id).execute();
    if (!isNew) await removePointFromJourneys(trx, point.id, point.journeyIds);
    await appendPointToJourneys(trx, point.id, point.journeyIds);
  });
}
