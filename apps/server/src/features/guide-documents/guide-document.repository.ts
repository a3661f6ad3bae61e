import type { GuideDocument, GuideDocumentMedia, GuideDocumentReward } from '@percurso/shared';
import { sql } from 'kysely';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/row-mapping.ts';

/**
 * SQL of the guide document's parts that no other feature reads as a whole: accesses, emblems,
 * reward rules, the media library's rows, unlock settings, managers, and the id checks. Guides,
 * journeys, points, maps and partners are read and written through their own features.
 */

type Doc = GuideDocument;
type RewardTable = 'rewards' | 'instant_rewards';

/** Tables whose ids a document brings; a kept id another guide holds refuses the import. */
export const ID_TABLES = [
  'guides',
  'journeys',
  'points',
  'guide_maps',
  'venue_accesses',
  'emblems',
  'rewards',
  'instant_rewards',
  'media_files',
] as const;
export type IdTable = (typeof ID_TABLES)[number];

/** The rows of `table` among `ids` and the guide each belongs to. */
export async function ownersOfIds(db: Db, table: IdTable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const owner = table === 'guides' ? 'id' : 'guide_id';
  const rows = await db
    .selectFrom(table as 'journeys')
    .select(['id', `${owner} as guide_id` as 'guide_id'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.guide_id]));
}

/** Locks the guide's row for the rest of the transaction; false when there is none. */
export async function lockGuide(db: Db, guideId: string): Promise<boolean> {
  const row = await db.selectFrom('guides').select('id').where('id', '=', guideId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

export async function roadMapExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('road_maps').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Which of these normalised names another guide holds (migration 0011's guide_name_keys). */
export async function takenNameKeys(db: Db, keys: readonly string[], exceptGuideId?: string): Promise<string[]> {
  if (keys.length === 0) return [];
  const except = exceptGuideId ? sql`and guide_id <> ${exceptGuideId}` : sql``;
  const result = await sql<{ key: string }>`select key from guide_name_keys
    where key = any (${sql.val([...keys])}::text[]) ${except}`.execute(db);
  return result.rows.map((row) => row.key);
}

export async function setManagers(db: Db, guideId: string, manager: { id: string; email: string; name: string }) {
  const managers = [{ ...manager, roles: ['Administração'] }];
  await db
    .updateTable('guides')
    .set({ managers: json(managers) })
    .where('id', '=', guideId)
    .execute();
}

export async function findAccount(db: Db, userId: string) {
  return db.selectFrom('auth_users').select(['id', 'email', 'name']).where('id', '=', userId).executeTakeFirst();
}

// ---- accesses ---------------------------------------------------------------------------------

export async function readAccesses(db: Db, guideId: string): Promise<Doc['accesses']> {
  const rows = await db
    .selectFrom('venue_accesses')
    .selectAll()
    .where('guide_id', '=', guideId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    image: row.image,
    mapIds: row.map_ids,
    enabled: row.enabled,
    createdAt: toIso(row.created_at),
  }));
}

export async function writeAccesses(db: Db, guideId: string, accesses: Doc['accesses']): Promise<void> {
  for (const access of accesses) {
    const values = {
      name: json(access.name),
      type: access.type,
      description: json(access.description),
      latitude: access.latitude,
      longitude: access.longitude,
      address: json(access.address),
      image: access.image,
      map_ids: access.mapIds,
      enabled: access.enabled,
      updated_at: new Date(),
    };
    await db
      .insertInto('venue_accesses')
      .values({ id: access.id, guide_id: guideId, created_at: access.createdAt, ...values })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
      .execute();
  }
  await deleteOthers(db, 'venue_accesses', guideId, accesses);
}

// ---- emblems ----------------------------------------------------------------------------------

export async function readEmblems(db: Db, guideId: string): Promise<Doc['emblems']> {
  const rows = await db.selectFrom('emblems').selectAll().where('guide_id', '=', guideId).orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    journeyId: row.journey_id,
    journeyProgress: row.journey_progress,
    image: row.image,
    enabled: row.enabled,
    createdAt: toIso(row.created_at),
  }));
}

