import { GUIDE_EXPORT_DATASETS, type GuideExportDataset } from '@percurso/shared';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerVisitor } from '../../../test/accounts.ts';
import { buildGuideMap, buildJourney, buildPoint, uniqueId } from '../../../test/factories.ts';
import { buildRoleMatrix, type Person, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();
const app = () => t.app;
let matrix: RoleMatrix;
const FORMULA = '=HYPERLINK("http://evil.example","abrir")';

/** Each guide dataset and the panel list whose rows its export repeats. */
const PANEL_LISTS: Record<GuideExportDataset, { path: (guideId: string) => string; key: string }> = {
  points: { path: (g) => `/api/panel/guides/${g}/points`, key: 'points' },
  ratings: { path: (g) => `/api/panel/guides/${g}/ratings`, key: 'ratings' },
  accesses: { path: (g) => `/api/panel/guides/${g}/accesses`, key: 'accesses' },
  winners: { path: () => '', key: '' },
};

beforeAll(async () => {
  matrix = await buildRoleMatrix(app, t.db);
  const guideId = matrix.guideId;
  const journey = await buildJourney({ guideId });
  await buildPoint({ guideId, journeyIds: [journey.id], name: { pt: FORMULA, en: '@SUM(A1)' } });
  await buildPoint({ guideId, journeyIds: [journey.id], name: { pt: 'Moenda, "antiga"' } });
  await buildPoint({ guideId: matrix.otherGuideId, name: { pt: 'Ponto do outro guia' } });
  const visitor = await registerVisitor(app, { name: 'Visitante Avaliador' });
  const rated = await visitor.agent.request('/api/ratings', {
    method: 'PUT',
    json: { type: 'Guia', guideId, rate: 9, comment: '-1+1 ótimo' },
  });
  expect(rated.status).toBe(200);
  const map = await buildGuideMap({ guideId });
  const access = await matrix.agents.guideAdmin.post(`/api/panel/guides/${guideId}/accesses`, {
    name: { pt: '+Entrada principal', en: 'Main entrance' },
    type: 'Entrada',
    description: { pt: 'Pelo portão.', en: 'Through the gate.' },
    coordinates: { latitude: -8.063, longitude: -34.871 },
    address: { zipCode: '50030-230', road: 'Praça', number: '1', neighborhood: 'Recife', city: 'Recife', state: 'PE' },
    image: '/media/entrada.webp',
    mapIds: [map.id],
  });
  expect(access.status, await access.clone().text()).toBe(201);
  const reward = await matrix.agents.guideAdmin.post('/api/panel/rewards', {
    guideId,
    name: { pt: 'Cesta de doces', en: 'Sweets basket' },
    description: { pt: 'Doces da fazenda', en: 'Farm sweets' },
    model: 'journey',
    journeyId: journey.id,
  });
  expect(reward.status, await reward.clone().text()).toBe(201);
  const rewardId = ((await reward.json()) as { reward: { id: string } }).reward.id;
  await t.db
    .insertInto('sorted_rewards')
    .values({
      id: uniqueId('draw'),
      reward_id: rewardId,
      guide_id: guideId,
      entries: JSON.stringify([visitor.id]) as never,
      seed: 'ab'.repeat(16),
      list_hash: 'cd'.repeat(32),
      winner_index: 0,
      winner: JSON.stringify({ id: visitor.id, name: '@Ganhadora', email: visitor.email }) as never,
      redraw_of: null,
      reason: null,
      drawn_by: JSON.stringify({ id: matrix.users.guideAdmin.id, name: 'Admin' }) as never,
      created_at: '2026-03-01T10:00:00.000Z',
    })
    .execute();
  await t.db
    .insertInto('road_map_executions')
    .values({
      id: uniqueId('execution'),
      type: 'QR',
      tracker: 'toolBar',
      road_map_id: matrix.roadMapId,
      guide_id: guideId,
      guide_name: 'Guia do roteiro',
      user_id: visitor.id,
      user_name: 'Visitante Avaliador',
      user_gender: 'Feminino',
      user_city: 'Recife',
      user_birth_date: '1990-05-01',
      created_at: '2026-03-01T12:00:00.000Z',
    })
    .execute();
});

const exportPath = (dataset: string, format: 'csv' | 'json', guideId = matrix.guideId) =>
  `/api/panel/guides/${guideId}/exports/${dataset}?format=${format}`;

async function csvRows(response: Response): Promise<Array<Record<string, string>>> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  // A UTF-8 byte order mark first (spreadsheets then read accents right); the decoder drops it.
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes);
  return Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
}

