import { roadMapExecutionList } from '@percurso/shared/road-map';
import { describe, expect, it } from 'vitest';
import { anonymousVisitor, answer, registerVisitor } from '../../../test/accounts.ts';
import { createBrowserAgent } from '../../../test/browser-agent.ts';
import { buildGuide, buildRoadMap, uniqueId } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();
const app = () => t.app;

async function roadMapOfTwo() {
  const a = await buildGuide({ name: { pt: `Museu do Frevo ${uniqueId('m')}` } });
  const b = await buildGuide({ name: { pt: `Paço do Frevo ${uniqueId('p')}` } });
  const roadMap = await buildRoadMap({
    guides: [
      { id: a.id, name: a.name },
      { id: b.id, name: b.name },
    ],
  });
  return { a, b, roadMap };
}

const executionRows = (userId: string) =>
  t.db.selectFrom('road_map_executions').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

describe('road-map executions (the road map QR code)', () => {
  it('records a registered visitor’s scan with type, tracker, guide, road map and their snapshot', async () => {
    const { a, roadMap } = await roadMapOfTwo();
    const visitor = await registerVisitor(app, { name: 'Joana Frevo' });
    await t.db
      .updateTable('user_profiles')
      .set({ gender: 'Feminino', city: 'Recife' })
      .where('id', '=', visitor.id)
      .execute();
    const first = await visitor.agent.post('/api/road-map-executions', { roadMapId: roadMap.id, guideId: a.id });
    expect(first.status).toBe(201);
    const again = await visitor.agent.post('/api/road-map-executions', { roadMapId: roadMap.id, guideId: a.id });
    expect(again.status).toBe(201);

    const rows = await executionRows(visitor.id);
    expect(rows.map((row) => [row.type, row.tracker, row.road_map_id, row.guide_id, row.guide_name])).toEqual([
      ['Desbloqueio de interação', 'OutOfApp', roadMap.id, a.id, a.name.pt],
      ['Acesso ao conteudo', 'OutOfApp', roadMap.id, a.id, a.name.pt],
    ]);
    expect(rows[0]).toMatchObject({ user_name: 'Joana Frevo', user_gender: 'Feminino', user_city: 'Recife' });

    const mine = roadMapExecutionList.parse(await (await visitor.agent.request('/api/me/road-map-executions')).json());
    expect(mine.executions.map((execution) => execution.guideId)).toEqual([a.id, a.id]);
  });

  it('refuses an anonymous visitor with auth/anonymous-not-allowed and saves nothing', async () => {
    const { a, roadMap } = await roadMapOfTwo();
    const agent = await anonymousVisitor(app);
    const response = await agent.post('/api/road-map-executions', { roadMapId: roadMap.id, guideId: a.id });
    expect(await answer(response)).toEqual({ status: 403, body: { error: { code: 'auth/anonymous-not-allowed' } } });
    const count = await t.db
      .selectFrom('road_map_executions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('road_map_id', '=', roadMap.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    const mine = await (await agent.request('/api/me/road-map-executions')).json();
    expect(mine).toEqual({ executions: [] });
  });

  it('asks for a session when there is none', async () => {
    const { a, roadMap } = await roadMapOfTwo();
    const response = await createBrowserAgent(app).post('/api/road-map-executions', {
      roadMapId: roadMap.id,
      guideId: a.id,
    });
    expect(response.status).toBe(401);
  });

  it('refuses a guide the road map does not list and an unknown or disabled road map', async () => {
    const { roadMap } = await roadMapOfTwo();
    const stranger = await buildGuide();
    const hidden = await buildRoadMap({ enabled: false, guides: [{ id: stranger.id, name: stranger.name }] });
    const visitor = await registerVisitor(app);
    const attempts = [
      [{ roadMapId: roadMap.id, guideId: stranger.id }, 404, 'road-map/guide-not-listed'],
      [{ roadMapId: 'nao-existe', guideId: stranger.id }, 404, 'road-map/not-found'],
      [{ roadMapId: hidden.id, guideId: stranger.id }, 404, 'road-map/not-found'],
      [{ roadMapId: roadMap.id }, 400, 'invalid-request'],
    ] as const;
    for (const [body, status, code] of attempts) {
      const response = await visitor.agent.post('/api/road-map-executions', body);
      expect({
        status: response.status,
        code: ((await response.json()) as { error: { code: string } }).error.code,
      }).toEqual({
        status,
        code,
      });
    }
    expect(await executionRows(visitor.id)).toEqual([]);
  });
});
