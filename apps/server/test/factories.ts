import { randomBytes } from 'node:crypto';
import {
  APP_VERSION,
  type AppProperties,
  DEFAULT_TILE_URL,
  type Guide,
  type GuideMap,
  guideDefaults,
  type Journey,
  type Point,
  pointDefaults,
  type RoadMap,
  type SocialNetwork,
  type Sponsor,
} from '@percurso/shared';
import type { Db } from '../src/db/database.ts';
import { saveAppProperties } from '../src/features/app-properties/index.ts';
import { saveGuideMap } from '../src/features/guide-maps/index.ts';
import { saveGuide } from '../src/features/guides/index.ts';
import { saveJourney } from '../src/features/journeys/index.ts';
import { savePoint } from '../src/features/points/index.ts';
import { publishDraft } from '../src/features/publishing/index.ts';
import { saveRoadMap } from '../src/features/road-maps/index.ts';
import { saveSocialNetwork } from '../src/features/social-networks/index.ts';
import { saveSponsor } from '../src/features/sponsors/index.ts';

/**
 * Factories: valid records with unique ids, written through the repositories into the test
 * file's database (set by setupTestApp). Pass only what the test is about.
 */
let factoryDb: Db | undefined;
/** The app's guide cache settle (AppDeps.onGuideCache): a publish waits until the app has heard it. */
let settleApp: () => Promise<void> = async () => {};

export function setFactoryDb(db: Db, settle?: () => Promise<void>): void {
  factoryDb = db;
  settleApp = settle ?? (async () => {});
}

function db(): Db {
  if (!factoryDb) throw new Error('factories: call setupTestApp() in the test file first');
  return factoryDb;
}

export function uniqueId(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}

const now = () => new Date().toISOString();

export async function buildGuide(overrides: Partial<Guide> = {}): Promise<Guide> {
  const id = overrides.id ?? uniqueId('guide');
  const guide: Guide = {
    id,
    name: { pt: `Guia de teste ${id}` },
    description: { pt: 'Um guia criado pelos testes.' },
    type: 'Público',
    ...guideDefaults(),
    enabled: true,
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  };
  await saveGuide(db(), guide);
  await publish(guide.id);
  return guide;
}

/**
 * Factories model content already published (what visitors read, features/publishing): each one
 * publishes its guide's draft again. Tests of drafts edit through the panel API instead.
 */
export async function publish(guideId: string): Promise<void> {
  if (!publishEachBuild) return;
  await publishNow(guideId);
}

/** Off: builds leave drafts (a bench seeding hundreds of points publishes once at the end, publishNow). */
let publishEachBuild = true;
export function setPublishEachBuild(on: boolean): void {
  publishEachBuild = on;
}

/** Publishes the guide's draft now, whatever setPublishEachBuild says. */
export async function publishNow(guideId: string): Promise<void> {
  await db()
    .transaction()
    .execute((trx) => publishDraft(trx, guideId, { note: '', userId: null, always: true }));
  // The app's cache may hold the previous version until it hears the publish (a NOTIFY).
  await settleApp();
}

async function guideIdOr(guideId: string | undefined): Promise<string> {
  return guideId ?? (await buildGuide()).id;
}

export async function buildGuideMap(overrides: Partial<GuideMap> = {}): Promise<GuideMap> {
  const map: GuideMap = {
    id: uniqueId('map'),
    name: { pt: 'Térreo' },
    type: 'floorPlan',
    fileUrl: '/media/test/floor.svg',
    width: 1000,
    height: 800,
    position: 0,
    ...overrides,
    guideId: await guideIdOr(overrides.guideId),
  };
  await saveGuideMap(db(), map);
  await publish(map.guideId);
  return map;
}

export async function buildJourney(overrides: Partial<Journey> = {}): Promise<Journey> {
  const journey: Journey = {
    id: uniqueId('journey'),
    name: { pt: 'Jornada de teste' },
    description: { pt: 'Uma jornada criada pelos testes.' },
    pointOrder: [],
    enabled: true,
    createdAt: now(),
    ...overrides,
    guideId: await guideIdOr(overrides.guideId),
  };
  await saveJourney(db(), journey);
  await publish(journey.guideId);
  return journey;
}

export async function buildPoint(overrides: Partial<Point> = {}): Promise<Point> {
  const point: Point = {
    id: uniqueId('point'),
    journeyIds: [],
    name: { pt: 'Ponto de teste' },
    description: { pt: 'Um ponto criado pelos testes.' },
    content: { pt: '<p>Conteúdo</p>' },
    contentPreview: {},
    ...pointDefaults(),
    journeyRequired: true,
    createdAt: now(),
    ...overrides,
    guideId: await guideIdOr(overrides.guideId),
  };
  await savePoint(db(), point);
  await publish(point.guideId);
  // Without a stop number the point got its guide's next free one: the point as stored has it.
  if (point.stopNumber !== undefined) return point;
  const stored = await db().selectFrom('points').select('stop_number').where('id', '=', point.id).executeTakeFirst();
  return { ...point, stopNumber: stored?.stop_number ?? undefined };
}

