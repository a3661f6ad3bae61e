import type { Guide } from '@percurso/shared';
import { type Insertable, type Selectable, sql } from 'kysely';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';
import { flagsOf, nameKeys, optional, primaryNameKey, toIso } from '../../db/row-mapping.ts';
import type { GuidesTable } from '../../db/tables/index.ts';

type GuideRow = Selectable<GuidesTable>;

function toGuide(row: GuideRow): Guide {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type as Guide['type'],
    enabled: row.enabled,
    image: optional(row.image),
    bannerUrl: optional(row.banner_url),
    frontImages: row.front_images,
    barLogo: optional(row.bar_logo),
    toolBarLogo: optional(row.tool_bar_logo),
    favIcon: optional(row.fav_icon),
    theme: row.theme,
    address: optional(row.address),
    location:
      row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : undefined,
    topics: row.topics,
    introMessage: row.intro_message,
    introAudio: row.intro_audio,
    translationFlags: flagsOf(row.translation_flags),
    signLanguageVideo: optional(row.sign_language_video),
    aboutGuide: optional(row.about_guide),
    tutorialImage: optional(row.tutorial_image),
    toolTipLink: optional(row.tool_tip_link),
    hideTutorialName: row.hide_tutorial_name,
    visit3dUrl: optional(row.visit_3d_url),
    gamification: row.gamification,
    helpRequestsEnabled: row.help_requests_enabled,
    mainGuideLink: optional(row.main_guide_link),
    initialPointId: optional(row.initial_point_id),
    journeyOrder: row.journey_order,
    sponsorIds: row.sponsor_ids,
    socialNetIds: row.social_net_ids,
    roadMapId: optional(row.road_map_id),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** Managers are kept by the management features; content writes leave them alone. */
function toGuideRow(guide: Guide): Omit<Insertable<GuidesTable>, 'managers'> {
  return {
    id: guide.id,
    name: json(guide.name),
    name_key: primaryNameKey(guide.name),
    name_keys: nameKeys(guide.name),
    description: json(guide.description),
    type: guide.type,
    enabled: guide.enabled,
    image: guide.image ?? null,
    banner_url: guide.bannerUrl ?? null,
    front_images: guide.frontImages,
    bar_logo: guide.barLogo ?? null,
    tool_bar_logo: guide.toolBarLogo ?? null,
    fav_icon: guide.favIcon ?? null,
    theme: json(guide.theme),
    address: guide.address ? json(guide.address) : null,
    latitude: guide.location?.latitude ?? null,
    longitude: guide.location?.longitude ?? null,
    topics: guide.topics,
    intro_message: json(guide.introMessage),
    intro_audio: json(guide.introAudio),
    translation_flags: json(guide.translationFlags ?? {}),
    sign_language_video: guide.signLanguageVideo ?? null,
    about_guide: guide.aboutGuide ? json(guide.aboutGuide) : null,
    tutorial_image: guide.tutorialImage ?? null,
    tool_tip_link: guide.toolTipLink ? json(guide.toolTipLink) : null,
    hide_tutorial_name: guide.hideTutorialName,
    visit_3d_url: guide.visit3dUrl ?? null,
    gamification: guide.gamification,
    help_requests_enabled: guide.helpRequestsEnabled,
    main_guide_link: guide.mainGuideLink ?? null,
    initial_point_id: guide.initialPointId ?? null,
    journey_order: guide.journeyOrder,
    sponsor_ids: guide.sponsorIds,
    social_net_ids: guide.socialNetIds,
    road_map_id: guide.roadMapId ?? null,
    created_at: guide.createdAt,
    updated_at: guide.updatedAt,
  };
}

/** Inserts the guide, or replaces every content field of the guide with the same id. */
export async function saveGuide(db: Db, guide: Guide): Promise<void> {
  const { id: _id, created_at: _createdAt, ...changes } = toGuideRow(guide);
  await db
    .insertInto('guides')
    .values(toGuideRow(guide))
    .onConflict((conflict) => conflict.column('id').doUpdateSet(changes))
    .execute();
}

export async function findGuideById(db: Db, id: string): Promise<Guide | undefined> {
  const row = await db.selectFrom('guides').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toGuide(row);
}

/** The guides of these ids that exist. */
export async function findGuidesByIds(db: Db, ids: readonly string[]): Promise<Guide[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('guides')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return rows.map(toGuide);
}

/**
 * The guide whose name, in any language, has this normalised key. A match on the Portuguese
 * name wins, then an enabled guide over a disabled one.
 */
export async function findGuideByNameKey(db: Db, key: string): Promise<Guide | undefined> {
  if (key === '') return undefined;
  const row = await db
    .selectFrom('guides')
    .selectAll()
    .where((eb) => eb.or([eb('name_key', '=', key), eb('name_keys', '@>', sql<string[]>`array[${key}]::text[]`)]))
    .orderBy(sql`name_key = ${key}`, 'desc')
    .orderBy('enabled', 'desc')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row && toGuide(row);
}

export async function countGuides(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('guides')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
