import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredVisitor, registerVisitor } from '../../../test/accounts.ts';
import { type BrowserAgent, createBrowserAgent } from '../../../test/browser-agent.ts';
import {
  buildEmblem,
  buildGuide,
  buildGuideMap,
  buildInstantReward,
  buildJourney,
  buildPoint,
  buildRoadMap,
  buildSocialNetwork,
  buildSponsor,
  publishNow,
  uniqueId,
} from '../../../test/factories.ts';
import {
  ANALYTICS_READERS,
  addGuideManager,
  addRoadMapAdmin,
  buildRoleMatrix,
  PEOPLE,
  type Person,
  type RoleMatrix,
  registerAdminOfBothGuides,
} from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { json } from '../../db/column-types.ts';
import { attachPartner } from './panel.repository.ts';

/**
 * The permission matrix on EVERY panel endpoint: the seven people of issue 5 (and a request with
 * no session). The table is checked against the app's own route list, so a new panel endpoint
 * without a row fails this test.
 */
const t = setupTestApp();
const app = () => t.app;

let matrix: RoleMatrix;
let journeyId: string;
let extraManager: RegisteredVisitor;
let removableManager: RegisteredVisitor;
let removableAdmin: RegisteredVisitor;
let nobody: BrowserAgent;

beforeAll(async () => {
  matrix = await buildRoleMatrix(app, t.db);
  journeyId = (await buildJourney({ guideId: matrix.guideId })).id;
  extraManager = await registerVisitor(app);
  removableManager = await registerVisitor(app);
  removableAdmin = await registerVisitor(app);
  nobody = createBrowserAgent(app);
});

type Who = Person | 'nobody';
const WHO: Who[] = ['nobody', ...PEOPLE];

const VIEWERS: Person[] = ['contentEditor', 'analyst', 'guideAdmin', 'globalAdmin'];
const EDITORS: Person[] = ['contentEditor', 'guideAdmin', 'globalAdmin'];
const ADMINS: Person[] = ['guideAdmin', 'globalAdmin'];
const PANEL: Person[] = ['contentEditor', 'analyst', 'otherGuideAdmin', 'guideAdmin', 'globalAdmin', 'roadMapAdmin'];
const CREATORS: Person[] = ['otherGuideAdmin', 'guideAdmin', 'globalAdmin'];
const GLOBAL: Person[] = ['globalAdmin'];

interface Row {
  /** `METHOD path` exactly as the app lists the route. */
  route: string;
  allowed: Person[];
  /** A fresh request for one attempt: the concrete path and body. */
  request(): Promise<{ path: string; json?: unknown; body?: FormData }>;
  /** What the allowed people get when it is not a success (e.g. no translation engine in tests). */
  allowedOutcome?: string;
}

/** The demo's Teachable Machine export as the journey editor uploads it (multipart `files`). */
const DEMO_MODEL = path.resolve(import.meta.dirname, '../../../demo/media/museum/recognition');
async function demoModelForm(): Promise<FormData> {
  const form = new FormData();
  for (const name of ['model.json', 'metadata.json', 'weights.bin']) {
    form.append('files', new File([new Uint8Array(await readFile(path.join(DEMO_MODEL, name)))], name));
  }
  return form;
}

/** A new guide with the matrix guide's managers, for attempts that delete or change it. */
async function guideLikeMatrix(): Promise<string> {
  const guide = await buildGuide({ enabled: false });
  const { managers } = await t.db
    .selectFrom('guides')
    .select('managers')
    .where('id', '=', matrix.guideId)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('guides')
    .set({ managers: json(managers) })
    .where('id', '=', guide.id)
    .execute();
  return guide.id;
}

async function latestVersionOf(guideId: string): Promise<number> {
  const row = await t.db
    .selectFrom('guide_live')
    .select('version')
    .where('guide_id', '=', guideId)
    .executeTakeFirstOrThrow();
  return row.version;
}

const newPoint = async () => (await buildPoint({ guideId: matrix.guideId, journeyIds: [journeyId] })).id;
const newMap = async () => (await buildGuideMap({ guideId: matrix.guideId })).id;
async function newSponsor() {
  const sponsor = await buildSponsor();
  await attachPartner(t.db, 'sponsor', matrix.guideId, sponsor.id);
  return sponsor.id;
}
async function newSocialNetwork() {
  const socialNetwork = await buildSocialNetwork();
  await attachPartner(t.db, 'socialNetwork', matrix.guideId, socialNetwork.id);
  return socialNetwork.id;
}
const guideBody = () => ({
  name: { pt: `Guia ${uniqueId('novo')}` },
  type: 'Público',
  description: { pt: 'Descrição' },
  latitude: -8,
  longitude: -35,
  address: { zipCode: '50000-000', road: 'Rua', number: '1', neighborhood: 'Centro', city: 'Recife', state: 'PE' },
});
const partner = () => ({ name: 'Parceiro', url: 'https://example.org', image: '/media/p.png' });
const g = () => matrix.guideId;

