import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Issue 13. Road-map administrators (admin_panel_access of type roadMap) are matched by user id
 * (an e-mail may change); a road map's administrators go with it. Accesses: the ways into a
 * guide's venue that managers record (docs/product-decisions.md, "Accesses").
 */
const statements = [
  'alter table admin_panel_access add column user_id text',
  `create unique index admin_panel_access_road_map_user_idx on admin_panel_access (road_map_id, user_id)
    where type = 'roadMap'`,
  'create index admin_panel_access_user_id_idx on admin_panel_access (user_id)',
  `create table venue_accesses (
    id text primary key,
    guide_id text not null references guides (id) on delete cascade,
    name jsonb not null,
    type text not null,
    description jsonb not null default '{}',
    latitude double precision not null,
    longitude double precision not null,
    address jsonb not null,
    image text not null,
    map_ids text[] not null default '{}',
    enabled boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index venue_accesses_guide_idx on venue_accesses (guide_id, created_at)',
  'create index road_map_executions_user_road_map_idx on road_map_executions (user_id, road_map_id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
