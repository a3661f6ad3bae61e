import type { Guide, GuideMap, RoadMap } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/tables/index.ts';
import { AppError } from '../../http/app-error.ts';
import { saveGuideMap } from '../guide-maps/index.ts';
import { saveGuide } from '../guides/index.ts';
import { saveJourney } from '../journeys/index.ts';
import { savePoint } from '../points/index.ts';
import { saveRoadMap } from '../road-maps/index.ts';
import { saveSocialNetwork } from '../social-networks/index.ts';
import { saveSponsor } from '../sponsors/index.ts';

/** The original-system import's writes: every one an upsert on the kept id, so a re-run changes nothing new. */

export async function requireGuideExists(db: Db, guideId: string): Promise<void> {
  const row = await db.selectFrom('guides').select('id').where('id', '=', guideId).executeTakeFirst();
  if (!row) throw new AppError('guide/not-found');
}

export async function writeGuide(db: Db, guide: Guide, maps: GuideMap[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await saveGuide(trx, guide);
    for (const map of maps) await saveGuideMap(trx, map);
  });
}

export {
  saveJourney as writeJourney,
  savePoint as writePoint,
  saveSocialNetwork as writeSocialNetwork,
  saveSponsor as writeSponsor,
};

export async function writeRoadMap(db: Db, roadMap: RoadMap): Promise<void> {
  await db.transaction().execute((trx) => saveRoadMap(trx, roadMap));
}

/** Ids of `table` that exist among `ids`. */
export async function existingIds(
  db: Db,
  table: 'guides' | 'journeys' | 'points',
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** Each point's guide, for event snapshots that name only the point. */
export async function pointGuides(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('points').select(['id', 'guide_id']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.guide_id]));
}

/**
 * A person of the original: an account row (no credentials: they set a password through the reset
 * mail, or sign in with their social account) and their user document. An account that exists
 * already (a second run, or the person used the new app since) is left as it is.
 */
export async function writeUser(
  db: Db,
  account: { id: string; name: string; email: string; isAnonymous: boolean },
  profile: Record<string, unknown>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('auth_users')
      .values({
        id: account.id,
        name: account.name,
        email: account.email,
        email_verified: false,
        image: null,
        is_anonymous: account.isAnonymous,
        phone_number: null,
        phone_number_verified: null,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    await upsertRow(trx, 'user_profiles', profile);
  });
}

type RowTable =
  | 'user_profiles'
  | 'fav_journeys'
  | 'completed_journeys'
  | 'interactions'
  | 'ratings'
  | 'rewards'
  | 'instant_rewards'
  | 'emblems'
  | 'admin_panel_access';

/** Inserts the row, or replaces every column of the row with the same id. */
export async function upsertRow<T extends RowTable>(db: Db, table: T, row: Record<string, unknown>): Promise<void> {
  const { id: _id, created_at: _createdAt, ...changes } = row;
  await db
    .insertInto(table)
    .values(row as never)
    .onConflict((conflict) => conflict.column('id' as never).doUpdateSet(changes as never))
    .execute();
}

/** Event rows never change once written: a re-run leaves them as they are. */
export async function insertEvents(
  db: Db,
  table: 'interactions',
  rows: Database['interactions'][] | object[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto(table)
    .values(rows as never)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export async function upsertRegistryEntry(db: Db, row: Record<string, unknown>): Promise<void> {
  const { registry: _registry, created_at: _createdAt, ...changes } = row;
  await db
    .insertInto('corporate_registry')
    .values(row as never)
    .onConflict((conflict) =>
      conflict.column('registry').doUpdateSet({ ...(changes as object), updated_at: new Date() } as never),
    )
    .execute();
}

export async function grantPanelAccess(db: Db, userId: string): Promise<void> {
  await db
    .insertInto('panel_access')
    .values({ user_id: userId })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}
