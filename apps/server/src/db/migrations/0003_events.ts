import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Append-only usage events. Dashboards read them by (guide_id, created_at) ranges, so that is
 * the index every table gets; the visitor snapshot columns make joins unnecessary.
 */
// Repeated from 0002 on purpose: a migration must not change when another file does.
const snapshotColumns = `
    user_id text not null,
    user_name text,
    user_gender text,
    user_city text,
    user_birth_date date`;

const statements = [
  `create table interactions (
    id text primary key,
    type text not null,
    tracker text,
    guide_id text not null,
    guide_name text,
    journey_id text,
    point_id text not null,
    point_name text,${snapshotColumns},
    created_at timestamptz not null default now()
  )`,
  'create index interactions_user_id_idx on interactions (user_id)',
  'create index interactions_guide_idx on interactions (guide_id, created_at)',
  'create index interactions_point_id_idx on interactions (point_id)',

  `create table accesses (
    id text primary key,
    feature text not null,
    guide_id text,
    guide_name text,
    road_map_id text,
    collection text,
    point_id text,
    point_name text,
    item text,
    user_id text,
    user_name text,
    user_gender text,
    user_city text,
    user_birth_date date,
    created_at timestamptz not null default now()
  )`,
  'create index accesses_guide_idx on accesses (guide_id, created_at)',
  'create index accesses_road_map_idx on accesses (road_map_id, created_at)',

  `create table point_clicks (
    id text primary key,
    guide_id text not null,
    guide_name text,
    point_id text not null,
    point_name text,${snapshotColumns},
    created_at timestamptz not null default now()
  )`,
  'create index point_clicks_guide_idx on point_clicks (guide_id, created_at)',

  `create table point_accesses (
    id text primary key,
    guide_id text not null,
    guide_name text,
    point_id text not null,
    point_name text,${snapshotColumns},
    created_at timestamptz not null default now()
  )`,
  'create index point_accesses_guide_idx on point_accesses (guide_id, created_at)',

  `create table road_map_executions (
    id text primary key,
    type text,
    tracker text,
    road_map_id text not null,
    guide_id text,
    guide_name text,${snapshotColumns},
    created_at timestamptz not null default now()
  )`,
  'create index road_map_executions_user_id_idx on road_map_executions (user_id)',
  'create index road_map_executions_road_map_idx on road_map_executions (road_map_id, created_at)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
