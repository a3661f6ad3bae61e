import { sql } from 'kysely';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';
import type { SessionUser } from './session.ts';

/**
 * The users of these session tokens whose sessions exist and have not expired, by token: what
 * better-auth's session check reads, for a batch of requests in one statement (the tables are
 * ours, migration 0004).
 */
export async function findSessionUsers(db: Db, tokens: readonly string[]): Promise<Map<string, SessionUser>> {
  if (tokens.length === 0) return new Map();
  const { rows } = await sql<{
    token: string;
    id: string;
    name: string;
    email: string;
    is_anonymous: boolean | null;
    email_verified: boolean;
  }>`
    select s.token, u.id, u.name, u.email, u.is_anonymous, u.email_verified
    from auth_sessions s join auth_users u on u.id = s.user_id
    where s.token in (select value from json_array_elements_text(${json(tokens)}::json)) and s.expires_at > now()
  `.execute(db);
  return new Map(
    rows.map((row) => [
      row.token,
      {
        id: row.id,
        name: row.name,
        email: row.email,
        isAnonymous: row.is_anonymous === true,
        emailVerified: row.email_verified,
      },
    ]),
  );
}
