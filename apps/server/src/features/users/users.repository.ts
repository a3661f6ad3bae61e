import { DEFAULT_USER_ROLES } from '@percurso/shared';
import { sql } from 'kysely';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';

export interface NewProfile {
  id: string;
  name: string;
  email: string | null;
}

/** Inserts the user document with the spec's defaults; a second call for the same id is a no-op. */
export async function createProfile(db: Db, profile: NewProfile): Promise<void> {
  await db
    .insertInto('user_profiles')
    .values({
      id: profile.id,
      name: profile.name,
      email: profile.email,
      roles: [...DEFAULT_USER_ROLES],
      itineraries: json([]),
      places_visited: json([]),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export async function findProfile(db: Db, id: string) {
  return db.selectFrom('user_profiles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** After registration: the name and e-mail the user gave, and the e-mail registration id. */
export async function recordRegistration(db: Db, id: string, details: { name: string; email: string }) {
  await db
    .updateTable('user_profiles')
    .set({ name: details.name, email: details.email, registration_id_by_email: id, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}
