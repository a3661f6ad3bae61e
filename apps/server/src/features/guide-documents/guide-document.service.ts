import { randomUUID } from 'node:crypto';
import {
  type Actor,
  canChangePartner,
  GUIDE_DOCUMENT_FORMAT,
  GUIDE_DOCUMENT_VERSION,
  type GuideDocument,
  type LocalizedText,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { nameKeys } from '../../db/row-mapping.ts';
import { AppError } from '../../http/app-error.ts';
import { listMapsOfGuide, saveGuideMap } from '../guide-maps/index.ts';
import { findGuideById, saveGuide } from '../guides/index.ts';
import { listJourneysOfGuide, saveJourney } from '../journeys/index.ts';
import { listPointsOfGuide, savePoint } from '../points/index.ts';
import { listSocialNetworksByIds } from '../social-networks/index.ts';
import { listSponsorsByIds } from '../sponsors/index.ts';
import {
  clearStopNumbers,
  deleteOthers,
  findAccount,
  holdersOfExistingPartners,
  ID_TABLES,
  type IdTable,
  insertMedia,
  insertMissingPartners,
  lockGuide,
  ownersOfIds,
  readAccesses,
  readEmblems,
  readMedia,
  readRewards,
  readUnlockCodes,
  roadMapExists,
  setManagers,
  takenNameKeys,
  writeAccesses,
  writeEmblems,
  writeRewards,
  writeUnlockCodes,
} from './guide-document.repository.ts';

/**
 * The guide document (docs/guide-archive.md): one guide's whole content read at full fidelity,
 * written back as its draft (a restored version) or into a new guide (an archive's import, a copy).
 */

const byId = <T extends { id: string }>(rows: T[]): T[] => [...rows].sort((a, b) => (a.id < b.id ? -1 : 1));

/** The guide's engagement rules as the document holds them (what a publish makes visitors' rules). */
export async function readEngagementRules(db: Db, guideId: string) {
  const [emblems, instantRewards, rewards] = await Promise.all([
    readEmblems(db, guideId),
    readRewards(db, 'instant_rewards', guideId),
    readRewards(db, 'rewards', guideId),
  ]);
  return { emblems, instantRewards, rewards };
}

/** Everything managers edit under the guide, in a stable order: two reads of unchanged data are deep-equal. */
export async function readGuideDocument(db: Db, guideId: string): Promise<GuideDocument> {
  const guide = await findGuideById(db, guideId);
  if (!guide) throw new AppError('guide/not-found');
  const { updatedAt: _updatedAt, ...guideFields } = guide;
  const [journeys, points, maps, sponsors, socialNetworks, accesses, emblems, rewards, instantRewards] =
    await Promise.all([
      listJourneysOfGuide(db, guideId),
      listPointsOfGuide(db, guideId),
      listMapsOfGuide(db, guideId),
      listSponsorsByIds(db, guide.sponsorIds),
      listSocialNetworksByIds(db, guide.socialNetIds),
      readAccesses(db, guideId),
      readEmblems(db, guideId),
      readRewards(db, 'rewards', guideId),
      readRewards(db, 'instant_rewards', guideId),
    ]);
  return {
    format: GUIDE_DOCUMENT_FORMAT,
    version: GUIDE_DOCUMENT_VERSION,
    guide: guideFields,
    journeys: byId(journeys),
    points: byId(points),
    maps: byId(maps),
    sponsors: byId(sponsors),
    socialNetworks: byId(socialNetworks),
    accesses,
    emblems,
    rewards,
    instantRewards,
    unlockCodes: await readUnlockCodes(db, guideId),
    media: await readMedia(db, guideId),
  };
}

/** Runs `work` in the caller's transaction, or in a new one. */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** The ids a document brings, per table, with the document path each came from. */
function idsOf(doc: GuideDocument): Array<{ table: IdTable; ids: Array<{ id: string; path: string }> }> {
  const list = (rows: Array<{ id: string }>, path: string) =>
    rows.map((row, index) => ({ id: row.id, path: `${path}.${index}.id` }));
  const tables: Record<IdTable, Array<{ id: string; path: string }>> = {
    guides: [{ id: doc.guide.id, path: 'guide.id' }],
    journeys: list(doc.journeys, 'journeys'),
    points: list(doc.points, 'points'),
    guide_maps: list(doc.maps, 'maps'),
    venue_accesses: list(doc.accesses, 'accesses'),
    emblems: list(doc.emblems, 'emblems'),
    rewards: list(doc.rewards, 'rewards'),
    instant_rewards: list(doc.instantRewards, 'instantRewards'),
    media_files: list(doc.media, 'media'),
  };
  return ID_TABLES.map((table) => ({ table, ids: tables[table] }));
}

/** Refuses a document holding an id a guide other than `guideId` (none: any guide) has: 'guide-document/id-taken'. */
async function checkIdsFree(db: Db, doc: GuideDocument, guideId?: string): Promise<void> {
  for (const { table, ids } of idsOf(doc)) {
    const owners = await ownersOfIds(
      db,
      table,
      ids.map((entry) => entry.id),
    );
    const taken = ids.find((entry) => owners.has(entry.id) && owners.get(entry.id) !== guideId);
    if (taken) throw new AppError('guide-document/id-taken', { field: taken.path });
  }
}

/** The guide's rows as the document says, every one under `guideId`. */
async function writeContent(db: Db, guideId: string, doc: GuideDocument): Promise<void> {
  await insertMissingPartners(db, doc);
  for (const map of doc.maps) await saveGuideMap(db, { ...map, guideId });
  for (const journey of doc.journeys) await saveJourney(db, { ...journey, guideId });
  await clearStopNumbers(db, guideId);
  for (const point of doc.points) await savePoint(db, { ...point, guideId });
  await deleteOthers(db, 'points', guideId, doc.points);
  await deleteOthers(db, 'journeys', guideId, doc.journeys);
  await deleteOthers(db, 'guide_maps', guideId, doc.maps);
  await writeAccesses(db, guideId, doc.accesses);
  await writeEmblems(db, guideId, doc.emblems);
  await writeRewards(db, 'rewards', guideId, doc.rewards);
  await writeRewards(db, 'instant_rewards', guideId, doc.instantRewards);
  await writeUnlockCodes(db, guideId, doc.unlockCodes);
}

/** The guide's row; a name another guide holds answers 'existing-name' (the database's guard, migration 0011). */
async function writeGuide(db: Db, guideId: string, doc: GuideDocument): Promise<void> {
  const roadMapId =
    doc.guide.roadMapId && (await roadMapExists(db, doc.guide.roadMapId)) ? doc.guide.roadMapId : undefined;
  if ((await takenNameKeys(db, nameKeys(doc.guide.name), guideId)).length > 0) {
    throw new AppError('existing-name', { field: 'guide.name.pt' });
  }
  await saveGuide(db, { ...doc.guide, id: guideId, roadMapId, updatedAt: new Date().toISOString() });
}

/**
 * Writes the document into the guide's tables in one transaction, as its new draft (restoring a
 * version): the guide's fields, its journeys, points, maps, accesses, emblems and reward rules
 * upserted, those the document lacks deleted. Visitors' data is never touched: progress,
 * ratings, favourites and earned emblems name points and journeys without foreign keys (a
 * deleted point's history stays, as when the panel deletes it; a help request forgets its point),
 * and a reward somebody won is switched off instead of deleted. The media library is not part of
 * a restore (its files stay); the QR secret stays, so codes printed since still open.
 */
export async function replaceGuideContent(
  db: Db,
  guideId: string,
  doc: GuideDocument,
  _options: { actor?: { userId: string } } = {},
): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (!(await lockGuide(trx, guideId))) throw new AppError('guide/not-found');
    await checkIdsFree(trx, { ...doc, guide: { ...doc.guide, id: guideId }, media: [] }, guideId);
    await writeGuide(trx, guideId, doc);
    await writeContent(trx, guideId, doc);
  });
}

