import { type Kysely, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/test-app.ts';
import { backend } from '../../../test/test-database.ts';
import { readVisitorState } from '../../features/progress/interactions.repository.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../tables/index.ts';
import { migrations } from './index.ts';

const t = setupTestApp({ empty: true });
const BOOT = { timeout: 90_000 };

/** Interactions as any writer inserts them (the recorder, the legacy import, the demo's events). */
async function insertInteractions(
  db: Kysely<Database>,
  rows: Array<[id: string, user: string, point: string, at: string]>,
) {
  await db
    .insertInto('interactions')
    .values(
      rows.map(([id, userId, pointId, at]) => ({
        id,
        type: 'intPointDialog',
        guide_id: 'g1',
        point_id: pointId,
        user_id: userId,
        created_at: new Date(at),
      })),
    )
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

const visitedOf = async (userId: string) =>
  (await readVisitorState(t.db, userId)).visited.map((entry) => entry.pointId);

describe(`the points each visitor has visited (migration 0028) on ${backend}`, () => {
  it('are filled from the interactions stored before it, first interaction first', BOOT, async () => {
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo('0027_analytics_drain_guide_places');
    expect(error).toBeUndefined();
    await insertInteractions(t.db, [
      ['i1', 'ana', 'p2', '2026-01-01T10:00:00Z'],
      ['i2', 'ana', 'p1', '2026-01-01T10:05:00Z'],
      ['i3', 'ana', 'p2', '2026-01-01T09:00:00Z'],
      ['i4', 'bia', 'p3', '2026-01-02T10:00:00Z'],
    ]);
    await migrateToLatest(t.db);
    const rows = await sql<{ user_id: string; point_id: string; first_at: Date }>`
      select user_id, point_id, first_at from visited_points order by user_id, first_at`.execute(t.db);
    expect(rows.rows.map((row) => [row.user_id, row.point_id, row.first_at.toISOString()])).toEqual([
      ['ana', 'p2', '2026-01-01T09:00:00.000Z'],
      ['ana', 'p1', '2026-01-01T10:05:00.000Z'],
      ['bia', 'p3', '2026-01-02T10:00:00.000Z'],
    ]);
    expect(await visitedOf('ana')).toEqual(['p2', 'p1']);
  });

  it('follow every insert afterwards, one row per visitor and point, whatever the writer', BOOT, async () => {
    await insertInteractions(t.db, [
      ['i5', 'ana', 'p3', '2026-01-03T10:00:00Z'],
      ['i6', 'ana', 'p1', '2026-01-03T11:00:00Z'],
      ['i7', 'caio', 'p1', '2026-01-03T12:00:00Z'],
      ['i8', 'caio', 'p1', '2026-01-03T11:30:00Z'],
      // An id stored already: the import's second run inserts nothing.
      ['i4', 'bia', 'p9', '2026-01-03T10:00:00Z'],
    ]);
    expect(await visitedOf('ana')).toEqual(['p2', 'p1', 'p3']);
    expect(await visitedOf('bia')).toEqual(['p3']);
    expect(await visitedOf('caio')).toEqual(['p1']);
    const caio = await sql<{ first_at: Date }>`select first_at from visited_points where user_id = 'caio'`.execute(
      t.db,
    );
    expect(caio.rows.map((row) => row.first_at.toISOString())).toEqual(['2026-01-03T11:30:00.000Z']);
  });
});
