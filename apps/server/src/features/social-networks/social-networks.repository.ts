import type { SocialNetwork } from '@percurso/shared';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { optional, toIso } from '../../db/row-mapping.ts';
import type { SocialNetworksTable } from '../../db/tables/index.ts';

function toSocialNetwork(row: Selectable<SocialNetworksTable>): SocialNetwork {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    image: row.image,
    suffix: optional(row.suffix),
    enabled: row.enabled,
    createdAt: toIso(row.created_at),
  };
}

function toSocialNetworkRow(socialNetwork: SocialNetwork): Insertable<SocialNetworksTable> {
  return {
    id: socialNetwork.id,
    name: socialNetwork.name,
    url: socialNetwork.url,
    image: socialNetwork.image,
    suffix: socialNetwork.suffix ?? null,
    enabled: socialNetwork.enabled,
    created_at: socialNetwork.createdAt,
  };
}

/** Inserts the social network, or replaces the one with the same id. */
export async function saveSocialNetwork(db: Db, socialNetwork: SocialNetwork): Promise<void> {
  const { id: _id, created_at: _createdAt, ...changes } = toSocialNetworkRow(socialNetwork);
  await db
    .insertInto('social_networks')
    .values(toSocialNetworkRow(socialNetwork))
    .onConflict((conflict) => conflict.column('id').doUpdateSet(changes))
    .execute();
}

/** Enabled social networks; with `ids`, only those (in no particular order). */
export async function listEnabledSocialNetworks(db: Db, ids?: readonly string[]): Promise<SocialNetwork[]> {
  if (ids?.length === 0) return [];
  let query = db.selectFrom('social_networks').selectAll().where('enabled', '=', true);
  if (ids) query = query.where('id', 'in', [...ids]);
  const rows = await query.orderBy('name').orderBy('id').execute();
  return rows.map(toSocialNetwork);
}

/** These social networks, disabled ones too (the panel), in no particular order. */
export async function listSocialNetworksByIds(db: Db, ids: readonly string[]): Promise<SocialNetwork[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('social_networks')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toSocialNetwork);
}
