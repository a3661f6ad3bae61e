import type { GuideDocument, GuideDocumentEmblem, GuideDocumentReward, GuideSummary } from '@percurso/shared';
import { sql } from 'kysely';
import { json } from '../../db/column-types.ts';
import type { Db, PublishedContent } from '../../db/database.ts';

/** A guide visitors can reach: its published pointer and whether it is on air now. */
export interface LiveGuide {
  guideId: string;
  version: number;
  enabled: boolean;
}

export interface PublicationRow {
  version: number;
  publishedAt: Date;
  publishedBy: string | null;
  note: string;
}

export interface ScheduleRow {
  guideId: string;
  publishAt: Date;
  timeZone: string;
  note: string;
  createdBy: string | null;
}

/** The published content visitors read of a guide, and whether it is on air; undefined: never published. */
export async function findPublishedContent(
  db: Db,
  guideId: string,
): Promise<{ content: PublishedContent; enabled: boolean } | undefined> {
  const row = await db
    .selectFrom('guide_live as l')
    .innerJoin('guides as g', 'g.id', 'l.guide_id')
    .innerJoin('guide_publications as p', (join) =>
      join.onRef('p.guide_id', '=', 'l.guide_id').onRef('p.version', '=', 'l.version'),
    )
    .select(['p.content', 'g.enabled'])
    .where('l.guide_id', '=', guideId)
    .executeTakeFirst();
  return row && { content: row.content, enabled: row.enabled };
}

export async function findLiveGuide(db: Db, guideId: string): Promise<LiveGuide | undefined> {
  const row = await db
    .selectFrom('guide_live as l')
    .innerJoin('guides as g', 'g.id', 'l.guide_id')
    .select(['l.guide_id', 'l.version', 'g.enabled'])
    .where('l.guide_id', '=', guideId)
    .executeTakeFirst();
  return row && { guideId: row.guide_id, version: row.version, enabled: row.enabled };
}

/**
 * The published guide whose published name, in any language, has this key: a match on the
 * Portuguese name wins, then a guide on air over one off air.
 */
export async function findLiveGuideByNameKey(db: Db, key: string): Promise<LiveGuide | undefined> {
  if (key === '') return undefined;
  const row = await db
    .selectFrom('guide_live as l')
    .innerJoin('guides as g', 'g.id', 'l.guide_id')
    .select(['l.guide_id', 'l.version', 'g.enabled'])
    .where((eb) => eb.or([eb('l.name_key', '=', key), eb('l.name_keys', '@>', sql<string[]>`array[${key}]::text[]`)]))
    .orderBy(sql`l.name_key = ${key}`, 'desc')
    .orderBy('g.enabled', 'desc')
    .orderBy('g.created_at')
    .limit(1)
    .executeTakeFirst();
  return row && { guideId: row.guide_id, version: row.version, enabled: row.enabled };
}

/** The published guide whose published content holds this point (a point belongs to one guide). */
export async function findLiveGuideOfPoint(db: Db, pointId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('guide_live')
    .select('guide_id')
    .where(sql<boolean>`${pointId} = any (point_ids)`)
    .executeTakeFirst();
  return row?.guide_id;
}

/** The guide list's cards, as published, of the guides on air. */
export async function listLiveSummaries(db: Db): Promise<GuideSummary[]> {
  const rows = await db
    .selectFrom('guide_live as l')
    .innerJoin('guides as g', 'g.id', 'l.guide_id')
    .select('l.summary')
    .where('g.enabled', '=', true)
    .execute();
  return rows.map((row) => row.summary);
}

export async function lockGuide(db: Db, guideId: string): Promise<boolean> {
  const rows = await db.selectFrom('guides').select('id').where('id', '=', guideId).forUpdate().execute();
  return rows.length > 0;
}

/** The document of the version visitors see now (what a discarded change goes back to). */
export async function findLiveDocument(db: Db, guideId: string): Promise<GuideDocument | undefined> {
  const row = await db
    .selectFrom('guide_live as l')
    .innerJoin('guide_publications as p', (join) =>
      join.onRef('p.guide_id', '=', 'l.guide_id').onRef('p.version', '=', 'l.version'),
    )
    .select('p.document')
    .where('l.guide_id', '=', guideId)
    .executeTakeFirst();
  return row?.document;
}