const instantRewardBody = () => ({
  name: { pt: 'Prêmio', en: 'Prize' },
  description: { pt: 'Retire na bilheteria', en: 'At the ticket office' },
  journeyId,
});
const emblemBody = () => ({ name: { pt: 'Emblema' }, journeyId, journeyProgress: 50 });
async function newInstantReward({ winner = false, redeemCode = null as string | null } = {}) {
  const id = await buildInstantReward({ guideId: matrix.guideId, journeyId });
  if (winner) {
    await t.db
      .updateTable('instant_rewards')
      .set({ winner: json({ id: 'winner' }), won_at: new Date(), redeem_code: redeemCode })
      .where('id', '=', id)
      .execute();
  }
  return id;
}
/** A won prize's code for the desk, unique to each request of the matrix. */
async function newRedeemCode() {
  const code = randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();
  await newInstantReward({ winner: true, redeemCode: code });
  return code;
}
const newEmblem = () => buildEmblem({ guideId: matrix.guideId, journeyId });
// Ratings and prize draws (issue 12).
const RATING_READERS: Person[] = ['analyst', 'guideAdmin', 'globalAdmin'];
/** A visitor's help request at a point of the matrix guide (issue 30 item 5). */
async function newHelpRequest() {
  const id = uniqueId('help');
  const point = await buildPoint({ guideId: g() });
  const visitor = uniqueId('visitor');
  await t.db
    .insertInto('auth_users')
    .values({
      id: visitor,
      name: 'Visitante',
      email: `${visitor}@example.com`,
      email_verified: false,
      created_at: new Date(),
      updated_at: new Date(),
    } as never)
    .execute();
  await t.db
    .insertInto('help_requests')
    .values({ id, guide_id: g(), point_id: point.id, user_id: visitor, need: 'lost', message: null })
    .execute();
  return id;
}
async function newRating() {
  const id = uniqueId('rating');
  await t.db
    .insertInto('ratings')
    .values({ id, type: 'Guia', target_id: g(), guide_id: g(), user_id: uniqueId('visitor'), rate: 9 })
    .execute();
  return id;
}
const rewardBody = () => ({
  guideId: g(),
  name: { pt: 'Prêmio', en: 'Prize' },
  description: { pt: 'D', en: 'D' },
  model: 'journey',
  journeyId,
});
/** A reward of the matrix guide with one eligible visitor (the common user completed its journey). */
async function newReward() {
  const id = uniqueId('reward');
  const journey = (await buildJourney({ guideId: g() })).id;
  await t.db
    .insertInto('rewards')
    .values({
      id,
      guide_id: g(),
      name: json({ pt: 'Prêmio', en: 'Prize' }),
      description: json({ pt: 'D', en: 'D' }),
      journey_id: journey,
      journey_model: true,
    })
    .execute();
  await t.db
    .insertInto('completed_journeys')
    .values({ id: uniqueId('done'), journey_id: journey, guide_id: g(), user_id: matrix.users.commonUser.id })
    .execute();
  // A draw follows the published rule (migration 0051).
  await publishNow(g());
  return id;
}

// Road maps and accesses (issue 13): global admins own road maps and name their administrators;
// a road-map administrator edits theirs; accesses are read by a guide's roles, written by its admins.
const ROAD_MAP_EDITORS: Person[] = ['globalAdmin', 'roadMapAdmin'];
const roadMapBody = () => ({
  name: { pt: 'Roteiro', en: 'Road map' },
  description: { pt: 'D', en: 'D' },
  guideIds: [g()],
});
/** A road map administered by the matrix's road-map administrator. */
async function newRoadMap() {
  const roadMap = await buildRoadMap();
  await addRoadMapAdmin(t.db, roadMap.id, matrix.users.roadMapAdmin);
  return roadMap.id;
}
async function newRoadMapAdmin() {
  const user = await registerVisitor(app);
  await addRoadMapAdmin(t.db, matrix.roadMapId, user);
  return user.id;
}
let accessMapId: string | undefined;
async function accessBody() {
  accessMapId ??= await newMap();
  return {
    name: { pt: 'Entrada principal', en: 'Main entrance' },
    type: 'Entrada',
    description: { pt: 'Portão', en: 'Gate' },
    coordinates: { latitude: -8.06, longitude: -34.87 },
    address: { zipCode: '50000-000', road: 'Rua', number: '1', neighborhood: 'Centro', city: 'Recife', state: 'PE' },
    image: '/media/entrada.webp',
    mapIds: [accessMapId],
  };
}
async function newAccess() {
  const response = await matrix.agents.globalAdmin.request(`/api/panel/guides/${g()}/accesses`, {
    method: 'POST',
    json: await accessBody(),
  });
  return ((await response.json()) as { access: { id: string } }).access.id;
}

