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

export interface ProfileChanges {
  name: string;
  gender?: string | null;
  /** YYYY-MM-DD. */
  birthDate?: string | null;
  cep?: string | null;
  country?: string | null;
  state?: string | null;
  city?: string | null;
  idiom?: string;
  termsAndPolicyCheck?: boolean;
}

/** Writes the fields given (undefined leaves a field as it is); false when there is no such profile. */
export async function updateProfile(db: Db, id: string, changes: ProfileChanges): Promise<boolean> {
  const result = await db
    .updateTable('user_profiles')
    .set({
      name: changes.name,
      ...(changes.gender !== undefined ? { gender: changes.gender } : {}),
      ...(changes.birthDate !== undefined ? { birth_date: changes.birthDate } : {}),
      ...(changes.cep !== undefined ? { cep: changes.cep } : {}),
      ...(changes.country !== undefined ? { country: changes.country } : {}),
      ...(changes.state !== undefined ? { state: changes.state } : {}),
      ...(changes.city !== undefined ? { city: changes.city } : {}),
      ...(changes.idiom !== undefined ? { idiom: changes.idiom } : {}),
      ...(changes.termsAndPolicyCheck !== undefined ? { terms_and_policy_check: changes.termsAndPolicyCheck } : {}),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The display name better-auth keeps on its user (sessions show it). */
export async function renameAuthUser(db: Db, id: string, name: string): Promise<void> {
  await db.updateTable('auth_users').set({ name, updated_at: new Date() }).where('id', '=', id).execute();
}

/** The sign-in methods with a registration id on the user document (spec §3). */
export type RegistrationMethod = 'email' | 'phone' | 'google' | 'facebook';

const REGISTRATION_COLUMNS = {
  email: 'registration_id_by_email',
  phone: 'registration_id_by_phone',
  google: 'registration_id_by_google',
  facebook: 'registration_id_by_facebook',
} as const;

/** Records the id the user just signed in with by `method` (spec §4: updated on login). */
export async function recordSignInId(db: Db, userId: string, method: RegistrationMethod, id: string): Promise<void> {
  await db
    .updateTable('user_profiles')
    .set({ [REGISTRATION_COLUMNS[method]]: id, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}
