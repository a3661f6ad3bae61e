import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function findProfile(db: Db, id: string) {
  return db.selectFrom('user_profiles').selectAll().where('id', '=', id).executeTakeFirst();
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

/** Usage tracking on or off for a registered visitor (issue 31 item 6); false when there is no profile. */
export async function saveUsageTracking(db: Db, id: string, enabled: boolean): Promise<boolean> {
  const result = await db
    .updateTable('user_profiles')
    .set({ usage_tracking: enabled, updated_at: sql`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The content format a registered visitor chose (issue 30 item 3); false when there is no such profile. */
export async function saveContentFormat(
  db: Db,
  id: string,
  format: string,
  signLanguage: string | undefined,
): Promise<boolean> {
  const result = await db
    .updateTable('user_profiles')
    .set({ content_format: format, content_sign_language: signLanguage ?? null, updated_at: sql`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