const ROWS: Row[] = [
  { route: 'GET /api/panel/guides', allowed: PANEL, request: async () => ({ path: '/api/panel/guides' }) },
  {
    route: 'POST /api/panel/guides',
    allowed: CREATORS,
    request: async () => ({ path: '/api/panel/guides', json: guideBody() }),
  },
  {
    route: 'GET /api/panel/guides/:guideId',
    allowed: VIEWERS,
    request: async () => ({ path: `/api/panel/guides/${g()}` }),
  },
  {
    route: 'PATCH /api/panel/guides/:guideId',
    allowed: ADMINS,
    request: async () => ({ path: `/api/panel/guides/${g()}`, json: { topics: ['arte'] } }),
  },
  {
    route: 'DELETE /api/panel/guides/:guideId',
    allowed: ADMINS,
    request: async () => ({ path: `/api/panel/guides/${await guideLikeMatrix()}` }),
  },
  // Guide archives (issue 29 item 5): the archive carries the QR secret, so the guide's admins export it.
  {
    route: 'GET /api/panel/guides/:guideId/export',
    allowed: ADMINS,
    request: async () => ({ path: `/api/panel/guides/${g()}/export` }),
  },
  // A file that is no archive: checked after the role, so the allowed get its error and nothing is written.
  {
    route: 'POST /api/panel/guides/import',
    allowed: CREATORS,
    allowedOutcome: 'archive/unreadable',
    request: async () => {
      const form = new FormData();
      form.append('file', new File(['not a zip'], 'guia.zip'));
      form.append('ids', 'new');
      return { path: '/api/panel/guides/import', body: form };
    },
  },
  // Kiosk mode (issue 30 item 6): a valid setup would turn the person's test device into a kiosk
  // (and sign them out), so the matrix sends a PIN the schema refuses, checked after the role.
  {
    route: 'POST /api/panel/guides/:guideId/kiosk',
    allowed: ADMINS,
    allowedOutcome: 'unlock/invalid-pin',
    request: async () => ({ path: `/api/panel/guides/${g()}/kiosk`, json: { pin: 'x', idleMinutes: 3 } }),
  },
  {
    route: 'GET /api/panel/guides/:guideId/unlock-codes',
    allowed: ADMINS,
    request: async () => ({ path: `/api/panel/guides/${g()}/unlock-codes` }),
  },
  {
    route: 'PATCH /api/panel/guides/:guideId/unlock-codes',
    allowed: ADMINS,
    request: async () => ({ path: `/api/panel/guides/${g()}/unlock-codes`, json: { signedCodesOnly: false } }),
  },
  {
    route: 'GET /api/panel/guides/:guideId/preview',
    allowed: VIEWERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/preview` }),
  },
  {
    route: 'GET /api/panel/guides/:guideId/preview/points/:pointId',
    allowed: VIEWERS,
    request: async () => ({
      path: `/api/panel/guides/${g()}/preview/points/${(await buildPoint({ guideId: g(), journeyIds: [journeyId] })).id}`,
    }),
  },
  {
    route: 'GET /api/panel/guides/:guideId/preview-links',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/guides/${g()}/preview-links` }),
  },
  {
    route: 'POST /api/panel/guides/:guideId/preview-links',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/guides/${g()}/preview-links`, json: { days: 2 } }),
  },
  {
    route: 'DELETE /api/panel/guides/:guideId/preview-links/:linkId',
    allowed: EDITORS,
    request: async () => {
      const linkId = randomUUID();
      await t.db
        .insertInto('preview_links')
        .values({ id: linkId, guide_id: g(), token_hash: randomUUID(), expires_at: new Date(Date.now() + 86_400_000) })
        .execute();
      return { path: `/api/panel/guides/${g()}/preview-links/${linkId}` };
    },
  },
  {
    route: 'GET /api/panel/guides/:guideId/journeys',
    allowed: VIEWERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/journeys` }),
  },
  {
    route: 'POST /api/panel/journeys',
    allowed: EDITORS,
    request: async () => ({
      path: '/api/panel/journeys',
      json: { guideId: g(), name: { pt: 'Jornada', en: 'Journey' }, description: { pt: 'D', en: 'D' } },
    }),
  },
  {
    route: 'GET /api/panel/journeys/:journeyId',
    allowed: VIEWERS,
    request: async () => ({ path: `/api/panel/journeys/${journeyId}` }),
  },
  {
    route: 'PATCH /api/panel/journeys/:journeyId',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/journeys/${journeyId}`, json: { backgroundColor: '#112233' } }),
  },
  {
    route: 'DELETE /api/panel/journeys/:journeyId',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/journeys/${(await buildJourney({ guideId: g() })).id}` }),
  },
  {
    route: 'POST /api/panel/journeys/:journeyId/model',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/journeys/${journeyId}/model`, body: await demoModelForm() }),
  },
  {
    route: 'DELETE /api/panel/journeys/:journeyId/model',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/journeys/${journeyId}/model` }),
  },
  {
    route: 'GET /api/panel/guides/:guideId/points',
    allowed: VIEWERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/points` }),
  },
  {
    route: 'POST /api/panel/points',
    allowed: EDITORS,
    request: async () => ({
      path: '/api/panel/points',
      json: { guideId: g(), journeyIds: [journeyId], name: { pt: 'Ponto' }, description: { pt: 'Texto' } },
    }),
  },
  {
    route: 'GET /api/panel/points/:pointId',
    allowed: VIEWERS,
    request: async () => ({ path: `/api/panel/points/${await newPoint()}` }),
  },
  {
    route: 'PATCH /api/panel/points/:pointId',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/points/${await newPoint()}`, json: { tags: ['arte'] } }),
  },
  {
    // The 360° scene editor's save (issue 14): content editors and the guide's administrators.
    route: 'PUT /api/panel/points/:pointId/rv-scene',
    allowed: EDITORS,
    request: async () => ({
      path: `/api/panel/points/${await newPoint()}/rv-scene`,
      json: {
        image360: '/media/test/hall.jpg',
        rvImages: [{ id: 'garden', url: '/media/test/garden.jpg' }],
        rvImagesConnections: [{ from: 'main', to: 'garden', yaw: 30, pitch: -10 }],
      },
    }),
  },
  {
    route: 'DELETE /api/panel/points/:pointId',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/points/${await newPoint()}` }),
  },
  {
    route: 'GET /api/panel/guides/:guideId/maps',
    allowed: VIEWERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/maps` }),
  },
  {
    route: 'POST /api/panel/guides/:guideId/maps',
    allowed: EDITORS,
    request: async () => ({
      path: `/api/panel/guides/${g()}/maps`,
      json: { name: { pt: 'Térreo' }, type: 'floorPlan', fileUrl: '/media/planta.png' },
    }),
  },
  {
    route: 'PATCH /api/panel/maps/:mapId',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/maps/${await newMap()}`, json: { name: { pt: 'Primeiro andar' } } }),
  },
  {
    route: 'DELETE /api/panel/maps/:mapId',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/maps/${await newMap()}` }),
  },
  {
    route: 'GET /api/panel/guides/:guideId/sponsors',
    allowed: VIEWERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/sponsors` }),
  },
  {
    route: 'POST /api/panel/guides/:guideId/sponsors',
    allowed: ADMINS,
    request: async () => ({ path: `/api/panel/guides/${g()}/sponsors`, json: partner() }),
  },
  {
    route: 'PATCH /api/panel/guides/:guideId/sponsors/:sponsorId',
    allowed: ADMINS,
    request: async () => ({ path: `/api/panel/guides/${g()}/sponsors/${await newSponsor()}`, json: { name: 'Novo' } }),
  },
  {
    route: 'POST /api/panel/guides/:guideId/sponsors/:sponsorId/copy',
    allowed: ADMINS,
    request: async () => ({ path: `/api/panel/guides/${g()}/sponsors/${await newSponsor()}/copy`, json: {} }),
  },
  {
    route: 'DELETE /api/panel/guides/:guideId/sponsors/:sponsorId',
    allowed: ADMINS,
    request: async () => ({ path: `/api/panel/guides/${g()}/sponsors/${await newSponsor()}` }),
  },
  {
    route: 'GET /api/panel/guides/:guideId/social-networks',
    allowed: VIEWERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/social-networks` }),
  },
  {
    route: 'POST /api/panel/guides/:guideId/social-networks',
    allowed: ADMINS,
    request: async () => ({ path: `/api/panel/guides/${g()}/social-networks`, json: partner() }),
  },
  {
    route: 'PATCH /api/panel/guides/:guideId/social-networks/:socialNetworkId',
    allowed: ADMINS,
    request: async () => ({
      path: `/api/panel/guides/${g()}/social-networks/${await newSocialNetwork()}`,
      json: { suffix: '@museu' },
    }),
  },
  {
    route: 'POST /api/panel/guides/:guideId/social-networks/:socialNetworkId/copy',
    allowed: ADMINS,
    request: async () => ({
      path: `/api/panel/guides/${g()}/social-networks/${await newSocialNetwork()}/copy`,
      json: { name: 'Cópia' },
    }),
  },
  {
    route: 'DELETE /api/panel/guides/:guideId/social-networks/:socialNetworkId',
    allowed: ADMINS,
    request: async () => ({ path: `/api/panel/guides/${g()}/social-networks/${await newSocialNetwork()}` }),
  },
  {
    route: 'GET /api/panel/guides/:guideId/managers',
    allowed: ADMINS,
    request: async () => ({ path: `/api/panel/guides/${g()}/managers` }),
  },
  {
    route: 'POST /api/panel/guides/:guideId/managers',
    allowed: ADMINS,
    request: async () => ({
      path: `/api/panel/guides/${g()}/managers`,
      json: { email: extraManager.email, roles: ['Análise'] },
    }),
  },
  {
    route: 'DELETE /api/panel/guides/:guideId/managers/:userId',
    allowed: ADMINS,
    request: async () => {
      await addGuideManager(t.db, g(), removableManager, ['Análise']);
      return { path: `/api/panel/guides/${g()}/managers/${removableManager.id}` };
    },
  },
  { route: 'GET /api/panel/admins', allowed: GLOBAL, request: async () => ({ path: '/api/panel/admins' }) },
  {
    route: 'POST /api/panel/admins',
    allowed: GLOBAL,
    request: async () => ({ path: '/api/panel/admins', json: { email: extraManager.email } }),
  },
  {
    route: 'DELETE /api/panel/admins/:userId',
    allowed: GLOBAL,
    request: async () => {
      await t.db
        .insertInto('panel_access')
        .values({ user_id: removableAdmin.id })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      return { path: `/api/panel/admins/${removableAdmin.id}` };
    },
  },
  {
    route: 'GET /api/panel/app-properties',
    allowed: GLOBAL,
    request: async () => ({ path: '/api/panel/app-properties' }),
  },
  {
    route: 'PATCH /api/panel/app-properties',
    allowed: GLOBAL,
    request: async () => ({ path: '/api/panel/app-properties', json: { onEvaluation: false } }),
  },
  // Instant rewards and emblems (issue 12): guide admins and content editors.
  {
    route: 'GET /api/panel/guides/:guideId/instant-rewards',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/guides/${g()}/instant-rewards` }),
  },
  {
    route: 'POST /api/panel/guides/:guideId/instant-rewards',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/guides/${g()}/instant-rewards`, json: instantRewardBody() }),
  },
  {
    route: 'GET /api/panel/instant-rewards/:rewardId',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/instant-rewards/${await newInstantReward()}` }),
  },
  {
    route: 'PATCH /api/panel/instant-rewards/:rewardId',
    allowed: EDITORS,
    request: async () => ({
      path: `/api/panel/instant-rewards/${await newInstantReward()}`,
      json: instantRewardBody(),
    }),
  },
  {
    route: 'DELETE /api/panel/instant-rewards/:rewardId',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/instant-rewards/${await newInstantReward()}` }),
  },
  {
    route: 'POST /api/panel/instant-rewards/:rewardId/collected',
    allowed: EDITORS,
    request: async () => ({
      path: `/api/panel/instant-rewards/${await newInstantReward({ winner: true })}/collected`,
      json: { collected: true },
    }),
  },
  {
    route: 'GET /api/panel/guides/:guideId/redeem-codes/:code',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/guides/${g()}/redeem-codes/${await newRedeemCode()}` }),
  },
  {
    route: 'POST /api/panel/guides/:guideId/redeem-codes/:code/redeem',
    allowed: EDITORS,
    request: async () => ({
      path: `/api/panel/guides/${g()}/redeem-codes/${await newRedeemCode()}/redeem`,
      json: {},
    }),
  },
  {
    route: 'GET /api/panel/guides/:guideId/emblems',
    allowed: VIEWERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/emblems` }),
  },
  {
    route: 'POST /api/panel/guides/:guideId/emblems',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/guides/${g()}/emblems`, json: emblemBody() }),
  },
  {
    route: 'PATCH /api/panel/emblems/:emblemId',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/emblems/${await newEmblem()}`, json: emblemBody() }),
  },
  {
    route: 'DELETE /api/panel/emblems/:emblemId',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/emblems/${await newEmblem()}` }),
  },
  // Ratings and prize draws (issue 12): analysts read ratings, admins delete them; editors run draws.
  {
    route: 'GET /api/panel/guides/:guideId/ratings',
    allowed: RATING_READERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/ratings?band=promoter` }),
  },
  {
    route: 'GET /api/panel/guides/:guideId/ratings/summary',
    allowed: RATING_READERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/ratings/summary` }),
  },
  // Drafts and publishing (issue 29): viewers read, editors discard, admins publish, schedule and restore.
  {
    route: 'GET /api/panel/guides/:guideId/publication',
    allowed: VIEWERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/publication` }),
  },
  {
    route: 'GET /api/panel/guides/:guideId/changes',
    allowed: VIEWERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/changes` }),
  },
  {
    route: 'POST /api/panel/guides/:guideId/publish',
    allowed: ADMINS,
    request: async () => {
      // Something to publish at each attempt.
      await t.db
        .updateTable('guides')
        .set({ topics: [uniqueId('tema')] })
        .where('id', '=', g())
        .execute();
      return { path: `/api/panel/guides/${g()}/publish`, json: { note: 'teste' } };
    },
  },
  {
    route: 'PUT /api/panel/guides/:guideId/publish-schedule',
    allowed: ADMINS,
    request: async () => ({
      path: `/api/panel/guides/${g()}/publish-schedule`,
      json: { localTime: `${new Date().getFullYear() + 1}-01-10T10:00` },
    }),
  },
  {
    route: 'DELETE /api/panel/guides/:guideId/publish-schedule',
    allowed: ADMINS,
    request: async () => ({ path: `/api/panel/guides/${g()}/publish-schedule` }),
  },
  {
    route: 'POST /api/panel/guides/:guideId/changes/discard',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/guides/${g()}/changes/discard`, json: { kind: 'guide', id: g() } }),
  },
  {
    route: 'GET /api/panel/guides/:guideId/versions',
    allowed: VIEWERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/versions` }),
  },
  {
    route: 'GET /api/panel/guides/:guideId/versions/:version/changes',
    allowed: VIEWERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/versions/${await latestVersionOf(g())}/changes` }),
  },
  {
    route: 'POST /api/panel/guides/:guideId/versions/:version/restore',
    allowed: ADMINS,
    request: async () => ({ path: `/api/panel/guides/${g()}/versions/${await latestVersionOf(g())}/restore` }),
  },
  // The front desk (issue 30 item 5): the people who run the venue; analysts see no visitor's request.
  {
    route: 'GET /api/panel/guides/:guideId/help-requests',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/guides/${g()}/help-requests` }),
  },
  {
    route: 'GET /api/panel/guides/:guideId/help-requests/events',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/guides/${g()}/help-requests/events` }),
  },
  {
    route: 'POST /api/panel/help-requests/:requestId/acknowledge',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/help-requests/${await newHelpRequest()}/acknowledge` }),
  },
  {
    route: 'POST /api/panel/help-requests/:requestId/close',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/help-requests/${await newHelpRequest()}/close` }),
  },
  // Usage dashboards (issue 15): the rating readers; road maps are global admins' (and road-map admins').
  {
    route: 'GET /api/panel/guides/:guideId/analytics',
    allowed: ANALYTICS_READERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/analytics` }),
  },
  {
    route: 'GET /api/panel/guides/:guideId/analytics/accesses',
    allowed: ANALYTICS_READERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/analytics/accesses` }),
  },
  // Visit insights (issue 31): the same readers.
  ...(['visits', 'media', 'funnels', 'places'] as const).map((view) => ({
    route: `GET /api/panel/guides/:guideId/analytics/${view}`,
    allowed: ANALYTICS_READERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/analytics/${view}` }),
  })),
  {
    route: 'GET /api/panel/guides/:guideId/analytics/export.csv',
    allowed: ANALYTICS_READERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/analytics/export.csv` }),
  },
  {
    route: 'GET /api/panel/guides/:guideId/analytics/raw-export',
    allowed: ANALYTICS_READERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/analytics/raw-export?format=csv` }),
  },
  {
    // Each dataset's own action is checked in data-exports.test.ts; points need guide.view.
    route: 'GET /api/panel/guides/:guideId/exports/:dataset',
    allowed: VIEWERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/exports/points?format=csv` }),
  },
  {
    route: 'GET /api/panel/road-maps/:roadMapId/exports/executions',
    allowed: GLOBAL,
    request: async () => ({
      path: `/api/panel/road-maps/${(await buildRoadMap({ guides: [{ id: g() }] as never })).id}/exports/executions`,
    }),
  },
  {
    route: 'GET /api/panel/road-maps/:roadMapId/analytics',
    allowed: GLOBAL,
    request: async () => ({
      path: `/api/panel/road-maps/${(await buildRoadMap({ guides: [{ id: g() }] as never })).id}/analytics`,
    }),
  },
  {
    route: 'DELETE /api/panel/ratings/:ratingId',
    allowed: ADMINS,
    request: async () => ({ path: `/api/panel/ratings/${await newRating()}` }),
  },
  {
    route: 'GET /api/panel/guides/:guideId/rewards',
    allowed: VIEWERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/rewards` }),
  },
  {
    route: 'POST /api/panel/rewards',
    allowed: EDITORS,
    request: async () => ({ path: '/api/panel/rewards', json: rewardBody() }),
  },
  {
    route: 'GET /api/panel/rewards/:rewardId',
    allowed: VIEWERS,
    request: async () => ({ path: `/api/panel/rewards/${await newReward()}` }),
  },
  {
    route: 'PUT /api/panel/rewards/:rewardId',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/rewards/${await newReward()}`, json: rewardBody() }),
  },
  {
    route: 'DELETE /api/panel/rewards/:rewardId',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/rewards/${await newReward()}` }),
  },
  {
    route: 'GET /api/panel/rewards/:rewardId/draws',
    allowed: VIEWERS,
    request: async () => ({ path: `/api/panel/rewards/${await newReward()}/draws` }),
  },
  {
    route: 'POST /api/panel/rewards/:rewardId/draws',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/rewards/${await newReward()}/draws`, json: {} }),
  },
  // Road maps and accesses (issue 13).
  { route: 'GET /api/panel/road-maps', allowed: PANEL, request: async () => ({ path: '/api/panel/road-maps' }) },
  {
    route: 'POST /api/panel/road-maps',
    allowed: GLOBAL,
    request: async () => ({ path: '/api/panel/road-maps', json: roadMapBody() }),
  },
  {
    route: 'GET /api/panel/road-maps/:roadMapId',
    allowed: ROAD_MAP_EDITORS,
    request: async () => ({ path: `/api/panel/road-maps/${matrix.roadMapId}` }),
  },
  {
    route: 'PATCH /api/panel/road-maps/:roadMapId',
    allowed: ROAD_MAP_EDITORS,
    request: async () => ({ path: `/api/panel/road-maps/${matrix.roadMapId}`, json: { enabled: true } }),
  },
  {
    route: 'DELETE /api/panel/road-maps/:roadMapId',
    allowed: GLOBAL,
    request: async () => ({ path: `/api/panel/road-maps/${await newRoadMap()}` }),
  },
  {
    route: 'GET /api/panel/road-maps/:roadMapId/admins',
    allowed: GLOBAL,
    request: async () => ({ path: `/api/panel/road-maps/${matrix.roadMapId}/admins` }),
  },
  {
    route: 'POST /api/panel/road-maps/:roadMapId/admins',
    allowed: GLOBAL,
    request: async () => ({
      path: `/api/panel/road-maps/${matrix.roadMapId}/admins`,
      json: { email: (await registerVisitor(app)).email },
    }),
  },
  {
    route: 'DELETE /api/panel/road-maps/:roadMapId/admins/:userId',
    allowed: GLOBAL,
    request: async () => ({ path: `/api/panel/road-maps/${matrix.roadMapId}/admins/${await newRoadMapAdmin()}` }),
  },
  {
    route: 'GET /api/panel/guides/:guideId/accesses',
    allowed: VIEWERS,
    request: async () => ({ path: `/api/panel/guides/${g()}/accesses` }),
  },
  {
    route: 'POST /api/panel/guides/:guideId/accesses',
    allowed: ADMINS,
    request: async () => ({ path: `/api/panel/guides/${g()}/accesses`, json: await accessBody() }),
  },
  {
    route: 'GET /api/panel/accesses/:accessId',
    allowed: VIEWERS,
    request: async () => ({ path: `/api/panel/accesses/${await newAccess()}` }),
  },
  {
    route: 'PUT /api/panel/accesses/:accessId',
    allowed: ADMINS,
    request: async () => ({ path: `/api/panel/accesses/${await newAccess()}`, json: await accessBody() }),
  },
  {
    route: 'DELETE /api/panel/accesses/:accessId',
    allowed: ADMINS,
    request: async () => ({ path: `/api/panel/accesses/${await newAccess()}` }),
  },
  // Content import and the corporate registry (issue 16).
  {
    route: 'GET /api/panel/guides/:guideId/point-import/template',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/guides/${g()}/point-import/template?format=csv` }),
  },
  {
    route: 'POST /api/panel/guides/:guideId/point-import/preview',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/guides/${g()}/point-import/preview`, body: sheetForm() }),
  },
  {
    route: 'POST /api/panel/guides/:guideId/point-import',
    allowed: EDITORS,
    // A sheet with no data rows: its stream is the one success line.
    request: async () => ({ path: `/api/panel/guides/${g()}/point-import`, body: sheetForm() }),
  },
  {
    route: 'POST /api/panel/legacy-import',
    allowed: GLOBAL,
    request: async () => {
      const form = new FormData();
      form.append('file', new File(['{"sponsors": {}}'], 'export.json'));
      form.append('dryRun', 'true');
      return { path: '/api/panel/legacy-import', body: form };
    },
  },
  {
    route: 'GET /api/panel/registry/:registry',
    allowed: GLOBAL,
    request: async () => {
      const registry = uniqueId('reg');
      await t.db.insertInto('corporate_registry').values({ registry, branch: 'SP' }).execute();
      return { path: `/api/panel/registry/${registry}` };
    },
  },
  {
    route: 'GET /api/panel/registry-branches',
    allowed: GLOBAL,
    request: async () => ({ path: '/api/panel/registry-branches' }),
  },
  {
    route: 'POST /api/panel/user-disable/preview',
    allowed: GLOBAL,
    request: async () => ({ path: '/api/panel/user-disable/preview', json: { branch: 'filial-sem-ninguem' } }),
  },
  { route: 'GET /api/panel/user-disable', allowed: GLOBAL, request: async () => ({ path: '/api/panel/user-disable' }) },
  {
    route: 'POST /api/panel/user-disable',
    allowed: GLOBAL,
    request: async () => ({ path: '/api/panel/user-disable', json: { branch: 'filial-sem-ninguem' } }),
  },
  {
    route: 'POST /api/panel/user-disable/:jobId/undo',
    allowed: GLOBAL,
    request: async () => {
      const id = uniqueId('job');
      await t.db
        .insertInto('user_disable_jobs')
        .values({ id, criteria: json({ branch: 'x' }), user_ids: [] })
        .execute();
      return { path: `/api/panel/user-disable/${id}/undo` };
    },
  },
  // Narration and machine translation (issue 16): guide.content.generate.
  {
    route: 'GET /api/panel/guides/:guideId/narration/voices',
    allowed: EDITORS,
    request: async () => ({ path: `/api/panel/guides/${g()}/narration/voices` }),
  },
  {
    route: 'POST /api/panel/guides/:guideId/narration',
    allowed: EDITORS,
    // An empty text: the permission is checked first, and no narration runs (narration.test.ts reads aloud).
    allowedOutcome: 'narration/text-empty',
    request: async () => ({ path: `/api/panel/guides/${g()}/narration`, json: { lang: 'pt', text: ' ' } }),
  },
  {
    route: 'GET /api/panel/translation',
    allowed: PANEL,
    request: async () => ({ path: '/api/panel/translation' }),
  },
  {
    route: 'POST /api/panel/guides/:guideId/translate',
    allowed: EDITORS,
    allowedOutcome: 'translation/not-configured',
    request: async () => ({ path: `/api/panel/guides/${g()}/translate`, json: { target: 'en', texts: ['Olá'] } }),
  },
  {
    route: 'POST /api/panel/guides/:guideId/translate-guide',
    allowed: EDITORS,
    allowedOutcome: 'translation/not-configured',
    request: async () => ({ path: `/api/panel/guides/${g()}/translate-guide`, json: {} }),
  },
];