/** Earned emblems name the emblem without a foreign key: a visitor's emblem stays whatever the emblem becomes. */
export async function writeEmblems(db: Db, guideId: string, emblems: Doc['emblems']): Promise<void> {
  for (const emblem of emblems) {
    const values = {
      name: json(emblem.name),
      journey_id: emblem.journeyId,
      journey_progress: emblem.journeyProgress,
      image: emblem.image,
      enabled: emblem.enabled,
    };
    await db
      .insertInto('emblems')
      .values({ id: emblem.id, guide_id: guideId, created_at: emblem.createdAt, ...values })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
      .execute();
  }
  await deleteOthers(db, 'emblems', guideId, emblems);
}

// ---- rewards ----------------------------------------------------------------------------------

export async function readRewards(db: Db, table: RewardTable, guideId: string): Promise<GuideDocumentReward[]> {
  const rows = await db
    .selectFrom(table as 'rewards')
    .selectAll()
    .select(sql<number>`amount::float8`.as('amount'))
    .where('guide_id', '=', guideId)
    // An instant reward removed in the draft is not part of it (migration 0053).
    .$if(table === 'instant_rewards', (query) => query.where(sql.ref('removed_in_draft'), '=', false))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    guideName: row.guide_name,
    journeyId: row.journey_id,
    journeyName: row.journey_name,
    journeyRate: row.journey_rate,
    instantRewardRate: row.instant_reward_rate,
    pointIdsSelected: row.point_ids_selected,
    selectPointModel: row.select_point_model,
    pointId: row.point_id,
    type: row.type,
    howToCollect: row.how_to_collect,
    journeyModel: row.journey_model,
    pointModel: row.point_model,
    pointsToWin: row.points_to_win,
    amount: Number(row.amount),
    enabled: row.enabled,
    startDate: row.start_date,
    finalDate: row.final_date,
    createdAt: toIso(row.created_at),
  }));
}

/**
 * Writes the rules of the guide's rewards; who won one (winner, won_at, redeem code, draws) is
 * left as it is. A reward the document lacks is deleted when nobody won it, else switched off,
 * so a winner's prize and a draw's audit trail are never lost.
 */
export async function writeRewards(
  db: Db,
  table: RewardTable,
  guideId: string,
  rewards: readonly GuideDocumentReward[],
): Promise<void> {
  for (const reward of rewards) {
    const values = {
      name: json(reward.name),
      description: json(reward.description),
      guide_name: reward.guideName,
      journey_id: reward.journeyId,
      journey_name: reward.journeyName,
      journey_rate: reward.journeyRate,
      instant_reward_rate: reward.instantRewardRate,
      point_ids_selected: reward.pointIdsSelected,
      select_point_model: reward.selectPointModel,
      point_id: reward.pointId,
      type: reward.type,
      how_to_collect: json(reward.howToCollect),
      journey_model: reward.journeyModel,
      point_model: reward.pointModel,
      points_to_win: reward.pointsToWin,
      amount: reward.amount,
      enabled: reward.enabled,
      start_date: reward.startDate,
      final_date: reward.finalDate,
    };
    // Written back (a discard, a restore), an instant reward removed in the draft is in it again.
    const marks = table === 'instant_rewards' ? { removed_in_draft: false } : {};
    await db
      .insertInto(table as 'rewards')
      .values({ id: reward.id, guide_id: guideId, created_at: reward.createdAt, winner: null, ...values, ...marks })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...values, ...marks }))
      .execute();
  }
  const kept = rewards.map((reward) => reward.id);
  const others = db
    .selectFrom(table as 'rewards')
    .select('id')
    .where('guide_id', '=', guideId)
    .$if(table === 'instant_rewards', (query) => query.where(sql.ref('removed_in_draft'), '=', false));
  const gone = await (kept.length > 0 ? others.where('id', 'not in', kept) : others).execute();
  const goneIds = gone.map((row) => row.id);
  if (goneIds.length === 0) return;
  const won =
    table === 'instant_rewards'
      ? await db
          .selectFrom('instant_rewards')
          .select('id')
          .where('id', 'in', goneIds)
          .where((eb) => eb.or([eb('won_at', 'is not', null), eb('winner', 'is not', null)]))
          .execute()
      : await db
          .selectFrom('rewards')
          .select('id')
          .where('id', 'in', goneIds)
          .where((eb) =>
            eb.or([
              eb('winner', 'is not', null),
              eb.exists(
                eb.selectFrom('sorted_rewards').select('id').whereRef('sorted_rewards.reward_id', '=', 'rewards.id'),
              ),
            ]),
          )
          .execute();
  const wonIds = new Set(won.map((row) => row.id));
  const off = goneIds.filter((id) => wonIds.has(id));
  const deleted = goneIds.filter((id) => !wonIds.has(id));
  if (off.length > 0) {
    await db
      .updateTable(table as 'rewards')
      .set({ enabled: false })
      .where('id', 'in', off)
      .execute();
  }
  if (table === 'instant_rewards') await removeInstantRewardsFromDraft(db, deleted);
  else if (deleted.length > 0) await db.deleteFrom('rewards').where('id', 'in', deleted).execute();
}

