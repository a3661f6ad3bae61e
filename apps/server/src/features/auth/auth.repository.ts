import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** SQL on better-auth's tables, for what better-auth itself has no operation for. */
type Executor = Kysely<Database>;

export async function isEmailTaken(db: Executor, email: string): Promise<boolean> {
  const user = await db.selectFrom('auth_users').select('id').where('email', '=', email).executeTakeFirst();
  return user !== undefined;
}

/** Whether a registered (not anonymous) user has this e-mail. */
export async function isRegisteredEmail(db: Executor, email: string): Promise<boolean> {
  const user = await db
    .selectFrom('auth_users')
    .select('id')
    .where('email', '=', email)
    .where((eb) => eb.or([eb('is_anonymous', '=', false), eb('is_anonymous', 'is', null)]))
    .executeTakeFirst();
  return user !== undefined;
}

/** Turns an anonymous user into a registered one; false when the user was not anonymous (any more). */
export async function registerAnonymousUser(
  db: Executor,
  userId: string,
  details: { email: string; name: string; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('auth_users')
    .set({
      email: details.email,
      name: details.name,
      is_anonymous: false,
      email_verified: false,
      updated_at: details.now,
    })
    .where('id', '=', userId)
    .where('is_anonymous', '=', true)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The e-mail-and-password account better-auth signs in with (provider 'credential'). */
export async function insertCredentialAccount(
  db: Executor,
  account: { id: string; userId: string; passwordHash: string; now: Date },
): Promise<void> {
  await db
    .insertInto('auth_accounts')
    .values({
      id: account.id,
      account_id: account.userId,
      provider_id: 'credential',
      user_id: account.userId,
      password: account.passwordHash,
      created_at: account.now,
      updated_at: account.now,
    })
    .execute();
}

/** The provider's account id of the user's account with `providerId` (e.g. 'credential', 'google'). */
export async function findAccountId(db: Executor, userId: string, providerId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('auth_accounts')
    .select('account_id')
    .where('user_id', '=', userId)
    .where('provider_id', '=', providerId)
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
  return row?.account_id;
}
