import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The app properties are read by every visitor's first screen and served from memory
 * (features/app-properties/app-properties-cache.ts). Like the guides' tables (migration 0009), a
 * write to them, whichever code made it, notifies every server process on guide_changed, with the
 * payload 'app-properties' (a name no guide id takes), so each process drops its copy.
 */
const statements = [
  `create function percurso_notify_app_properties() returns trigger language plpgsql as $$
  begin
    perform pg_notify('guide_changed', 'app-properties');
    return null;
  end $$`,
  `create trigger app_properties_notify after insert or update or delete on app_properties
   for each statement execute function percurso_notify_app_properties()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
