import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/** Visitors, their progress, ratings, panel access, rewards and emblems. */
function rewardTable(table: 'rewards' | 'instant_rewards'): string[] {
  return [
    `create table ${table} (
      id text primary key,
      name jsonb not null,
      description jsonb not null default '{}',
      guide_id text not null,
      guide_name text,
      journey_id text,
      journey_name text,
      journey_rate double precision not null default 0,
      instant_reward_rate double precision not null default 100,
      point_ids_selected text[] not null default '{}',
      select_point_model boolean not null default false,
      point_id text,
      winner jsonb,
      type text,
      journey_model boolean not null default false,
      point_model boolean not null default false,
      points_to_win integer not null default 1,
      amount integer not null default 0,
      enabled boolean not null default true,
      start_date date,
      final_date date,
      created_at timestamptz not null default now()
    )`,
    `create index ${table}_guide_id_idx on ${table} (guide_id)`,
    `create index ${table}_final_date_idx on ${table} (final_date)`,
  ];
}

const snapshotColumns = `
    user_id text not null,
    user_name text,
    user_gender text,
    user_city text,
    user_birth_date date`;

const statements = [
  `create table user_profiles (
    id text primary key,
    name text not null,
    email text,
    phone text,
    phone_inverted text,
    phone_auth_id text,
    image jsonb,
    gender text,
    cep text,
    country text,
    state text,
    city text,
    birth_date date,
    roles text[] not null default '{Comum}',
    itineraries jsonb not null default '[]',
    places_visited jsonb not null default '[]',
    experience_level integer not null default 1,
    idiom text not null default 'Português',
    tutorial text[] not null default '{}',
    registration_id_by_email text,
    registration_id_by_phone text,
    registration_id_by_google text,
    registration_id_by_facebook text,
    last_point_unlocked text,
    terms_and_policy_check boolean not null default false,
    enabled boolean not null default true,
    registry text,
    department text,
    branch text,
    total_earned_points integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index user_profiles_email_idx on user_profiles (lower(email))',
  'create index user_profiles_phone_inverted_idx on user_profiles (phone_inverted)',
  'create index user_profiles_registry_idx on user_profiles (registry)',

  `create table fav_journeys (
    id text primary key,
    user_id text not null,
    guide_id text not null,
    name jsonb not null,
    point_ids text[] not null default '{}',
    created_at timestamptz not null default now()
  )`,
  'create index fav_journeys_user_id_idx on fav_journeys (user_id)',

  `create table completed_journeys (
    id text primary key,
    journey_id text not null,
    journey_name jsonb,
    guide_id text,
    user_email text,${snapshotColumns},
    created_at timestamptz not null default now()
  )`,
  'create index completed_journeys_user_id_idx on completed_journeys (user_id)',
  'create index completed_journeys_journey_idx on completed_journeys (journey_id, created_at)',

  `create table ratings (
    id text primary key,
    type text not null,
    target_id text,
    target_name jsonb,
    guide_id text,
    journey_id text,
    user_id text not null,
    user_name text,
    user_image text,
    rate integer not null,
    created_at timestamptz not null default now()
  )`,
  'create index ratings_guide_idx on ratings (guide_id, created_at)',
  'create index ratings_target_idx on ratings (target_id)',
  'create index ratings_user_id_idx on ratings (user_id)',

  `create table panel_access (
    user_id text primary key,
    created_at timestamptz not null default now()
  )`,

  `create table admin_panel_access (
    id text primary key,
    guide_id text,
    road_map_id text,
    user_name text,
    user_email text not null,
    type text not null,
    created_at timestamptz not null default now()
  )`,
  'create index admin_panel_access_email_idx on admin_panel_access (lower(user_email))',
  'create index admin_panel_access_guide_id_idx on admin_panel_access (guide_id)',

  ...rewardTable('rewards'),
  ...rewardTable('instant_rewards'),

  `create table emblems (
    id text primary key,
    name jsonb not null,
    guide_id text not null,
    journey_id text,
    journey_progress integer not null default 0,
    image text,
    enabled boolean not null default true,
    created_at timestamptz not null default now()
  )`,
  'create index emblems_guide_id_idx on emblems (guide_id)',

  `create table sorted_rewards (
    id text primary key,
    reward_id text,
    guide_id text,
    entries jsonb not null default '[]',
    created_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
