import {
  type DiscardChange,
  type DraftChanges,
  type GuideDocument,
  guideSummary,
  type Journey,
  PUBLICATION_RETENTION,
  type PublicationList,
  type PublicationStatus,
  type PublicationSummary,
  type PublishInput,
  type PublishSchedule,
  type PublishScheduleInput,
} from '@percurso/shared';
import type { Db, PublishedContent } from '../../db/database.ts';
import { nameKeys, primaryNameKey } from '../../db/row-mapping.ts';
import { AppError } from '../../http/app-error.ts';
import {
  purgeRemovedInstantRewards,
  readEngagementRules,
  readGuideDocument,
  replaceGuideContent,
} from '../guide-documents/index.ts';
import { findGuideById, readGuide } from '../guides/index.ts';
import { diffContent, type GuideSide } from './draft-diff.ts';
import {
  claimDueSchedule,
  deleteSchedule,
  type EngagementRules,
  findLiveDocument,
  findPublication,
  findPublishedContent,
  findPublishedEngagement,
  findSchedule,
  insertPublication,
  latestVersion,
  listPublications,
  lockGuide,
  type PublicationRow,
  pruneVersions,
  type ScheduleRow,
  saveSchedule,
  setLive,
  setPublishedEngagement,
  setPublishedRules,
} from './publishing.repository.ts';
import { instantOf } from './wall-clock.ts';

/** The guide's draft as a visitor would read it once published (its tables now), with its engagement rules. */
async function readDraft(db: Db, guideId: string): Promise<GuideSide> {
  const guide = await findGuideById(db, guideId);
  if (!guide) throw new AppError('guide/not-found');
  const [content, rules] = await Promise.all([readGuide(db, guide), readEngagementRules(db, guideId)]);
  return { content, rules };
}

/** What visitors see now: the live version's content and engagement rules (undefined: never published). */
async function readPublished(db: Db, guideId: string): Promise<GuideSide | undefined> {
  const [published, rules] = await Promise.all([
    findPublishedContent(db, guideId),
    findPublishedEngagement(db, guideId),
  ]);
  return published && { content: published.content, rules };
}

/** A version's side: its content and the engagement rules its document holds. */
const versionSide = (content: PublishedContent, document: GuideDocument): GuideSide => ({
  content,
  rules: { emblems: document.emblems, instantRewards: document.instantRewards, rewards: document.rewards },
});

const toSummary = (row: PublicationRow): PublicationSummary => ({
  version: row.version,
  publishedAt: row.publishedAt.toISOString(),
  publishedBy: row.publishedBy,
  note: row.note,
});

const toSchedule = (row: ScheduleRow): PublishSchedule => ({
  publishAt: row.publishAt.toISOString(),
  timeZone: row.timeZone,
  note: row.note,
  createdBy: row.createdBy,
});

/**
 * Publishes the guide's draft in the caller's transaction `trx`: the visitor read of its tables becomes the
 * next version and visitors' pointer moves to it (one row read by every visitor request, so a
 * visitor sees the old version or the new one, never a mix). The guide row is locked first, so
 * two publishes of one guide queue. Without changes since the last publish: publish/no-changes,
 * unless `always` (the scheduler and the upgrade publish what is there).
 */
export async function publishDraft(
  trx: Db,
  guideId: string,
  by: { note: string; userId: string | null; always?: boolean },
): Promise<number> {
  if (!(await lockGuide(trx, guideId))) throw new AppError('guide/not-found');
  // Instant rewards removed in the draft leave now (a won one is switched off and stays a rule).
  await purgeRemovedInstantRewards(trx, guideId);
  const { content: draft, rules } = await readDraft(trx, guideId);
  const published = await readPublished(trx, guideId);
  if (!by.always && published && diffContent(published, { content: draft, rules }).length === 0)
    throw new AppError('publish/no-changes');
  const version = (await latestVersion(trx, guideId)) + 1;
  const whole = await readGuideDocument(trx, guideId);
  // The QR secret is not content: a restore keeps the current one (codes printed since still open).
  const document = { ...whole, unlockCodes: { ...whole.unlockCodes, qrSecret: null } };
  await insertPublication(trx, { guideId, version, content: draft, document, note: by.note, publishedBy: by.userId });
  const guide = draft.bundle.guide;
  await setLive(trx, {
    guideId,
    version,
    nameKey: primaryNameKey(guide.name),
    nameKeys: nameKeys(guide.name),
    pointIds: draft.points.map((point) => point.id),
    summary: guideSummary.parse(guide),
  });
  await setPublishedRules(trx, guideId, draft);
  await setPublishedEngagement(trx, guideId, rules);
  await pruneVersions(trx, guideId, version, PUBLICATION_RETENTION);
  return version;
}

