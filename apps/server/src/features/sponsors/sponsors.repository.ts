import type { Sponsor } from '@percurso/shared';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/row-mapping.ts';
import type { SponsorsTable } from '../../db/tables/index.ts';

function toSponsor(row: Selectable<SponsorsTable>): Sponsor {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    image: row.image,
    enabled: row.enabled,
    createdAt: toIso(row.created_at),
  };
}

function toSponsorRow(sponsor: Sponsor): Insertable<SponsorsTable> {
  return {
    id: sponsor.id,
    name: sponsor.name,
    url: sponsor.url,
    image: sponsor.image,
    enabled: sponsor.enabled,
    created_at: sponsor.createdAt,
  };
}

/** Inserts the sponsor, or replaces the one with the same id. */
export async function saveSponsor(db: Db, sponsor: Sponsor): Promise<void> {
  const { id: _id, created_at: _createdAt, ...changes } = toSponsorRow(sponsor);
  await db
    .insertInto('sponsors')
    .values(toSponsorRow(sponsor))
    .onConflict((conflict) => conflict.column('id').doUpdateSet(changes))
    .execute();
}

/** Enabled sponsors; with `ids`, only those (in no particular order). */
export async function listEnabledSponsors(db: Db, ids?: readonly string[]): Promise<Sponsor[]> {
  if (ids?.length === 0) return [];
  let query = db.selectFrom('sponsors').selectAll().where('enabled', '=', true);
  if (ids) query = query.where('id', 'in', [...ids]);
  const rows = await query.orderBy('name').orderBy('id').execute();
  return rows.map(toSponsor);
}

/** These sponsors, disabled ones too (the panel), in no particular order. */
export async function listSponsorsByIds(db: Db, ids: readonly string[]): Promise<Sponsor[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('sponsors')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toSponsor);
}
