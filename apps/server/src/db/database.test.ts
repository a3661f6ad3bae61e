import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildGuide } from '../../test/factories.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { backend } from '../../test/test-database.ts';
import { json } from './column-types.ts';

const t = setupTestApp();

const sponsorRow = (id: string) => ({ id, name: id, url: 'https://example.org', image: '/media/x.png' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`database access on ${backend}`, () => {
  it('commits both of two concurrent transactions with all their rows', async () => {
    // Each transaction yields between its writes, which is where a shared session would interleave.
    const write = (prefix: string) =>
      t.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 5; i++) {
          await trx
            .insertInto('sponsors')
            .values(sponsorRow(`${prefix}-${i}`))
            .execute();
          await sleep(2);
        }
      });
    await Promise.all([write('tx-a'), write('tx-b')]);
    const rows = await t.db.selectFrom('sponsors').select('id').where('id', 'like', 'tx-%').execute();
    expect(rows.map((row) => row.id).sort()).toEqual([
      ...['tx-a-0', 'tx-a-1', 'tx-a-2', 'tx-a-3', 'tx-a-4'],
      ...['tx-b-0', 'tx-b-1', 'tx-b-2', 'tx-b-3', 'tx-b-4'],
    ]);
  });

  it('never shows a transaction the uncommitted rows of another', async () => {
    let seenByReader: unknown = 'not read';
    const reader = t.db.transaction().execute(async (trx) => {
      await sleep(10);
      seenByReader = await trx.selectFrom('sponsors').select('id').where('id', '=', 'uncommitted').executeTakeFirst();
    });
    const writer = t.db.transaction().execute(async (trx) => {
      await trx.insertInto('sponsors').values(sponsorRow('uncommitted')).execute();
      await sleep(30);
    });
    await Promise.all([reader, writer]);
    expect(seenByReader).toBeUndefined();
  });

  it('keeps a failing transaction from undoing a concurrent one', async () => {
    const failing = t.db.transaction().execute(async (trx) => {
      await trx.insertInto('sponsors').values(sponsorRow('fail-1')).execute();
      await sleep(5);
      throw new Error('boom');
    });
    const succeeding = t.db.transaction().execute(async (trx) => {
      await trx.insertInto('sponsors').values(sponsorRow('ok-1')).execute();
    });
    await expect(failing).rejects.toThrow('boom');
    await succeeding;
    const ids = await t.db.selectFrom('sponsors').select('id').where('id', 'in', ['fail-1', 'ok-1']).execute();
    expect(ids.map((row) => row.id)).toEqual(['ok-1']);
  });

  it('leaves nothing behind after a rolled-back transaction', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.insertInto('sponsors').values(sponsorRow('rolled-back')).execute();
        throw new Error('cancel');
      }),
    ).rejects.toThrow('cancel');
    const row = await t.db.selectFrom('sponsors').selectAll().where('id', '=', 'rolled-back').executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('reports how many rows an insert, update and delete touched', async () => {
    const inserted = await t.db
      .insertInto('sponsors')
      .values([sponsorRow('count-1'), sponsorRow('count-2'), sponsorRow('count-3')])
      .executeTakeFirstOrThrow();
    expect(inserted.numInsertedOrUpdatedRows).toBe(3n);
    const updated = await t.db
      .updateTable('sponsors')
      .set({ enabled: false })
      .where('id', 'like', 'count-%')
      .executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(3n);
    const deleted = await t.db.deleteFrom('sponsors').where('id', '=', 'count-1').executeTakeFirstOrThrow();
    expect(deleted.numDeletedRows).toBe(1n);
    const none = await t.db.deleteFrom('sponsors').where('id', '=', 'missing').executeTakeFirstOrThrow();
    expect(none.numDeletedRows).toBe(0n);
    const raw = await sql`update sponsors set enabled = true where id like 'count-%'`.execute(t.db);
    expect(raw.numAffectedRows).toBe(2n);
    const read = await sql`select 1`.execute(t.db);
    expect(read.numAffectedRows).toBeUndefined();
  });

  it('reads count(*) as a number and dates as YYYY-MM-DD text on both backends', async () => {
    const { count } = await t.db
      .selectFrom('sponsors')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(typeof count).toBe('number');
    const { rows } = await sql<{ day: string }>`select date '2024-02-29' as day`.execute(t.db);
    expect(rows).toEqual([{ day: '2024-02-29' }]);
  });

  it('stores JSON arrays and text arrays as they were given', async () => {
    const guide = await buildGuide({ topics: ['história', 'café'], frontImages: [] });
    await t.db
      .updateTable('guides')
      .set({ managers: json([{ id: 'u1', email: 'a@b.c', name: 'Ana', roles: ['Administração'] }]) })
      .where('id', '=', guide.id)
      .execute();
    const row = await t.db
      .selectFrom('guides')
      .select(['topics', 'front_images', 'managers'])
      .where('id', '=', guide.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      topics: ['história', 'café'],
      front_images: [],
      managers: [{ id: 'u1', email: 'a@b.c', name: 'Ana', roles: ['Administração'] }],
    });
  });

  it('runs many interleaved transactions and queries without losing a write', async () => {
    const jobs = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? t.db.transaction().execute(async (trx) => {
            await trx
              .insertInto('sponsors')
              .values(sponsorRow(`many-${i}`))
              .execute();
            await sleep(1);
            await trx
              .updateTable('sponsors')
              .set({ name: `done-${i}` })
              .where('id', '=', `many-${i}`)
              .execute();
          })
        : t.db
            .insertInto('sponsors')
            .values(sponsorRow(`many-${i}`))
            .execute(),
    );
    await Promise.all(jobs);
    const rows = await t.db.selectFrom('sponsors').select(['id', 'name']).where('id', 'like', 'many-%').execute();
    expect(rows).toHaveLength(20);
    expect(rows.filter((row) => row.name.startsWith('done-'))).toHaveLength(10);
  });
});