/**
 * Takes instant rewards out of the draft (issue 29): one visitors play under (published_engagement)
 * stays, marked `removed_in_draft`, until the publish purges it, since a visitor who wins it before
 * then is written on its row; one never published goes now.
 */
export async function removeInstantRewardsFromDraft(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const published = await db
    .selectFrom('published_engagement')
    .select('id')
    .where('kind', '=', 'instantReward')
    .where('id', 'in', ids)
    .execute();
  const marked = new Set(published.map((row) => row.id));
  if (marked.size > 0)
    await db
      .updateTable('instant_rewards')
      .set({ removed_in_draft: true })
      .where('id', 'in', [...marked])
      .execute();
  const gone = ids.filter((id) => !marked.has(id));
  if (gone.length > 0) await db.deleteFrom('instant_rewards').where('id', 'in', gone).execute();
}

/**
 * At a publish: the instant rewards removed in the draft leave for good (their rules left the
 * published version); one a visitor won meanwhile is switched off instead, as a removal of a won
 * reward always is, and comes back to the panel.
 */
export async function purgeRemovedInstantRewards(db: Db, guideId: string): Promise<void> {
  await db
    .updateTable('instant_rewards')
    .set({ removed_in_draft: false, enabled: false })
    .where('guide_id', '=', guideId)
    .where('removed_in_draft', '=', true)
    .where((eb) => eb.or([eb('won_at', 'is not', null), eb('winner', 'is not', null)]))
    .execute();
  await db.deleteFrom('instant_rewards').where('guide_id', '=', guideId).where('removed_in_draft', '=', true).execute();
}

// ---- media library ----------------------------------------------------------------------------

export async function readMedia(db: Db, guideId: string): Promise<GuideDocumentMedia[]> {
  const rows = await db.selectFrom('media_files').selectAll().where('guide_id', '=', guideId).orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    mimeType: row.mime_type,
    size: Number(row.size),
    storageKey: row.storage_key,
    fileUrl: row.file_url,
    width: row.width,
    height: row.height,
    variants: row.variants.map(({ width, height, fileUrl, key }) => ({ width, height, fileUrl, key })),
    contentHash: row.content_hash,
    createdAt: toIso(row.created_at),
  }));
}

/** The library's rows of an imported guide (its files were stored by the caller). */
export async function insertMedia(
  db: Db,
  guideId: string,
  media: readonly GuideDocumentMedia[],
  uploadedBy: string | null,
): Promise<void> {
  if (media.length === 0) return;
  await db
    .insertInto('media_files')
    .values(
      media.map((file) => ({
        id: file.id,
        guide_id: guideId,
        kind: file.kind,
        name: file.name,
        mime_type: file.mimeType,
        size: file.size,
        storage_key: file.storageKey,
        file_url: file.fileUrl,
        width: file.width,
        height: file.height,
        variants: json(file.variants),
        uploaded_by: uploadedBy,
        content_hash: file.contentHash,
        created_at: file.createdAt,
      })),
    )
    .execute();
}

// ---- unlock codes -----------------------------------------------------------------------------

