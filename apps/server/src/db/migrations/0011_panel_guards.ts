import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Guards the panel's checks in the database, so two requests at the same moment cannot get past
 * them together:
 *
 * - Guide names are unique across guides in any language (name-matching rule: accents, case and
 *   punctuation ignored). `guides.name_keys` holds a guide's normalised names; the trigger copies
 *   them into `guide_name_keys`, whose primary key refuses a key another guide holds, so the
 *   slower of two racing creations fails (the service answers it 'existing-name'). Guides that
 *   already share a key keep their names (saving them again is fine; only a name a save adds is
 *   checked); the oldest one holds the key.
 * - `journeys.ia_model_keys`: the storage keys of a Teachable Machine model uploaded through the
 *   panel (features/teachable-models), so replacing or removing it deletes its files. Null for a
 *   model given by URL.
 */
const statements = [
  `create table guide_name_keys (
    key text primary key,
    guide_id text not null references guides (id) on delete cascade
  )`,
  'create index guide_name_keys_guide_idx on guide_name_keys (guide_id)',
  `insert into guide_name_keys (key, guide_id)
    select distinct on (name_key) name_key, id
      from (select unnest(name_keys) as name_key, id, created_at from guides) named
     order by name_key, created_at, id`,
  // Only names a save adds are refused: keys the guide already had (an older guide may hold one
  // it shared before this guard) are kept as they are, or taken when free.
  `create function percurso_guide_name_keys() returns trigger language plpgsql as $$
  declare
    kept text[] := '{}';
  begin
    if tg_op = 'UPDATE' then
      if old.name_keys is not distinct from new.name_keys then
        return new;
      end if;
      kept := coalesce(old.name_keys, '{}');
    end if;
    delete from guide_name_keys where guide_id = new.id and not (key = any (new.name_keys));
    insert into guide_name_keys (key, guide_id)
      select distinct name_key, new.id from unnest(new.name_keys) as name_key
      where name_key = any (kept)
      on conflict (key) do nothing;
    insert into guide_name_keys (key, guide_id)
      select distinct name_key, new.id from unnest(new.name_keys) as name_key
      where not (name_key = any (kept))
        and not exists (select 1 from guide_name_keys held where held.key = name_key and held.guide_id = new.id);
    return new;
  end $$`,
  `create trigger guides_name_keys after insert or update of name_keys on guides
    for each row execute function percurso_guide_name_keys()`,
  'alter table journeys add column ia_model_keys jsonb',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
