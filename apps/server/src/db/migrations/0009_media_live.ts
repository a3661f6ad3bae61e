import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The media library (features/media-library): one row per uploaded file of a guide, with the web
 * copies made of images. And live updates (features/live): triggers on every table a visitor's
 * guide page shows call pg_notify('guide_changed', <guide id>) after a write, whichever code made
 * it (panel, seed, psql), so open pages reload across all server processes (LISTEN/NOTIFY).
 */
const statements = [
  `create table media_files (
    id text primary key,
    guide_id text not null references guides (id) on delete cascade,
    kind text not null,
    name text not null,
    mime_type text not null,
    size integer not null,
    storage_key text not null,
    file_url text not null,
    width integer,
    height integer,
    variants jsonb not null default '[]',
    uploaded_by text,
    created_at timestamptz not null default now()
  )`,
  'create index media_files_guide_id_idx on media_files (guide_id, created_at desc)',

  `create function percurso_notify_guide() returns trigger language plpgsql as $$
  begin
    perform pg_notify('guide_changed', case when tg_op = 'DELETE' then old.id else new.id end);
    return null;
  end $$`,
  // Rows that belong to a guide (journeys, points, maps): their guide_id, old and new.
  `create function percurso_notify_guide_row() returns trigger language plpgsql as $$
  begin
    if tg_op <> 'INSERT' then
      perform pg_notify('guide_changed', old.guide_id);
    end if;
    if tg_op <> 'DELETE' then
      perform pg_notify('guide_changed', new.guide_id);
    end if;
    return null;
  end $$`,
  // Sponsors and social networks are shared: every guide listing the row is told.
  `create function percurso_notify_guides_listing() returns trigger language plpgsql as $$
  declare
    changed_id text := case when tg_op = 'DELETE' then old.id else new.id end;
    listing record;
  begin
    for listing in
      select id from guides
      where (tg_table_name = 'sponsors' and changed_id = any (sponsor_ids))
         or (tg_table_name = 'social_networks' and changed_id = any (social_net_ids))
    loop
      perform pg_notify('guide_changed', listing.id);
    end loop;
    return null;
  end $$`,
  `create trigger guides_notify_guide after insert or update or delete on guides
   for each row execute function percurso_notify_guide()`,
  ...['journeys', 'points', 'guide_maps'].map(
    (table) =>
      `create trigger ${table}_notify_guide after insert or update or delete on ${table}
       for each row execute function percurso_notify_guide_row()`,
  ),
  ...['sponsors', 'social_networks'].map(
    (table) =>
      `create trigger ${table}_notify_guides after insert or update or delete on ${table}
       for each row execute function percurso_notify_guides_listing()`,
  ),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
