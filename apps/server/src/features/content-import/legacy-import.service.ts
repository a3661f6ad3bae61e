import type { LegacyCollectionReport, LegacyImportReport } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { MediaStorage } from '../media-library/index.ts';
import { publishDraft } from '../publishing/index.ts';
import { mapGuide, mapJourney, mapPoint, mapRoadMap, mapSocialNetwork, mapSponsor } from './legacy-content.ts';
import { DocReader, type LegacyDoc, type LegacyExport, parseLegacyExport } from './legacy-export.ts';
import {
  existingIds,
  grantPanelAccess,
  insertEvents,
  pointGuides,
  upsertRegistryEntry,
  upsertRow,
  writeGuide,
  writeJourney,
  writePoint,
  writeRoadMap,
  writeSocialNetwork,
  writeSponsor,
  writeUser,
} from './legacy-import.repository.ts';
import { copyLegacyMedia, httpRemoteFiles, type RemoteFiles } from './legacy-media.ts';
import {
  mapAdminPanelAccess,
  mapCompletedJourney,
  mapEmblem,
  mapFavJourney,
  mapInteraction,
  mapRating,
  mapRegistryEntry,
  mapReward,
  mapUser,
} from './legacy-people.ts';

/**
 * Imports the original system's export (issue 16 item 4; decision 0024): every document keeps its
 * id (printed /qrcode/{id} codes, shared /fav/{id} links), each is written on its own (one bad
 * document is reported, not fatal), and a second run updates the same rows. `dryRun` maps and
 * reports the same as a real run, without writing or copying files. The export's files are copied
 * into `storage` (legacy-media.ts), fetched through `remote` (HTTP by default).
 */
export interface LegacyImportOptions {
  dryRun?: boolean;
  storage: MediaStorage;
  remote?: RemoteFiles;
}

/** Collections read, in the order references need (guides before their journeys, …). */
export const LEGACY_COLLECTIONS = [
  'sponsors',
  'socialNets',
  'roadMaps',
  'guides',
  'journeys',
  'intPoints',
  'users',
  'users2',
  'panelAcess',
  'adminPanelAcess',
  'favJourneys',
  'journeysCompleted',
  'interactions',
  'ratings',
  'rewards',
  'instantRewards',
  'emblems',
] as const;
type Collection = (typeof LEGACY_COLLECTIONS)[number];

/** Most skipped documents listed per collection (the count is always whole). */
const SKIPPED_LISTED = 200;
const EVENT_BATCH = 500;

export async function importLegacyExport(
  db: Db,
  logger: Logger,
  text: string,
  options: LegacyImportOptions,
): Promise<LegacyImportReport> {
  return runImport(db, logger, parseLegacyExport(text), options);
}