export interface ImportOptions {
  /** 'keep': the document's ids (a venue moving servers keeps its printed codes); 'new': a copy, every id remapped. */
  ids: 'keep' | 'new';
  /**
   * Becomes the new guide's admin. Unless a global admin, a sponsor or social network of this
   * installation that they may not change (canChangePartner) is not listed as it is: the guide gets
   * a copy of the document's one under a new id, as the panel's "copy for this guide" does.
   */
  actor?: Actor;
}

/**
 * Creates a guide from a document in one transaction and answers its id. Ids kept that exist
 * already answer 'guide-document/id-taken' (its `field` is the document path); a copy gets new
 * ids for the guide and everything under it (its references follow), a free name ("Name (2)"),
 * and no QR secret (its codes are printed anew). Sponsors and social networks keep their ids: an
 * existing one is used as it is, a missing one is created. Media rows are written as the document
 * lists them: the caller (the archive's import) stored their files and chose their ids.
 */
export async function importGuideDocument(db: Db, input: GuideDocument, options: ImportOptions): Promise<string> {
  return inTransaction(db, async (trx) => {
    let doc = input;
    if (options.ids === 'new') {
      doc = remapGuideDocument(input);
      doc = { ...doc, guide: { ...doc.guide, name: await freeName(trx, doc.guide.name) } };
    }
    if (options.actor && !options.actor.isGlobalAdmin) doc = await ownPartners(trx, doc, options.actor);
    await checkIdsFree(trx, doc);
    const guideId = doc.guide.id;
    await writeGuide(trx, guideId, doc);
    const account = options.actor ? await findAccount(trx, options.actor.userId) : undefined;
    if (account) await setManagers(trx, guideId, account);
    await insertMedia(trx, guideId, doc.media, account?.id ?? null);
    await writeContent(trx, guideId, doc);
    return guideId;
  });
}

