import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { drawListHash, pickDrawWinner, type Questionnaire } from '@percurso/shared';
import { sql } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { registerVisitor } from '../../../test/accounts.ts';
import {
  buildEmblem,
  buildGuide,
  buildInstantReward,
  buildJourney,
  buildPoint,
  buildRoadMap,
} from '../../../test/factories.ts';
import { record, recorded } from '../../../test/interactions.ts';
import { addGuideManager, addRoadMapAdmin, makeGlobalAdmin } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { drainAnalytics } from '../analytics/index.ts';

// Rate limits on: the per-recipient counters are keyed by the e-mail and the phone.
const t = setupTestApp({ settings: () => ({ rateLimits: true }) });
const app = () => t.app;

/** The person, in every form the database could hold them. */
const NAME = 'Zuleica Erasmina Quintanilha';
const EMAIL = 'zuleica.quintanilha.apagar@example.org';
const PHONE = '+5531974135286';
const BIRTH_DATE = '1987-06-23';
const TRACES = [NAME, 'Quintanilha', EMAIL, '31974135286', '68253147' /* phone_inverted */, BIRTH_DATE];

/** Every base table of the database with how many of its rows, cast to text (jsonb included), hold a trace. */
async function tablesHolding(traces: string[]): Promise<Record<string, number>> {
  const { rows: tables } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(t.db);
  expect(tables.length).toBeGreaterThan(30);
  const patterns = traces.map((trace) => `%${trace.toLowerCase()}%`);
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)} r
      where lower(r::text) like any(array(select jsonb_array_elements_text(${JSON.stringify(patterns)}::jsonb)))`.execute(
      t.db,
    );
    if ((rows[0]?.n ?? 0) > 0) found[name] = rows[0]?.n ?? 0;
  }
  return found;
}

const quiz: Questionnaire = {
  enabled: true,
  type: 'Enquete',
  open: true,
  content: { pt: 'Enquete' },
  feedback: { pt: 'Obrigado' },
  questions: [
    {
      statement: { pt: 'Gostou?' },
      options: [
        { content: { pt: 'Sim' }, feedback: { pt: '' } },
        { content: { pt: 'Não' }, feedback: { pt: '' } },
      ],
      correctOptionIndex: 0,
    },
  ],
};

async function ok(response: Response, status = 200) {
  const body = await response.text();
  expect(response.status, body).toBe(status);
  return body ? JSON.parse(body) : undefined;
}

describe('POST /api/auth/delete-user erases the person (LGPD art. 18)', () => {
  it('leaves no name, e-mail, phone, birth date or photo in any table or the media storage, and keeps the statistics', async () => {
    const guide = await buildGuide({
      name: { pt: 'Museu da Inconfidência' },
      address: {
        zipCode: '35400-000',
        road: 'Praça Tiradentes',
        number: '139',
        neighborhood: 'Centro',
        city: 'Ouro Preto',
        state: 'MG',
      },
      helpRequestsEnabled: true,
    });
    const journey = await buildJourney({ guideId: guide.id });
    const points = [];
    for (let i = 0; i < 3; i++) {
      points.push(
        await buildPoint({ guideId: guide.id, journeyIds: [journey.id], ...(i === 0 ? { questionnaire: quiz } : {}) }),
      );
    }
    const [first, second, third] = points.map((point) => point.id) as [string, string, string];
    const instant = await buildInstantReward({ guideId: guide.id, pointIdsSelected: [first], pointsToWin: 1 });
    await buildEmblem({ guideId: guide.id, journeyId: journey.id, journeyProgress: 100 });
    const roadMap = await buildRoadMap({ guides: [{ id: guide.id, name: guide.name }] });

    // The person: registered by e-mail, with a phone as an account imported from the original system has.
    const person = await registerVisitor(app, { name: NAME, email: EMAIL });
    await t.db.updateTable('auth_users').set({ phone_number: PHONE }).where('id', '=', person.id).execute();
    await t.db
      .updateTable('user_profiles')
      .set({ phone: PHONE, phone_inverted: '68253147' })
      .where('id', '=', person.id)
      .execute();
    await ok(
      await person.agent.request('/api/me', {
        method: 'PATCH',
        json: { name: NAME, gender: 'Feminino', birthDate: BIRTH_DATE, city: 'Mariana', state: 'MG', cep: '35420-000' },
      }),
    );
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3388cc' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(photo)], `${NAME}.jpg`));
    const { image } = (await ok(await person.agent.request('/api/me/photo', { method: 'POST', body: form }))) as {
      image: { fileUrl: string };
    };
    expect((await t.app.request(image.fileUrl)).status).toBe(200);
    const photoFile = path.join(t.mediaDir, image.fileUrl.replace(/^\/media\//, ''));
    await stat(photoFile);

    // Everything a visitor does: unlocks (winning the instant reward), drained into the rollups…
    const won = await recorded(await record(person.agent, { pointId: first }));
    expect(won.earnings.instantReward?.reward.id).toBe(instant);
    await recorded(await record(person.agent, { pointId: second }));
    await drainAnalytics(t.db, { wait: true });
    // …and more left in the rollups' inbox: completing the journey (emblem, completion).
    await recorded(await record(person.agent, { pointId: third }));
    await ok(await person.agent.post('/api/me/answers', { pointId: first, questionIndex: 0, optionIndex: 1 }));
    for (const log of [
      { kind: 'guideAccess', guideId: guide.id },
      { kind: 'pointClick', pointId: first },
      { kind: 'pointAccess', pointId: first },
    ]) {
      await ok(await person.agent.post('/api/access-logs', { id: randomUUID(), ...log }), 204);
    }
    // A help request whose message names the person (issue 30 item 5): deleted with the account.
    await ok(
      await person.agent.post('/api/help-requests', {
        guideId: guide.id,
        pointId: first,
        need: 'other',
        message: `Sou ${NAME}, ${EMAIL}`,
      }),
      201,
    );
    await ok(
      await person.agent.request('/api/ratings', {
        method: 'PUT',
        json: { type: 'Guia', guideId: guide.id, rate: 9, comment: `Adorei! ${NAME}, ${EMAIL}` },
      }),
    );
    await ok(
      await person.agent.post('/api/me/favourite-routes', {
        guideId: guide.id,
        name: `Rota de ${NAME}`,
        pointIds: [first],
      }),
      201,
    );
    await ok(await person.agent.post('/api/road-map-executions', { roadMapId: roadMap.id, guideId: guide.id }), 201);
    await ok(await person.agent.post('/api/auth/request-password-reset', { email: EMAIL }));
    // A manager of the guide and the road map too, and the one who drew a prize the person also won.
    await addGuideManager(t.db, guide.id, person, ['Edição de contéudo']);
    await addRoadMapAdmin(t.db, roadMap.id, person);
    await makeGlobalAdmin(t.db, person.id);
    const reward = (await ok(
      await person.agent.post('/api/panel/rewards', {
        guideId: guide.id,
        name: { pt: 'Cesta', en: 'Basket' },
        description: { pt: 'Doces', en: 'Sweets' },
        model: 'journey',
        journeyId: journey.id,
      }),
      201,
    )) as { reward: { id: string } };
    await ok(await person.agent.post(`/api/panel/guides/${guide.id}/publish`, {}), 201);
    const draw = (await ok(await person.agent.post(`/api/panel/rewards/${reward.reward.id}/draws`, {}), 201)) as {
      draw: { winner: { id: string } };
    };
    expect(draw.draw.winner.id).toBe(person.id);

    const before = await tablesHolding(TRACES);
    // The search finds the person where the review found them (and more).
    for (const table of [
      'admin_panel_access',
      'auth_users',
      'user_profiles',
      'interactions',
      'completed_journeys',
      'accesses',
      'point_clicks',
      'point_accesses',
      'road_map_executions',
      'ratings',
      'help_requests',
      'fav_journeys',
      'instant_rewards',
      'rewards',
      'sorted_rewards',
      'guides',
      'rate_limits',
    ]) {
      expect(before, table).toHaveProperty(table);
    }
    const { rows: ageBefore } = await sql<{ age: string }>`select analytics_age_group('access', user_birth_date,
      (created_at at time zone 'America/Sao_Paulo')::date) as age from accesses where user_id = ${person.id}`.execute(
      t.db,
    );

    await ok(await person.agent.post('/api/auth/delete-user', { password: person.password }));

    expect(await tablesHolding([...TRACES, image.fileUrl])).toEqual({});
    expect((await t.app.request(image.fileUrl)).status).toBe(404);
    await expect(stat(photoFile)).rejects.toThrow();

    // What stays for the statistics: the age band and the region (both rollups and raw rows).
    const visitors = await t.db
      .selectFrom('analytics_visitors' as never)
      .select(['journey_key', 'age_group', 'region', 'gender', 'registered'] as never[])
      .where('user_id' as never, '=', person.id as never)
      .orderBy('journey_key' as never)
      .execute();
    expect(visitors).toEqual([
      {
        journey_key: '*',
        age_group: expect.any(String),
        region: 'sameMesoregion',
        gender: 'Não informado',
        registered: true,
      },
      {
        journey_key: journey.id,
        age_group: expect.any(String),
        region: 'sameMesoregion',
        gender: 'Não informado',
        registered: true,
      },
    ]);
    expect((visitors[0] as unknown as { age_group: string }).age_group).not.toBe('Desconhecida');
    const { rows: ageAfter } = await sql<{ age: string }>`select analytics_age_group('access', user_birth_date,
      (created_at at time zone 'America/Sao_Paulo')::date) as age from accesses where user_id = ${person.id}`.execute(
      t.db,
    );
    expect(ageAfter).toEqual(ageBefore);
    // Only the person's own rows are gone.
    expect(await t.db.selectFrom('fav_journeys').select('id').where('user_id', '=', person.id).execute()).toEqual([]);
    expect(
      await t.db.selectFrom('point_answers').select('point_id').where('user_id', '=', person.id).execute(),
    ).toEqual([]);
    expect(await t.db.selectFrom('interactions').select('id').where('user_id', '=', person.id).execute()).toHaveLength(
      3,
    );
    expect(await t.db.selectFrom('help_requests').select('id').where('user_id', '=', person.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('ratings').select('rate').where('user_id', '=', person.id).execute()).toEqual([
      { rate: 9 },
    ]);

    // The instant reward stays won (one winner), the draw still recomputes to its winner.
    const other = await registerVisitor(app);
    const otherUnlock = await recorded(await record(other.agent, { pointId: first }));
    expect(otherUnlock.earnings.instantReward).toBeNull();
    const [kept] = await t.db
      .selectFrom('sorted_rewards')
      .selectAll()
      .where('reward_id', '=', reward.reward.id)
      .execute();
    expect(kept?.list_hash).toBe(drawListHash(kept?.entries ?? []));
    expect(pickDrawWinner(kept?.seed ?? '', kept?.entries ?? [])).toEqual({
      index: kept?.winner_index,
      winnerId: person.id,
    });
    expect(kept?.winner?.id).toBe(person.id);
    // A whole visit, panel work and a search of every table: longer than one request's 20 s default.
  }, 90_000);
});