async function runImport(db: Db, logger: Logger, data: LegacyExport, options: LegacyImportOptions) {
  const write = !options.dryRun;
  const media = await copyLegacyMedia(
    data,
    { storage: options.storage, remote: options.remote ?? httpRemoteFiles },
    !write,
  );
  const report: LegacyImportReport = {
    collections: {},
    ignoredCollections: [...data.keys()].filter((name) => !(LEGACY_COLLECTIONS as readonly string[]).includes(name)),
    media,
  };
  const guides = new Set<string>();
  const journeys = new Set<string>();
  const pointGuide = new Map<string, string>();

  /** Runs `handle` on each document of the collection, recording what it read and what failed. */
  const each = async (
    name: Collection,
    handle: (doc: LegacyDoc, reader: DocReader) => Promise<unknown>,
  ): Promise<void> => {
    const docs = data.get(name);
    if (!docs) return;
    const entry: LegacyCollectionReport = { read: docs.length, imported: 0, skipped: [], unmappedFields: {} };
    report.collections[name] = entry;
    let skipped = 0;
    for (const doc of docs) {
      const reader = new DocReader(doc.data);
      let reason: string | undefined;
      if (!doc.id) reason = 'id-missing';
      else {
        try {
          const result = await handle(doc, reader);
          reason = typeof result === 'string' ? result : undefined;
        } catch (error) {
          logger.warn({ err: error, collection: name, id: doc.id }, 'legacy import: document not written');
          reason = `write-failed: ${conflictOf(error)}`;
        }
      }
      if (reason === undefined) {
        entry.imported += 1;
        // Only an imported document drops fields; a skipped one is reported whole, with its reason.
        for (const field of reader.unmapped()) entry.unmappedFields[field] = (entry.unmappedFields[field] ?? 0) + 1;
      } else if (skipped++ < SKIPPED_LISTED) entry.skipped.push({ id: doc.id, reason });
    }
  };
  /** Whether these guide ids exist, in the export or the database already. */
  const knownGuide = async (id: string | undefined) => {
    if (!id) return false;
    if (guides.has(id)) return true;
    if ((await existingIds(db, 'guides', [id])).has(id)) guides.add(id);
    return guides.has(id);
  };

  /** Guides this import wrote (published once everything under them is in). */
  const imported = new Set<string>();
  await each('sponsors', async ({ id }, doc) => {
    const sponsor = mapSponsor(id, doc);
    if (!sponsor) return 'url-or-image-missing';
    if (write) await writeSponsor(db, sponsor);
  });
  await each('socialNets', async ({ id }, doc) => {
    const network = mapSocialNetwork(id, doc);
    if (!network) return 'url-or-image-missing';
    if (write) await writeSocialNetwork(db, network);
  });
  await each('roadMaps', async ({ id }, doc) => {
    const roadMap = mapRoadMap(id, doc);
    if (write) await writeRoadMap(db, roadMap);
  });
  await each('guides', async ({ id }, doc) => {
    const { guide, maps } = mapGuide(id, doc);
    if (!Object.values(guide.name).some(Boolean)) return 'name-missing';
    if (write) await writeGuide(db, guide, maps);
    if (write) imported.add(id);
    guides.add(id);
  });
  await each('journeys', async ({ id }, doc) => {
    const guideId = doc.ref('guide') ?? doc.ref('guideId');
    if (!(await knownGuide(guideId))) return 'guide-missing';
    // Mapped in a dry run too, so both report the same fields.
    const journey = mapJourney(id, doc, guideId as string);
    if (write) await writeJourney(db, journey);
    journeys.add(id);
  });
  await each('intPoints', async ({ id }, doc) => {
    const guideId = doc.ref('guide') ?? doc.ref('guideId');
    if (!(await knownGuide(guideId))) return 'guide-missing';
    const wanted = [
      ...new Set([doc.ref('journey'), ...doc.refs('journeys')].filter((value): value is string => !!value)),
    ];
    const inDb = await existingIds(
      db,
      'journeys',
      wanted.filter((journeyId) => !journeys.has(journeyId)),
    );
    const journeyIds = wanted.filter((journeyId) => journeys.has(journeyId) || inDb.has(journeyId));
    const point = mapPoint(id, doc, guideId as string, journeyIds);
    if (write) await writePoint(db, point);
    pointGuide.set(id, guideId as string);
  });
  await each('users', async ({ id }, doc) => {
    const row = mapUser(id, doc);
    const isAnonymous = !row.email || row.name === 'Anônimo';
    const account = { id, name: row.name, email: row.email ?? `legacy-${id}@anonymous.invalid`, isAnonymous };
    if (write) await writeUser(db, account, row);
  });
  await each('users2', async ({ id }, doc) => {
    const row = mapRegistryEntry(id, doc);
    if (!row) return 'registry-missing';
    if (write) await upsertRegistryEntry(db, row);
  });
  await each('panelAcess', async ({ id }, doc) => {
    const userId = doc.ref('userId') ?? id;
    if (write) await grantPanelAccess(db, userId);
  });
  const rows = (
    name: Collection,
    table: Parameters<typeof upsertRow>[1],
    map: (id: string, doc: DocReader) => object | undefined,
    reason: string,
  ) =>
    each(name, async ({ id }, doc) => {
      const row = map(id, doc);
      if (!row) return reason;
      if (write) await upsertRow(db, table, row as Record<string, unknown>);
    });
  await rows('adminPanelAcess', 'admin_panel_access', mapAdminPanelAccess, 'email-missing');
  await rows('favJourneys', 'fav_journeys', mapFavJourney, 'user-or-guide-missing');
  await rows('journeysCompleted', 'completed_journeys', mapCompletedJourney, 'journey-or-user-missing');
  await importInteractions(db, data.get('interactions'), pointGuide, each, write);
  await rows('ratings', 'ratings', mapRating, 'type-target-user-or-rate-missing');
  await rows('rewards', 'rewards', mapReward, 'guide-missing');
  await rows('instantRewards', 'instant_rewards', mapReward, 'guide-missing');
  await rows('emblems', 'emblems', mapEmblem, 'guide-missing');
  // The guides were on air in the original system: they stay so, as their first published version.
  for (const guideId of imported) {
    await db.transaction().execute((trx) => publishDraft(trx, guideId, { note: '', userId: null, always: true }));
  }
  return report;
}

/** Interactions are many: mapped one by one, written in batches that leave existing ids alone. */
async function importInteractions(
  db: Db,
  docs: LegacyDoc[] | undefined,
  pointGuide: Map<string, string>,
  each: (name: Collection, handle: (doc: LegacyDoc, reader: DocReader) => Promise<unknown>) => Promise<void>,
  write: boolean,
) {
  if (!docs) return;
  const unknownPoints = docs
    .map((doc) => doc.data.intPoint)
    .map((point) => (typeof point === 'object' && point !== null ? (point as { id?: unknown }).id : point))
    .filter((id): id is string => typeof id === 'string' && !pointGuide.has(id));
  for (const [id, guideId] of await pointGuides(db, [...new Set(unknownPoints)])) pointGuide.set(id, guideId);
  let batch: object[] = [];
  await each('interactions', async ({ id }, doc) => {
    const row = mapInteraction(id, doc, (pointId) => pointGuide.get(pointId));
    if (!row) return 'point-or-user-missing';
    batch.push(row);
    if (write && batch.length >= EVENT_BATCH) {
      const full = batch;
      batch = [];
      await insertEvents(db, 'interactions', full);
    }
  });
  if (write) await insertEvents(db, 'interactions', batch);
}

/** A short, log-safe reason for a refused write (unique keys are the usual one). */
function conflictOf(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  if (code === '23505') return 'duplicate';
  if (typeof code === 'string') return code;
  return 'error';
}