/** The document with new ids for the existing sponsors and social networks the actor may not change. */
async function ownPartners(db: Db, doc: GuideDocument, actor: Actor): Promise<GuideDocument> {
  const renamed = async (table: 'sponsors' | 'social_networks', ids: string[]) => {
    const holders = await holdersOfExistingPartners(db, table, ids);
    const fresh = new Map<string, string>();
    for (const [id, held] of holders) if (!canChangePartner(actor, held)) fresh.set(id, randomUUID());
    return (id: string) => fresh.get(id) ?? id;
  };
  const sponsor = await renamed(
    'sponsors',
    doc.sponsors.map((row) => row.id),
  );
  const network = await renamed(
    'social_networks',
    doc.socialNetworks.map((row) => row.id),
  );
  return {
    ...doc,
    guide: {
      ...doc.guide,
      sponsorIds: doc.guide.sponsorIds.map(sponsor),
      socialNetIds: doc.guide.socialNetIds.map(network),
    },
    sponsors: doc.sponsors.map((row) => ({ ...row, id: sponsor(row.id) })),
    socialNetworks: doc.socialNetworks.map((row) => ({ ...row, id: network(row.id) })),
  };
}

/** The name with " (2)", " (3)" … added in every language until no other guide holds it. */
async function freeName(db: Db, name: LocalizedText): Promise<LocalizedText> {
  if ((await takenNameKeys(db, nameKeys(name))).length === 0) return name;
  for (let copy = 2; ; copy++) {
    const next = Object.fromEntries(
      Object.entries(name).map(([lang, text]) => [lang, text ? `${text} (${copy})` : text]),
    ) as LocalizedText;
    if ((await takenNameKeys(db, nameKeys(next))).length === 0) return next;
  }
}

/**
 * The document with new ids for its guide, journeys, points, maps, accesses, emblems and rewards,
 * every reference among them following (journey and point order, a point's journeys and map, the
 * initial point, an access's maps, rules' journeys and points). Media ids, sponsors and social
 * networks stay; the QR secret is dropped.
 */
export function remapGuideDocument(doc: GuideDocument): GuideDocument {
  const ids = new Map<string, string>();
  const fresh = (rows: Array<{ id: string }>) => {
    for (const row of rows) ids.set(row.id, randomUUID());
  };
  fresh([doc.guide, ...doc.journeys, ...doc.points, ...doc.maps, ...doc.accesses, ...doc.emblems]);
  fresh([...doc.rewards, ...doc.instantRewards]);
  const to = (id: string) => ids.get(id) ?? id;
  const toOptional = (id: string | undefined) => (id === undefined ? undefined : to(id));
  const toNullable = (id: string | null) => (id === null ? null : to(id));
  const guideId = to(doc.guide.id);
  const reward = (row: GuideDocument['rewards'][number]) => ({
    ...row,
    id: to(row.id),
    journeyId: toNullable(row.journeyId),
    pointId: toNullable(row.pointId),
    pointIdsSelected: row.pointIdsSelected.map(to),
  });
  return {
    ...doc,
    guide: {
      ...doc.guide,
      id: guideId,
      initialPointId: toOptional(doc.guide.initialPointId),
      journeyOrder: doc.guide.journeyOrder.map(to),
    },
    journeys: doc.journeys.map((row) => ({ ...row, id: to(row.id), guideId, pointOrder: row.pointOrder.map(to) })),
    points: doc.points.map((row) => ({
      ...row,
      id: to(row.id),
      guideId,
      journeyIds: row.journeyIds.map(to),
      mapId: toOptional(row.mapId),
    })),
    maps: doc.maps.map((row) => ({ ...row, id: to(row.id), guideId })),
    accesses: doc.accesses.map((row) => ({ ...row, id: to(row.id), mapIds: row.mapIds.map(to) })),
    emblems: doc.emblems.map((row) => ({ ...row, id: to(row.id), journeyId: toNullable(row.journeyId) })),
    rewards: doc.rewards.map(reward),
    instantRewards: doc.instantRewards.map(reward),
    unlockCodes: { ...doc.unlockCodes, qrSecret: null },
  };
}
