import { DEFAULT_USER_ROLES } from '@percurso/shared';
import { sql } from 'kysely';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';

// The user document (user_profiles) as the account lifecycle writes it: created with the user,
// then the registration and sign-in ids. Here rather than in features/users, which reads and
// edits it for /api/me and itself depends on auth for the session.

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

/** After registration: the name and e-mail the user gave, and the e-mail registration id. */
export async function recordRegistration(db: Db, id: string, details: { name: string; email: string }) {
  await db
    .updateTable('user_profiles')
    .set({
      name: details.name,
      email: details.email,
      registration_id_by_email: id,
      // Sign-up is refused without the consent (auth.routes.ts), so a registration records it.
      terms_and_policy_check: true,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** The terms of use and privacy policy accepted at sign-up (termsAndPolicyCheck, spec §3). */
export async function recordTermsAccepted(db: Db, id: string): Promise<void> {
  await db
    .updateTable('user_profiles')
    .set({ terms_and_policy_check: true, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
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

/** Whether the profile was switched off (a bulk user disable, or `enable: false` imported): no new session then. */
export async function isProfileDisabled(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('user_profiles').select('enabled').where('id', '=', id).executeTakeFirst();
  return row?.enabled === false;
}