/** POST …/publish: the draft goes to visitors now (a pending schedule is dropped: it would publish the same). */
export async function publishGuide(
  db: Db,
  guideId: string,
  input: Required<PublishInput>,
  userId: string | null,
): Promise<PublicationSummary> {
  const version = await db.transaction().execute(async (trx) => {
    const published = await publishDraft(trx, guideId, { note: input.note, userId });
    await deleteSchedule(trx, guideId);
    return published;
  });
  return publicationSummary(db, guideId, version);
}

async function publicationSummary(db: Db, guideId: string, version: number): Promise<PublicationSummary> {
  const row = await findPublication(db, guideId, version);
  if (!row) throw new AppError('publish/version-not-found');
  return toSummary(row);
}

/**
 * Publishes one due schedule, if any (false: none due). The row is claimed and the guide
 * published in one transaction: a crash between them publishes nothing and leaves the row.
 */
export async function publishOneDue(db: Db, now = new Date()): Promise<{ guideId: string; version: number } | false> {
  return db.transaction().execute(async (trx) => {
    const due = await claimDueSchedule(trx, now);
    if (!due) return false;
    const guide = await findGuideById(trx, due.guideId);
    if (!guide) return false;
    const version = await publishDraft(trx, due.guideId, { note: due.note, userId: due.createdBy, always: true });
    return { guideId: due.guideId, version };
  });
}

export async function publicationStatus(db: Db, guideId: string): Promise<PublicationStatus> {
  const [draft, published, versions, schedule] = await Promise.all([
    readDraft(db, guideId),
    readPublished(db, guideId),
    listPublications(db, guideId),
    findSchedule(db, guideId),
  ]);
  const current = published && versions[0];
  return {
    published: current ? toSummary(current) : null,
    changeCount: diffContent(published, draft).length,
    scheduled: schedule ? toSchedule(schedule) : null,
  };
}

/** GET …/changes: what publishing now would change for visitors. */
export async function draftChanges(db: Db, guideId: string): Promise<DraftChanges> {
  const [draft, published] = await Promise.all([readDraft(db, guideId), readPublished(db, guideId)]);
  return { changes: diffContent(published, draft) };
}

export async function listVersions(db: Db, guideId: string): Promise<PublicationList> {
  if (!(await findGuideById(db, guideId))) throw new AppError('guide/not-found');
  const rows = await listPublications(db, guideId);
  return { versions: rows.map((row, index) => ({ ...toSummary(row), current: index === 0 })) };
}

/** A published version's content (to show it) and what restoring it would change in the draft. */
export async function versionChanges(db: Db, guideId: string, version: number): Promise<DraftChanges> {
  const [row, draft] = await Promise.all([findPublication(db, guideId, version), readDraft(db, guideId)]);
  if (!row) throw new AppError('publish/version-not-found');
  return { changes: diffContent(draft, versionSide(row.content, row.document)) };
}

/**
 * Writes `next` as the guide's draft, keeping what is not content: whether the guide is on air,
 * its QR secret and its media library stay as they are now.
 */
async function writeDraft(trx: Db, guideId: string, next: (current: GuideDocument) => GuideDocument): Promise<void> {
  const current = await readGuideDocument(trx, guideId);
  const document = next(current);
  await replaceGuideContent(trx, guideId, {
    ...document,
    guide: { ...document.guide, enabled: current.guide.enabled },
    unlockCodes: current.unlockCodes,
    media: current.media,
  });
}

