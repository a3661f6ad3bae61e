import { guideBundle } from '@percurso/shared';
import { type Kysely, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { registerVisitor } from '../../test/accounts.ts';
import { buildGuide, buildJourney, buildPoint } from '../../test/factories.ts';
import { progressOf, record, recorded } from '../../test/interactions.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { backend } from '../../test/test-database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

/**
 * Zero-downtime upgrades (docs/self-hosting.md, "Upgrades"): while the next release migrates the
 * database, this release keeps serving it, and a process of this release that restarts then
 * (a crash, a rolling restart, a rollback) starts on it. The next release's migration is stood in
 * for by an additive one, as the rule (migrations/compatible-migrations.test.ts) allows: columns
 * on the tables a visit reads and writes (nullable, or mandatory with a default), a table, an index.
 */
const NEXT_RELEASE = '9999_next_release_fixture';

async function applyNextRelease(db: Kysely<unknown>) {
  const next = {
    async up(db: Kysely<unknown>) {
      await sql`alter table guides add column next_release_note text`.execute(db);
      await sql`alter table points add column next_release_rank integer not null default 0`.execute(db);
      await sql`alter table journeys add column next_release_colour text not null default 'blue'`.execute(db);
      await sql`alter table interactions add column next_release_device text`.execute(db);
      await sql`alter table visited_points add column next_release_seconds integer`.execute(db);
      await sql`alter table auth_users add column next_release_locale text`.execute(db);
      await sql`alter table auth_sessions add column next_release_device text`.execute(db);
      await sql`create table next_release_notes (id text primary key, body text not null)`.execute(db);
      await sql`create index next_release_points_rank on points (next_release_rank)`.execute(db);
    },
  };
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...migrations, [NEXT_RELEASE]: next }) },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

const t = setupTestApp();

describe(`this release on a database the next release migrated (${backend})`, () => {
  it('restarts on it, serves the guide and records a visitor’s progress', async () => {
    const guide = await buildGuide();
    const journey = await buildJourney({ guideId: guide.id });
    const point = await buildPoint({ guideId: guide.id, journeyIds: [journey.id] });
    const visitor = await registerVisitor(() => t.app);

    await applyNextRelease(t.db as unknown as Kysely<unknown>);

    // A restart of this release: its migrations find a newer one recorded and leave the schema be.
    const newer: string[] = [];
    expect(await migrateToLatest(t.db, { onNewer: (names) => newer.push(...names) })).toEqual([]);
    expect(newer).toEqual([NEXT_RELEASE]);

    const read = await t.app.request(`/api/guides/${guide.id}`);
    expect(read.status).toBe(200);
    const body = await read.text();
    expect(body).not.toMatch(/next_?release/i);
    const bundle = guideBundle.parse(JSON.parse(body));
    expect(bundle.points.map((p) => p.id)).toEqual([point.id]);

    const unlocked = await recorded(await record(visitor.agent, { pointId: point.id }));
    expect(unlocked.progress.unlockedPointIds).toEqual([point.id]);
    expect((await progressOf(visitor.agent)).unlockedPointIds).toEqual([point.id]);
  });
});
