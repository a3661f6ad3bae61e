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

/** The providers of the user's accounts ('credential' for the password) and the phone number. */
export async function findSignInMethods(
  db: Executor,
  userId: string,
): Promise<{ providers: string[]; phoneNumber: string | null }> {
  const accounts = await db.selectFrom('auth_accounts').select('provider_id').where('user_id', '=', userId).execute();
  const user = await db.selectFrom('auth_users').select('phone_number').where('id', '=', userId).executeTakeFirst();
  return { providers: accounts.map((row) => row.provider_id), phoneNumber: user?.phone_number ?? null };
}

/** The user's sessions that have not expired, newest activity first. */
export async function listSessions(db: Executor, userId: string, now: Date) {
  return db
    .selectFrom('auth_sessions')
    .select(['id', 'created_at', 'updated_at', 'user_agent'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('updated_at', 'desc')
    .execute();
}

/** Ends one of the user's sessions; false when the user has no session with this id. */
export async function deleteSession(db: Executor, userId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('auth_sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}
