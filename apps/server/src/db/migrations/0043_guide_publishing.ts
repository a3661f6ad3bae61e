import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Drafts and publishing (issue 29, features/publishing). The content tables become the draft the
 * panel edits; visitors read the published snapshot:
 * - `guide_publications`: every publish of a guide, numbered per guide (a version): the visitor's
 *   read as it was published (`content`: the bundle and every point's full content), the whole
 *   guide document as the panel held it (`document`, docs/guide-archive.md: what a restore
 *   writes back, without the QR secret), who (a user
 *   id, its name read from the account, so an erased account leaves no name here), when and a
 *   note. The newest is what visitors see.
 * - `guide_live`: the published pointer, one row per published guide: its version, its name keys
 *   (so `/{guideName}` links follow the published name, not a draft's) and its point ids.
 * - `guide_publish_schedules`: one pending publish per guide at an instant; the process that
 *   deletes the row (FOR UPDATE SKIP LOCKED) publishes in the same transaction, so a publish fires
 *   exactly once whatever the number of processes.
 * Every guide that exists gets a schedule due now: the first process to start publishes its
 *   content as version 1, so visitors see no change from the upgrade (and a guide off air comes
 *   back on air as it is, as before).
 * Visitors' caches and open pages listen on their own channel, `guide_published`: a draft edit
 * (channel guide_changed) no longer empties them; a publish, a guide switched on or off air, or a
 * guide deleted does.
 */
const statements = [
  `create table guide_publications (
    guide_id text not null references guides (id) on delete cascade,
    version integer not null,
    content jsonb not null,
    document jsonb not null,
    note text not null default '',
    published_by text,
    published_at timestamptz not null default now(),
    primary key (guide_id, version)
  )`,
  `create table guide_live (
    guide_id text primary key references guides (id) on delete cascade,
    version integer not null,
    name_key text not null,
    name_keys text[] not null default '{}',
    point_ids text[] not null default '{}',
    summary jsonb not null
  )`,
  'create index guide_live_name_key_idx on guide_live (name_key)',
  `create table guide_publish_schedules (
    guide_id text primary key references guides (id) on delete cascade,
    publish_at timestamptz not null,
    time_zone text not null,
    note text not null default '',
    created_by text,
    created_at timestamptz not null default now()
  )`,
  'create index guide_publish_schedules_due_idx on guide_publish_schedules (publish_at)',
  `insert into guide_publish_schedules (guide_id, publish_at, time_zone, note)
   select id, now(), 'America/Sao_Paulo', '' from guides`,

  `create function percurso_notify_guide_published() returns trigger language plpgsql as $$
  begin
    perform pg_notify('guide_published', case when tg_op = 'DELETE' then old.guide_id else new.guide_id end);
    return null;
  end $$`,
  `create trigger guide_live_notify after insert or update or delete on guide_live
   for each row execute function percurso_notify_guide_published()`,
  `create function percurso_notify_guide_on_air() returns trigger language plpgsql as $$
  begin
    perform pg_notify('guide_published', new.id);
    return null;
  end $$`,
  // A deleted guide's guide_live row goes with it (cascade), which notifies.
  `create trigger guides_notify_on_air after update of enabled on guides
   for each row when (old.enabled is distinct from new.enabled)
   execute function percurso_notify_guide_on_air()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