export async function readUnlockCodes(db: Db, guideId: string): Promise<Doc['unlockCodes']> {
  const row = await db
    .selectFrom('guide_unlock_codes')
    .select(['signed_codes_only', 'qr_secret'])
    .where('guide_id', '=', guideId)
    .executeTakeFirst();
  return { signedCodesOnly: row?.signed_codes_only ?? false, qrSecret: row?.qr_secret ?? null };
}

/**
 * The "signed codes only" setting; the secret only where the guide has none yet (an import), so
 * a restore never invalidates the codes printed since.
 */
export async function writeUnlockCodes(db: Db, guideId: string, codes: Doc['unlockCodes']): Promise<void> {
  if (!codes.signedCodesOnly && codes.qrSecret === null) {
    await db
      .updateTable('guide_unlock_codes')
      .set({ signed_codes_only: false, updated_at: new Date() })
      .where('guide_id', '=', guideId)
      .execute();
    return;
  }
  await db
    .insertInto('guide_unlock_codes')
    .values({
      guide_id: guideId,
      qr_secret: codes.qrSecret,
      signed_codes_only: codes.signedCodesOnly,
      updated_at: new Date(),
    })
    .onConflict((conflict) =>
      conflict.column('guide_id').doUpdateSet({ signed_codes_only: codes.signedCodesOnly, updated_at: new Date() }),
    )
    .execute();
}

// ---- helpers ----------------------------------------------------------------------------------

/** Deletes the guide's rows of `table` whose ids the document does not list. */
export async function deleteOthers(
  db: Db,
  table: 'venue_accesses' | 'emblems' | 'journeys' | 'points' | 'guide_maps',
  guideId: string,
  kept: ReadonlyArray<{ id: string }>,
): Promise<void> {
  let query = db.deleteFrom(table as 'emblems').where('guide_id', '=', guideId);
  if (kept.length > 0)
    query = query.where(
      'id',
      'not in',
      kept.map((row) => row.id),
    );
  await query.execute();
}

/** Frees the guide's stop numbers, so a document may swap two of them (unique per guide, migration 0039). */
export async function clearStopNumbers(db: Db, guideId: string): Promise<void> {
  await db.updateTable('points').set({ stop_number: null }).where('guide_id', '=', guideId).execute();
}

/**
 * The guides and road maps listing each of these sponsors ('sponsor_ids') or social networks
 * ('social_net_ids') that exist; ids no record has are left out.
 */
export async function holdersOfExistingPartners(
  db: Db,
  table: 'sponsors' | 'social_networks',
  ids: readonly string[],
): Promise<Map<string, { guideIds: string[]; roadMapIds: string[] }>> {
  if (ids.length === 0) return new Map();
  const existing = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  const holders = new Map(existing.map((row) => [row.id, { guideIds: [] as string[], roadMapIds: [] as string[] }]));
  if (holders.size === 0) return holders;
  const column = table === 'sponsors' ? 'sponsor_ids' : 'social_net_ids';
  const overlaps = sql<boolean>`${sql.ref(column)} && ${sql.val([...holders.keys()])}::text[]`;
  const listed = sql<string[]>`${sql.ref(column)}`.as('listed');
  const guides = await db.selectFrom('guides').select(['id', listed]).where(overlaps).execute();
  const roadMaps = await db.selectFrom('road_maps').select(['id', listed]).where(overlaps).execute();
  for (const guide of guides) for (const id of guide.listed) holders.get(id)?.guideIds.push(guide.id);
  for (const roadMap of roadMaps) for (const id of roadMap.listed) holders.get(id)?.roadMapIds.push(roadMap.id);
  return holders;
}

export async function insertMissingPartners(db: Db, doc: Pick<Doc, 'sponsors' | 'socialNetworks'>): Promise<void> {
  for (const sponsor of doc.sponsors) {
    await db
      .insertInto('sponsors')
      .values({
        id: sponsor.id,
        name: sponsor.name,
        url: sponsor.url,
        image: sponsor.image,
        enabled: sponsor.enabled,
        created_at: sponsor.createdAt,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
  for (const network of doc.socialNetworks) {
    await db
      .insertInto('social_networks')
      .values({
        id: network.id,
        name: network.name,
        url: network.url,
        image: network.image,
        suffix: network.suffix ?? null,
        enabled: network.enabled,
        created_at: network.createdAt,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
}
