import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Venue content. Ids are opaque text (imported ids and printed QR codes keep working);
 * multilingual texts are LocalizedText JSONB; ordered relations are text[] of ids.
 */
const statements = [
  `create table guides (
    id text primary key,
    name jsonb not null,
    name_key text not null,
    name_keys text[] not null default '{}',
    description jsonb not null default '{}',
    type text not null default 'Público',
    enabled boolean not null default false,
    image text,
    banner_url text,
    front_images text[] not null default '{}',
    bar_logo text,
    tool_bar_logo text,
    fav_icon text,
    theme jsonb not null default '{}',
    address jsonb,
    latitude double precision,
    longitude double precision,
    topics text[] not null default '{}',
    intro_message jsonb not null default '{}',
    intro_audio jsonb not null default '{}',
    sign_language_video text,
    about_guide jsonb,
    tutorial_image text,
    tool_tip_link jsonb,
    hide_tutorial_name boolean not null default false,
    visit_3d_url text,
    gamification boolean not null default false,
    main_guide_link text,
    initial_point_id text,
    journey_order text[] not null default '{}',
    sponsor_ids text[] not null default '{}',
    social_net_ids text[] not null default '{}',
    road_map_id text,
    managers jsonb not null default '[]',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index guides_enabled_idx on guides (enabled)',
  'create index guides_name_key_idx on guides (name_key)',
  'create index guides_name_keys_idx on guides using gin (name_keys)',
  'create index guides_road_map_id_idx on guides (road_map_id)',

  `create table guide_maps (
    id text primary key,
    guide_id text not null references guides (id) on delete cascade,
    name jsonb not null default '{}',
    type text not null,
    file_url text,
    width integer,
    height integer,
    center_latitude double precision,
    center_longitude double precision,
    zoom double precision,
    position integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  'create index guide_maps_guide_id_idx on guide_maps (guide_id, position)',

  `create table journeys (
    id text primary key,
    guide_id text not null references guides (id) on delete cascade,
    name jsonb not null,
    description jsonb not null default '{}',
    point_order text[] not null default '{}',
    enabled boolean not null default true,
    background_color text,
    ia_model jsonb,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index journeys_guide_id_idx on journeys (guide_id)',

  `create table points (
    id text primary key,
    guide_id text not null references guides (id) on delete cascade,
    journey_ids text[] not null default '{}',
    name jsonb not null,
    description jsonb not null default '{}',
    content jsonb not null default '{}',
    content_preview jsonb not null default '{}',
    map_id text,
    map_icon text,
    map_icon_size integer not null default 70,
    x double precision,
    y double precision,
    front_image text,
    medias jsonb not null default '[]',
    sections jsonb not null default '[]',
    audio jsonb not null default '{}',
    sign_language_video text,
    geolocation boolean not null default false,
    latitude double precision,
    longitude double precision,
    object_detection boolean not null default false,
    object_label text,
    journey_required boolean not null default false,
    qr_required boolean not null default false,
    qr_nested boolean not null default false,
    qr_validation boolean not null default false,
    immersive jsonb not null default '{}',
    keywords text[] not null default '{}',
    tags text[] not null default '{}',
    questionnaire jsonb,
    enabled boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index points_guide_id_idx on points (guide_id)',
  'create index points_journey_ids_idx on points using gin (journey_ids)',

  `create table sponsors (
    id text primary key,
    name text not null,
    url text not null,
    image text not null,
    enabled boolean not null default true,
    created_at timestamptz not null default now()
  )`,
  'create index sponsors_enabled_idx on sponsors (enabled)',

  `create table social_networks (
    id text primary key,
    name text not null,
    url text not null,
    image text not null,
    suffix text,
    enabled boolean not null default true,
    created_at timestamptz not null default now()
  )`,
  'create index social_networks_enabled_idx on social_networks (enabled)',

  `create table road_maps (
    id text primary key,
    name jsonb not null,
    name_key text not null,
    name_keys text[] not null default '{}',
    description jsonb not null default '{}',
    banner_image text,
    logo_image text,
    guide_ids text[] not null default '{}',
    sponsor_ids text[] not null default '{}',
    social_net_ids text[] not null default '{}',
    enabled boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index road_maps_enabled_idx on road_maps (enabled)',
  'create index road_maps_name_key_idx on road_maps (name_key)',
  'create index road_maps_name_keys_idx on road_maps using gin (name_keys)',

  `create table road_map_vans (
    road_map_id text not null references road_maps (id) on delete cascade,
    position integer not null,
    name text not null,
    guide_ids text[] not null default '{}',
    primary key (road_map_id, position)
  )`,

  `create table app_properties (
    id text primary key default 'app' check (id = 'app'),
    version text not null,
    enabled boolean not null default true,
    on_evaluation boolean not null default false,
    tooltip_title jsonb not null default '{}',
    tooltip_text jsonb not null default '{}',
    tooltip_images text[] not null default '{}',
    urls_prefix text not null default '',
    topics text[] not null default '{}',
    updated_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
