import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

type Executor = Kysely<Database>;

/** The registered account whose profile has this comparison key (last 8 digits reversed). */
export async function findPhoneAccount(
  db: Executor,
  key: string,
): Promise<{ id: string; phoneNumber: string } | undefined> {
  const row = await db
    .selectFrom('auth_users')
    .innerJoin('user_profiles', 'user_profiles.id', 'auth_users.id')
    .select(['auth_users.id', 'auth_users.phone_number'])
    .where('user_profiles.phone_inverted', '=', key)
    .where('auth_users.phone_number', 'is not', null)
    .where((eb) => eb.or([eb('auth_users.is_anonymous', '=', false), eb('auth_users.is_anonymous', 'is', null)]))
    .executeTakeFirst();
  return row?.phone_number ? { id: row.id, phoneNumber: row.phone_number } : undefined;
}

/** Turns an anonymous user into a phone account in place; false when it was not anonymous (any more). */
export async function registerAnonymousPhoneUser(
  db: Executor,
  userId: string,
  details: { phoneNumber: string; email: string; name: string },
): Promise<boolean> {
  const result = await db
    .updateTable('auth_users')
    .set({
      name: details.name,
      email: details.email,
      phone_number: details.phoneNumber,
      phone_number_verified: true,
      is_anonymous: false,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .where('is_anonymous', '=', true)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The spec's user document of a phone account: name, phone, phoneInverted, registrationIdByPhone. */
export async function recordPhoneRegistration(
  db: Executor,
  userId: string,
  details: { name: string; phone: string; phoneInverted: string },
): Promise<void> {
  await db
    .updateTable('user_profiles')
    .set({
      name: details.name,
      email: null,
      phone: details.phone,
      phone_inverted: details.phoneInverted,
      registration_id_by_phone: userId,
      updated_at: sql`now()`,
    })
    .where('id', '=', userId)
    .execute();
}

/** Renames the auth user (better-auth named it after the number). */
export async function renameAuthUser(db: Executor, userId: string, name: string): Promise<void> {
  await db.updateTable('auth_users').set({ name, updated_at: new Date() }).where('id', '=', userId).execute();
}

/** Deletes an auth user; sessions, accounts and the profile cascade. */
export async function deleteAuthUser(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('auth_users').where('id', '=', userId).execute();
}