describe('a manager’s data exports', () => {
  it.each(['points', 'ratings', 'accesses'] as const)(
    'the %s JSON export holds exactly the rows of the panel list, and the CSV one row for each',
    async (dataset) => {
      const admin = matrix.agents.guideAdmin;
      const { path, key } = PANEL_LISTS[dataset];
      const shown =
        ((await (await admin.request(path(matrix.guideId))).json()) as Record<string, unknown[]>)[key] ?? [];
      expect(shown.length).toBeGreaterThan(0);
      const json = await admin.request(exportPath(dataset, 'json'));
      expect(json.status).toBe(200);
      expect(json.headers.get('content-disposition')).toMatch(/^attachment; filename="percurso-.+\.json"$/);
      const body = (await json.json()) as { dataset: string; rows: unknown[] };
      expect(body.dataset).toBe(dataset);
      // The panel's edit-conflict token (`version`) is no data of the record.
      expect(body.rows).toEqual(shown.map((row) => ({ ...(row as object), version: undefined })));
      const csv = await admin.request(exportPath(dataset, 'csv'));
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('x-total-rows')).toBe(String(shown.length));
      const rows = await csvRows(csv);
      expect(rows.map((row) => row.id)).toEqual(shown.map((row) => (row as { id: string }).id));
    },
  );

  it('neutralises texts a spreadsheet would run as formulas, and keeps numbers as numbers', async () => {
    const admin = matrix.agents.guideAdmin;
    const points = await csvRows(await admin.request(exportPath('points', 'csv')));
    expect(points.map((row) => row['name.pt'])).toContain(`'${FORMULA}`);
    expect(points.map((row) => row['name.en'])).toContain("'@SUM(A1)");
    expect(points.map((row) => row['name.pt'])).toContain('Moenda, "antiga"');
    const [rating] = await csvRows(await admin.request(exportPath('ratings', 'csv')));
    expect(rating).toMatchObject({ comment: "'-1+1 ótimo", rate: '9', userName: 'Visitante Avaliador' });
    const [access] = await csvRows(await admin.request(exportPath('accesses', 'csv')));
    expect(access?.['name.pt']).toBe("'+Entrada principal");
    // The JSON keeps the text as it was written.
    const json = (await (await admin.request(exportPath('points', 'json'))).json()) as {
      rows: Array<{ name: { pt: string } }>;
    };
    expect(json.rows.map((row) => row.name.pt)).toContain(FORMULA);
  });

  it('exports the prize-draw winners, without the frozen list of entrants', async () => {
    const winners = (await (await matrix.agents.contentEditor.request(exportPath('winners', 'json'))).json()) as {
      rows: Array<Record<string, unknown>>;
    };
    expect(winners.rows).toHaveLength(1);
    expect(winners.rows[0]).toMatchObject({
      winner: { name: '@Ganhadora' },
      eligibleCount: 1,
      rewardName: { pt: 'Cesta de doces' },
    });
    expect(winners.rows[0]).not.toHaveProperty('eligibleIds');
    const [row] = await csvRows(await matrix.agents.contentEditor.request(exportPath('winners', 'csv')));
    expect(row).toMatchObject({ 'winner.name': "'@Ganhadora", 'rewardName.pt': 'Cesta de doces', mailed: 'false' });
  });

  it('exports a road map’s executions to its administrators, naming no visitor', async () => {
    const path = (format: string) => `/api/panel/road-maps/${matrix.roadMapId}/exports/executions?format=${format}`;
    const rows = await csvRows(await matrix.agents.roadMapAdmin.request(path('csv')));
    expect(rows).toEqual([
      expect.objectContaining({
        roadMapId: matrix.roadMapId,
        guideId: matrix.guideId,
        visitor: 'registered',
        gender: 'Feminino',
        city: 'Recife',
      }),
    ]);
    const text = await (await matrix.agents.globalAdmin.request(path('json'))).text();
    expect(text).not.toContain('Visitante Avaliador');
    for (const person of ['otherGuideAdmin', 'guideAdmin', 'commonUser'] as const) {
      const refused = await matrix.agents[person].request(path('csv'));
      expect(refused.status, person).toBe(403);
    }
  });
});

describe('who may export what (decision 0007)', () => {
  const CAN: Record<GuideExportDataset, Person[]> = {
    points: ['contentEditor', 'analyst', 'guideAdmin', 'globalAdmin'],
    accesses: ['contentEditor', 'analyst', 'guideAdmin', 'globalAdmin'],
    winners: ['contentEditor', 'analyst', 'guideAdmin', 'globalAdmin'],
    ratings: ['analyst', 'guideAdmin', 'globalAdmin'],
  };

  it.each(GUIDE_EXPORT_DATASETS)(
    '%s: the guide’s roles may, a manager of another guide and visitors may not',
    async (dataset) => {
      for (const person of [
        'anonymous',
        'commonUser',
        'contentEditor',
        'analyst',
        'otherGuideAdmin',
        'guideAdmin',
        'globalAdmin',
      ] as const) {
        const response = await matrix.agents[person].request(exportPath(dataset, 'csv'));
        const expected = CAN[dataset].includes(person) ? 200 : 403;
        expect(response.status, `${person} ${dataset}`).toBe(expected);
        if (expected === 403) expect(await response.text()).not.toContain(matrix.guideId);
      }
    },
  );

  it('a manager of another guide sees nothing of this guide in the exports of their own', async () => {
    const other = matrix.agents.otherGuideAdmin;
    for (const dataset of GUIDE_EXPORT_DATASETS) {
      const response = await other.request(exportPath(dataset, 'json', matrix.otherGuideId));
      expect(response.status, dataset).toBe(200);
      const text = await response.text();
      expect(text).not.toContain(matrix.guideId);
      expect(text).not.toContain('HYPERLINK');
    }
  });

  it('refuses an unknown dataset or format, and answers guide/not-found to a global admin for a missing guide', async () => {
    const admin = matrix.agents.globalAdmin;
    expect((await admin.request(exportPath('passwords', 'csv'))).status).toBe(400);
    expect((await admin.request(exportPath('points', 'xlsx' as 'csv'))).status).toBe(400);
    const missing = await admin.request(exportPath('points', 'csv', 'no-such-guide'));
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('guide/not-found');
  });
});
