import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * One account per phone comparison key (spec §5: the last 8 digits reversed, `phone_inverted`),
 * so '+55 (11) 98765-4321' and '98765-4321' cannot both register, even when two sign-ups race
 * (the exact number was already unique on auth_users.phone_number, 0005). Only phone
 * registration writes `phone_inverted`; should two profiles already share a key, the newer ones
 * lose it (the oldest account keeps signing in with that number) before the index is built.
 */
const statements = [
  `update user_profiles set phone_inverted = null
    where phone_inverted is not null
      and exists (
        select 1 from user_profiles older
        where older.phone_inverted = user_profiles.phone_inverted
          and (older.created_at, older.id) < (user_profiles.created_at, user_profiles.id)
      )`,
  `create unique index user_profiles_phone_inverted_unique
    on user_profiles (phone_inverted) where phone_inverted is not null`,
  'drop index user_profiles_phone_inverted_idx',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
