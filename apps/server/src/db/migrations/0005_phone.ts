import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * better-auth's phone-number plugin columns on auth_users (mapped to snake_case in
 * features/auth/phone.ts). The number is stored normalised; user_profiles keeps the spec's
 * `phone` and `phone_inverted` (created in 0002) for matching by the last 8 digits.
 */
const statements = [
  'alter table auth_users add column phone_number text unique',
  'alter table auth_users add column phone_number_verified boolean',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