/** A sheet of points with the header only. */
function sheetForm(): FormData {
  const form = new FormData();
  form.append('file', new File(['key,name_pt,journeys\n'], 'points.csv'));
  return form;
}

function agentOf(who: Who): BrowserAgent {
  return who === 'nobody' ? nobody : matrix.agents[who];
}

function expected(row: Row): Record<Who, string> {
  return Object.fromEntries(
    WHO.map((who) => [
      who,
      who === 'nobody'
        ? 'auth/session-required'
        : who === 'anonymous'
          ? 'auth/anonymous-not-allowed'
          : row.allowed.includes(who)
            ? (row.allowedOutcome ?? 'ok')
            : 'permission/denied',
    ]),
  ) as Record<Who, string>;
}

describe('the panel permission matrix', () => {
  it('has a row for every panel route the app serves, and no row for a route it does not', () => {
    const served = new Set(
      t.app.routes
        .filter((route) => route.path.startsWith('/api/panel/') && route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path}`),
    );
    expect([...served].sort()).toEqual(ROWS.map((row) => row.route).sort());
  });

  for (const row of ROWS) {
    it(`decides ${row.route} for each role`, async () => {
      const method = row.route.split(' ')[0] ?? 'GET';
      const outcomes: Record<string, string> = {};
      for (const who of WHO) {
        const request = await row.request();
        const response = await agentOf(who).request(request.path, {
          method,
          ...(request.body ? { body: request.body } : { json: request.json }),
        });
        // Successful answers may be files (a sheet template, the CSV export): only errors are read as JSON.
        const body = response.ok ? {} : ((await response.json()) as { error?: { code: string } });
        // A live stream (the front desk's events) would stay open: the test has what it needs.
        if (response.ok) await response.body?.cancel();
        outcomes[who] = response.ok ? 'ok' : (body.error?.code ?? String(response.status));
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
      expect(outcomes).toEqual(expected(row));
    });
  }
});

describe('roles on one guide give nothing on another', () => {
  it('a content editor cannot move a point or a journey into a guide where they have no role, nor create there', async () => {
    const editor = matrix.agents.contentEditor;
    const point = await newPoint();
    const otherJourney = (await buildJourney({ guideId: matrix.otherGuideId })).id;
    const moves = [
      await editor.request(`/api/panel/points/${point}`, {
        method: 'PATCH',
        json: { guideId: matrix.otherGuideId, journeyIds: [otherJourney] },
      }),
      await editor.request(`/api/panel/journeys/${(await buildJourney({ guideId: g() })).id}`, {
        method: 'PATCH',
        json: { guideId: matrix.otherGuideId },
      }),
      await editor.request('/api/panel/journeys', {
        method: 'POST',
        json: { guideId: matrix.otherGuideId, name: { pt: 'J', en: 'J' }, description: { pt: 'D', en: 'D' } },
      }),
    ];
    for (const response of moves) {
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('permission/denied');
    }
    const stored = await matrix.agents.globalAdmin.request(`/api/panel/points/${point}`);
    expect(((await stored.json()) as { point: { guideId: string } }).point.guideId).toBe(matrix.guideId);
  });
});

describe('a sponsor or social network that two guides list', () => {
  const KINDS = [
    { path: 'sponsors', kind: 'sponsor', list: 'sponsors', code: 'sponsor/shared', build: buildSponsor },
    {
      path: 'social-networks',
      kind: 'socialNetwork',
      list: 'socialNetworks',
      code: 'social-network/shared',
      build: buildSocialNetwork,
    },
  ] as const;
  type Listed = { id: string; name: string; sharing: { otherGuides: number; roadMaps: number; changeable: boolean } };

  async function call(agent: BrowserAgent, method: string, path: string, json?: unknown) {
    const response = await agent.request(path, { method, json });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  for (const { path, kind, list, code, build } of KINDS) {
    const listOf = async (agent: BrowserAgent, guideId: string) =>
      (await call(agent, 'GET', `/api/panel/guides/${guideId}/${path}`)).body[list] as Listed[];

    it(`${kind}: an admin of one of them cannot change it; an admin of both and a global admin can`, async () => {
      const both = await registerAdminOfBothGuides(app, t.db, matrix);
      const record = await build({ name: 'Original' });
      await attachPartner(t.db, kind, matrix.guideId, record.id);
      await attachPartner(t.db, kind, matrix.otherGuideId, record.id);

      const seen = (await listOf(matrix.agents.guideAdmin, g())).find((each) => each.id === record.id);
      expect(seen?.sharing).toEqual({ otherGuides: 1, roadMaps: 0, changeable: false });
      const seenByBoth = (await listOf(both.agent, g())).find((each) => each.id === record.id);
      expect(seenByBoth?.sharing).toEqual({ otherGuides: 1, roadMaps: 0, changeable: true });

      for (const [agent, guideId] of [
        [matrix.agents.guideAdmin, matrix.guideId],
        [matrix.agents.otherGuideAdmin, matrix.otherGuideId],
      ] as const) {
        const refused = await call(agent, 'PATCH', `/api/panel/guides/${guideId}/${path}/${record.id}`, {
          name: 'Trocado',
        });
        expect(refused.status).toBe(403);
        expect(refused.body.error).toMatchObject({ code });
      }
      const other = await listOf(matrix.agents.globalAdmin, matrix.otherGuideId);
      expect(other.find((each) => each.id === record.id)?.name).toBe('Original');

      const byBoth = await call(both.agent, 'PATCH', `/api/panel/guides/${g()}/${path}/${record.id}`, {
        name: 'Pelos dois',
      });
      expect(byBoth.status).toBe(200);
      const byGlobal = await call(
        matrix.agents.globalAdmin,
        'PATCH',
        `/api/panel/guides/${matrix.otherGuideId}/${path}/${record.id}`,
        { name: 'Pelo global' },
      );
      expect(byGlobal.status).toBe(200);
      const shown = await listOf(matrix.agents.otherGuideAdmin, matrix.otherGuideId);
      expect(shown.find((each) => each.id === record.id)?.name).toBe('Pelo global');
    });

    it(`${kind}: the admin of one guide takes it off their guide or copies it for their guide; the other guide keeps it`, async () => {
      const record = await build({ name: 'Compartilhado' });
      const before = await build();
      await attachPartner(t.db, kind, matrix.guideId, before.id);
      await attachPartner(t.db, kind, matrix.guideId, record.id);
      await attachPartner(t.db, kind, matrix.otherGuideId, record.id);
      const admin = matrix.agents.guideAdmin;

      const copied = await call(admin, 'POST', `/api/panel/guides/${g()}/${path}/${record.id}/copy`, {
        name: 'Só deste guia',
      });
      expect(copied.status).toBe(201);
      const copy = copied.body[kind] as Listed;
      expect(copy.id).not.toBe(record.id);
      const mine = await listOf(admin, g());
      const ids = mine.map((each) => each.id);
      expect(ids).not.toContain(record.id);
      expect(ids.indexOf(copy.id)).toBe(ids.indexOf(before.id) + 1);
      expect(mine.find((each) => each.id === copy.id)).toMatchObject({
        name: 'Só deste guia',
        sharing: { otherGuides: 0, roadMaps: 0, changeable: true },
      });
      const theirs = await listOf(matrix.agents.otherGuideAdmin, matrix.otherGuideId);
      expect(theirs.find((each) => each.id === record.id)?.name).toBe('Compartilhado');

      // Taking the shared record off one guide leaves it, unchanged, on the other.
      await attachPartner(t.db, kind, matrix.guideId, record.id);
      const removed = await call(admin, 'DELETE', `/api/panel/guides/${g()}/${path}/${record.id}`);
      expect(removed.status).toBe(200);
      expect((await listOf(admin, g())).map((each) => each.id)).not.toContain(record.id);
      const kept = await listOf(matrix.agents.otherGuideAdmin, matrix.otherGuideId);
      expect(kept.find((each) => each.id === record.id)?.name).toBe('Compartilhado');
    });

    it(`${kind}: listed by a road map too, only someone who may edit that road map changes it`, async () => {
      const record = await build();
      await attachPartner(t.db, kind, matrix.guideId, record.id);
      await buildRoadMap(kind === 'sponsor' ? { sponsorIds: [record.id] } : { socialNetIds: [record.id] });
      const seen = (await listOf(matrix.agents.guideAdmin, g())).find((each) => each.id === record.id);
      expect(seen?.sharing).toEqual({ otherGuides: 0, roadMaps: 1, changeable: false });
      const refused = await call(matrix.agents.guideAdmin, 'PATCH', `/api/panel/guides/${g()}/${path}/${record.id}`, {
        enabled: false,
      });
      expect(refused.body.error).toMatchObject({ code });
      const byGlobal = await call(matrix.agents.globalAdmin, 'PATCH', `/api/panel/guides/${g()}/${path}/${record.id}`, {
        enabled: false,
      });
      expect(byGlobal.status).toBe(200);
    });
  }
});
