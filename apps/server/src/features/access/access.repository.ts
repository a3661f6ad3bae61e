import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** SQL on who manages what: panel_access (global admins) and guides.managers. */
type Executor = Kysely<Database>;

export async function hasPanelAccess(db: Executor, userId: string): Promise<boolean> {
  const row = await db.selectFrom('panel_access').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Idempotent: true when a record was added, false when the user already had one. */
export async function insertPanelAccess(db: Executor, userId: string): Promise<boolean> {
  const result = await db
    .insertInto('panel_access')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** True when a record was removed. */
export async function deletePanelAccess(db: Executor, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('panel_access').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The roles the user holds on each guide that lists them among its managers. */
export async function findManagedGuides(db: Executor, userId: string) {
  // jsonb containment: the guide's managers array holds an entry with this id.
  const rows = await db
    .selectFrom('guides')
    .select(['id', 'managers'])
    .where(sql<boolean>`managers @> ${JSON.stringify([{ id: userId }])}::jsonb`)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    guideId: row.id,
    roles: row.managers.filter((manager) => manager.id === userId).flatMap((manager) => manager.roles),
  }));
}

export async function listGuideIds(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('guides').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** The registered (not anonymous) account with this e-mail, compared case-insensitively. */
export async function findRegisteredUserByEmail(db: Executor, email: string) {
  return db
    .selectFrom('auth_users')
    .select(['id', 'email', 'name', 'email_verified as emailVerified'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where((eb) => eb.or([eb('is_anonymous', '=', false), eb('is_anonymous', 'is', null)]))
    .executeTakeFirst();
}

/** The road maps the user administers (admin_panel_access of type roadMap, matched by user id). */
export async function findAdministeredRoadMaps(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('admin_panel_access')
    .select('road_map_id')
    .where('type', '=', 'roadMap')
    .where('user_id', '=', userId)
    .where('road_map_id', 'is not', null)
    .orderBy('road_map_id')
    .execute();
  return rows.flatMap((row) => (row.road_map_id ? [row.road_map_id] : []));
}

/** Of these users, the ids of those who have not verified their e-mail (their roles are pending). */
export async function findUnverifiedUserIds(db: Executor, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('auth_users')
    .select('id')
    .where('id', 'in', [...userIds])
    .where('email_verified', '=', false)
    .execute();
  return new Set(rows.map((row) => row.id));
}
