import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * better-auth's tables (users, sessions, accounts with password hashes, verification tokens),
 * with the anonymous plugin's flag. Written out here rather than created by better-auth on boot
 * so that one forward-only migrator owns the schema; auth-schema.test.ts fails when better-auth's
 * expectations drift from it (see docs/decisions/0005-auth.md).
 */
const statements = [
  `create table auth_users (
    id text primary key,
    name text not null,
    email text not null unique,
    email_verified boolean not null,
    image text,
    is_anonymous boolean default false,
    created_at timestamptz not null default current_timestamp,
    updated_at timestamptz not null default current_timestamp
  )`,
  `create table auth_sessions (
    id text primary key,
    expires_at timestamptz not null,
    token text not null unique,
    created_at timestamptz not null default current_timestamp,
    updated_at timestamptz not null,
    ip_address text,
    user_agent text,
    user_id text not null references auth_users (id) on delete cascade
  )`,
  'create index auth_sessions_user_id_idx on auth_sessions (user_id)',
  `create table auth_accounts (
    id text primary key,
    account_id text not null,
    provider_id text not null,
    user_id text not null references auth_users (id) on delete cascade,
    access_token text,
    refresh_token text,
    id_token text,
    access_token_expires_at timestamptz,
    refresh_token_expires_at timestamptz,
    scope text,
    password text,
    created_at timestamptz not null default current_timestamp,
    updated_at timestamptz not null
  )`,
  'create index auth_accounts_user_id_idx on auth_accounts (user_id)',
  `create table auth_verifications (
    id text primary key,
    identifier text not null,
    value text not null,
    expires_at timestamptz not null,
    created_at timestamptz not null default current_timestamp,
    updated_at timestamptz not null default current_timestamp
  )`,
  'create index auth_verifications_identifier_idx on auth_verifications (identifier)',
  // A profile lives exactly as long as its account: deleting the auth user removes it.
  `alter table user_profiles add constraint user_profiles_auth_user_fk
    foreign key (id) references auth_users (id) on delete cascade`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
