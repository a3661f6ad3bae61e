import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The code a winner shows at the desk (issue 26 item 16): given with the win, checked and marked
 * redeemed once by staff in the panel. Unique per guide, the scope staff type it in. Wins from
 * before get one too (eight hexadecimal digits of a random UUID: no O or I to misread).
 */
const statements = [
  'alter table instant_rewards add column redeem_code text',
  'create unique index instant_rewards_redeem_code on instant_rewards (guide_id, redeem_code) where redeem_code is not null',
  `update instant_rewards set redeem_code = upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))
     where winner is not null and redeem_code is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