export async function buildSponsor(overrides: Partial<Sponsor> = {}): Promise<Sponsor> {
  const sponsor: Sponsor = {
    id: uniqueId('sponsor'),
    name: 'Patrocinador',
    url: 'https://example.org/sponsor',
    image: '/media/test/sponsor.png',
    enabled: true,
    createdAt: now(),
    ...overrides,
  };
  await saveSponsor(db(), sponsor);
  return sponsor;
}

export async function buildSocialNetwork(overrides: Partial<SocialNetwork> = {}): Promise<SocialNetwork> {
  const network: SocialNetwork = {
    id: uniqueId('social'),
    name: 'Instagram',
    url: 'https://example.org/social',
    image: '/media/test/instagram.svg',
    enabled: true,
    createdAt: now(),
    ...overrides,
  };
  await saveSocialNetwork(db(), network);
  return network;
}

export async function buildRoadMap(overrides: Partial<RoadMap> = {}): Promise<RoadMap> {
  const id = overrides.id ?? uniqueId('road-map');
  const roadMap: RoadMap = {
    id,
    name: { pt: `Roteiro ${id}` },
    description: { pt: 'Um roteiro criado pelos testes.' },
    guides: [],
    vans: [],
    sponsorIds: [],
    socialNetIds: [],
    enabled: true,
    createdAt: now(),
    ...overrides,
  };
  await db()
    .transaction()
    .execute((trx) => saveRoadMap(trx, roadMap));
  return roadMap;
}

export async function buildAppProperties(overrides: Partial<AppProperties> = {}): Promise<AppProperties> {
  const properties: AppProperties = {
    version: APP_VERSION,
    enabled: true,
    onEvaluation: false,
    tooltipTitle: { pt: 'Bem-vindo' },
    tooltipText: { pt: 'Escolha um guia.' },
    tooltipImages: [],
    urlsPrefix: '',
    topics: [],
    rawEventsRetentionMonths: 24,
    tileUrl: DEFAULT_TILE_URL,
    ...overrides,
  };
  const { tileUrl: _tileUrl, ...stored } = properties;
  await saveAppProperties(db(), stored);
  return properties;
}

/** An emblem of a journey (threshold in percent of its required points), written directly and published. */
export async function buildEmblem(overrides: {
  guideId: string;
  journeyId: string;
  journeyProgress?: number;
  enabled?: boolean;
  name?: string;
}) {
  const id = uniqueId('emblem');
  await db()
    .insertInto('emblems')
    .values({
      id,
      guide_id: overrides.guideId,
      journey_id: overrides.journeyId,
      name: JSON.stringify({ pt: overrides.name ?? 'Emblema de teste', en: 'Test emblem' }) as never,
      journey_progress: overrides.journeyProgress ?? 100,
      enabled: overrides.enabled ?? true,
    })
    .execute();
  await publish(overrides.guideId);
  return id;
}

/** An instant reward (journey model unless points are given), written directly and published. */
export async function buildInstantReward(overrides: {
  guideId: string;
  journeyId?: string | null;
  journeyRate?: number;
  instantRewardRate?: number;
  pointIdsSelected?: string[];
  pointsToWin?: number;
  enabled?: boolean;
  startDate?: string | null;
  finalDate?: string | null;
  createdAt?: string;
  name?: string;
}) {
  const id = uniqueId('instant');
  const points = overrides.pointIdsSelected ?? [];
  await db()
    .insertInto('instant_rewards')
    .values({
      id,
      guide_id: overrides.guideId,
      journey_id: overrides.journeyId ?? null,
      name: JSON.stringify({ pt: overrides.name ?? 'Prêmio de teste', en: 'Test prize' }) as never,
      description: JSON.stringify({ pt: 'Retire na bilheteria.', en: 'Collect it at the ticket office.' }) as never,
      journey_rate: overrides.journeyRate ?? 0,
      instant_reward_rate: overrides.instantRewardRate ?? 100,
      point_ids_selected: points,
      point_model: points.length > 0,
      select_point_model: points.length > 0,
      journey_model: points.length === 0,
      points_to_win: overrides.pointsToWin ?? 1,
      enabled: overrides.enabled ?? true,
      start_date: overrides.startDate ?? null,
      final_date: overrides.finalDate ?? null,
      ...(overrides.createdAt ? { created_at: overrides.createdAt } : {}),
    })
    .execute();
  await publish(overrides.guideId);
  return id;
}