/** POST …/versions/{version}/restore: an earlier version becomes the draft (publish it to show it to visitors). */
export async function restoreVersion(db: Db, guideId: string, version: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findPublication(trx, guideId, version);
    if (!row) throw new AppError('publish/version-not-found');
    await writeDraft(trx, guideId, () => row.document);
  });
}

const RECORDS = { journey: 'journeys', point: 'points', map: 'maps' } as const;
const RULES = { emblem: 'emblems', instantReward: 'instantRewards', reward: 'rewards' } as const;

/**
 * The draft's rules with one rule put back as visitors play under it (published_engagement, not
 * the live version's document: until migration 0051 rules acted at once, so an older document
 * may hold rules visitors no longer see). An added one goes away.
 */
function withPublishedRule(
  current: GuideDocument,
  change: { kind: keyof typeof RULES; id: string },
  published: EngagementRules,
): GuideDocument {
  const key = RULES[change.kind];
  const before = (published[key] as Array<{ id: string }>).find((row) => row.id === change.id);
  const others = (current[key] as Array<{ id: string }>).filter((row) => row.id !== change.id);
  const rows = (before ? [...others, before] : others).sort((a, b) => (a.id < b.id ? -1 : 1));
  return { ...current, [key]: rows };
}

/** The journey with `pointId` where the published version had it in that journey, or without it. */
function withPlaceOf(pointId: string, journey: Journey, published: GuideDocument): Journey {
  const order = journey.pointOrder.filter((id) => id !== pointId);
  const place = published.journeys.find((row) => row.id === journey.id)?.pointOrder.indexOf(pointId) ?? -1;
  if (place >= 0) order.splice(Math.min(place, order.length), 0, pointId);
  return { ...journey, pointOrder: order };
}

/**
 * POST …/changes/discard: one record of the draft goes back to what visitors see (an added one is
 * removed, a removed one comes back; a reward somebody won is switched off, not deleted). Sponsors and social networks are shared by guides: their
 * changes are not discarded here.
 */
export async function discardChange(db: Db, guideId: string, change: DiscardChange): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const published = await findLiveDocument(trx, guideId);
    if (!published) throw new AppError('publish/version-not-found');
    const { kind, id } = change;
    if (kind === 'emblem' || kind === 'instantReward' || kind === 'reward') {
      const rules = await findPublishedEngagement(trx, guideId);
      await writeDraft(trx, guideId, (current) => withPublishedRule(current, { kind, id }, rules));
      return;
    }
    await writeDraft(trx, guideId, (current) => {
      if (kind === 'guide') return { ...current, guide: published.guide };
      const key = RECORDS[kind];
      const rows = current[key] as Array<{ id: string }>;
      const before = (published[key] as Array<{ id: string }>).find((row) => row.id === change.id);
      const others = rows.filter((row) => row.id !== change.id);
      const next = { ...current, [key]: before ? [...others, before] : others };
      if (change.kind !== 'point') return next;
      // The point's place in each journey goes back too (a point added to the draft leaves them).
      return { ...next, journeys: next.journeys.map((journey) => withPlaceOf(change.id, journey, published)) };
    });
  });
}

/** PUT …/publish-schedule: one pending publish per guide; a new time replaces the old. */
export async function schedulePublish(
  db: Db,
  guideId: string,
  input: Required<PublishScheduleInput>,
  userId: string,
  now = new Date(),
): Promise<PublishSchedule> {
  if (!(await findGuideById(db, guideId))) throw new AppError('guide/not-found');
  const publishAt = instantOf(input.localTime, input.timeZone);
  if (!publishAt || publishAt.getTime() <= now.getTime())
    throw new AppError('publish/schedule-in-past', { field: 'localTime' });
  await saveSchedule(db, { guideId, publishAt, timeZone: input.timeZone, note: input.note, createdBy: userId });
  const saved = await findSchedule(db, guideId);
  if (!saved) throw new AppError('guide/not-found');
  return toSchedule(saved);
}

export async function cancelSchedule(db: Db, guideId: string): Promise<void> {
  await deleteSchedule(db, guideId);
}