export async function latestVersion(db: Db, guideId: string): Promise<number> {
  const row = await db
    .selectFrom('guide_publications')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('guide_id', '=', guideId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

export async function insertPublication(
  db: Db,
  publication: {
    guideId: string;
    version: number;
    content: PublishedContent;
    document: GuideDocument;
    note: string;
    publishedBy: string | null;
  },
): Promise<void> {
  await db
    .insertInto('guide_publications')
    .values({
      guide_id: publication.guideId,
      version: publication.version,
      content: json(publication.content),
      document: json(publication.document),
      note: publication.note,
      published_by: publication.publishedBy,
    })
    .execute();
}

export async function setLive(
  db: Db,
  live: {
    guideId: string;
    version: number;
    nameKey: string;
    nameKeys: string[];
    pointIds: string[];
    summary: GuideSummary;
  },
): Promise<void> {
  const values = {
    version: live.version,
    name_key: live.nameKey,
    name_keys: live.nameKeys,
    point_ids: live.pointIds,
    summary: json(live.summary),
  };
  await db
    .insertInto('guide_live')
    .values({ guide_id: live.guideId, ...values })
    .onConflict((conflict) => conflict.column('guide_id').doUpdateSet(values))
    .execute();
}

/**
 * The rules of the version going live (migration 0050): its points' unlock and answer fields and
 * its journeys, in place of the previous version's.
 */
export async function setPublishedRules(db: Db, guideId: string, content: PublishedContent): Promise<void> {
  await db.deleteFrom('published_points').where('guide_id', '=', guideId).execute();
  await db.deleteFrom('published_journeys').where('guide_id', '=', guideId).execute();
  if (content.points.length > 0) {
    await db
      .insertInto('published_points')
      .values(
        content.points.map((point) => ({
          point_id: point.id,
          guide_id: guideId,
          name: json(point.name),
          journey_ids: point.journeyIds,
          journey_required: point.journeyRequired,
          qr_validation: point.qrValidation,
          geolocation: point.geolocation,
          latitude: point.coordinates?.latitude ?? null,
          longitude: point.coordinates?.longitude ?? null,
          stop_number: point.stopNumber ?? null,
          opens_by_number: point.opensByNumber,
          questionnaire: point.questionnaire ? json(point.questionnaire) : null,
          created_at: point.createdAt,
        })),
      )
      .execute();
  }
  const { journeys } = content.bundle;
  if (journeys.length > 0) {
    await db
      .insertInto('published_journeys')
      .values(
        journeys.map((journey) => ({
          journey_id: journey.id,
          guide_id: guideId,
          name: json(journey.name),
          created_at: journey.createdAt,
        })),
      )
      .execute();
  }
}

/** A guide's engagement rules, as the guide document holds them (each list ordered by id). */
export interface EngagementRules {
  emblems: GuideDocumentEmblem[];
  instantRewards: GuideDocumentReward[];
  rewards: GuideDocumentReward[];
}

/**
 * The engagement rules of the version going live (migration 0051), in place of the previous
 * version's: what visitors earn and win under until the next publish.
 */
export async function setPublishedEngagement(db: Db, guideId: string, rules: EngagementRules): Promise<void> {
  await db.deleteFrom('published_engagement').where('guide_id', '=', guideId).execute();
  const rows = [
    ...rules.emblems.map((rule) => ({ kind: 'emblem' as const, id: rule.id, guide_id: guideId, rule: json(rule) })),
    ...rules.instantRewards.map((rule) => ({
      kind: 'instantReward' as const,
      id: rule.id,
      guide_id: guideId,
      rule: json(rule),
    })),
    ...rules.rewards.map((rule) => ({ kind: 'reward' as const, id: rule.id, guide_id: guideId, rule: json(rule) })),
  ];
  if (rows.length > 0) await db.insertInto('published_engagement').values(rows).execute();
}

/** The engagement rules visitors play under now (empty lists when the guide was never published). */
export async function findPublishedEngagement(db: Db, guideId: string): Promise<EngagementRules> {
  const rows = await db
    .selectFrom('published_engagement')
    .select(['kind', 'rule'])
    .where('guide_id', '=', guideId)
    .orderBy('id')
    .execute();
  const of = <T>(kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.rule as T);
  return {
    emblems: of<GuideDocumentEmblem>('emblem'),
    instantRewards: of<GuideDocumentReward>('instantReward'),
    rewards: of<GuideDocumentReward>('reward'),
  };
}

/** Drops the versions older than the newest `keep`. */
export async function pruneVersions(db: Db, guideId: string, newest: number, keep: number): Promise<void> {
  await db
    .deleteFrom('guide_publications')
    .where('guide_id', '=', guideId)
    .where('version', '<=', newest - keep)
    .execute();
}

const publicationColumns = (db: Db) =>
  db
    .selectFrom('guide_publications as p')
    .leftJoin('auth_users as u', 'u.id', 'p.published_by')
    .select(['p.version', 'p.published_at', 'p.note', 'u.name']);

type PublicationSelect = { version: number; published_at: Date; note: string; name: string | null };
const toPublicationRow = (row: PublicationSelect): PublicationRow => ({
  version: row.version,
  publishedAt: row.published_at,
  publishedBy: row.name,
  note: row.note,
});

export async function listPublications(db: Db, guideId: string): Promise<PublicationRow[]> {
  const rows = await publicationColumns(db).where('p.guide_id', '=', guideId).orderBy('p.version', 'desc').execute();
  return rows.map(toPublicationRow);
}

export async function findPublication(
  db: Db,
  guideId: string,
  version: number,
): Promise<(PublicationRow & { content: PublishedContent; document: GuideDocument }) | undefined> {
  const row = await publicationColumns(db)
    .select(['p.content', 'p.document'])
    .where('p.guide_id', '=', guideId)
    .where('p.version', '=', version)
    .executeTakeFirst();
  return row && { ...toPublicationRow(row), content: row.content, document: row.document };
}

export async function findSchedule(db: Db, guideId: string): Promise<ScheduleRow | undefined> {
  const row = await db
    .selectFrom('guide_publish_schedules as s')
    .leftJoin('auth_users as u', 'u.id', 's.created_by')
    .select(['s.guide_id', 's.publish_at', 's.time_zone', 's.note', 'u.name'])
    .where('s.guide_id', '=', guideId)
    .executeTakeFirst();
  return (
    row && {
      guideId: row.guide_id,
      publishAt: row.publish_at,
      timeZone: row.time_zone,
      note: row.note,
      createdBy: row.name,
    }
  );
}

export async function saveSchedule(
  db: Db,
  schedule: { guideId: string; publishAt: Date; timeZone: string; note: string; createdBy: string },
): Promise<void> {
  const values = {
    publish_at: schedule.publishAt,
    time_zone: schedule.timeZone,
    note: schedule.note,
    created_by: schedule.createdBy,
    created_at: new Date(),
  };
  await db
    .insertInto('guide_publish_schedules')
    .values({ guide_id: schedule.guideId, ...values })
    .onConflict((conflict) => conflict.column('guide_id').doUpdateSet(values))
    .execute();
}

export async function deleteSchedule(db: Db, guideId: string): Promise<boolean> {
  const result = await db.deleteFrom('guide_publish_schedules').where('guide_id', '=', guideId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Takes one due schedule: deletes its row, skipping rows another process holds, so within the
 * caller's transaction the publish that follows happens exactly once across processes.
 */
export async function claimDueSchedule(
  db: Db,
  now: Date,
): Promise<{ guideId: string; note: string; createdBy: string | null } | undefined> {
  const due = await db
    .selectFrom('guide_publish_schedules')
    .select(['guide_id', 'note', 'created_by'])
    .where('publish_at', '<=', now)
    .orderBy('publish_at')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (!due) return undefined;
  await db.deleteFrom('guide_publish_schedules').where('guide_id', '=', due.guide_id).execute();
  return { guideId: due.guide_id, note: due.note, createdBy: due.created_by };
}

/** When the next schedule is due (the scheduler sleeps until then, at most its poll interval). */
export async function nextScheduleAt(db: Db): Promise<Date | undefined> {
  const row = await db
    .selectFrom('guide_publish_schedules')
    .select((eb) => eb.fn.min('publish_at').as('at'))
    .executeTakeFirst();
  return row?.at ? new Date(row.at as Date) : undefined;
}
