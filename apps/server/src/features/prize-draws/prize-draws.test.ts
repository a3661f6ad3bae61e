import { drawListHash, pickDrawWinner } from '@percurso/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousVisitor, type RegisteredVisitor, registerVisitor } from '../../../test/accounts.ts';
import { buildGuide, buildJourney, buildPoint, publishNow, uniqueId } from '../../../test/factories.ts';
import { addGuideManager } from '../../../test/roles.ts';
import { startSmtpInbox } from '../../../test/smtp-inbox.ts';
import { setupTestApp } from '../../../test/test-app.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the expectations check their shape.
type AnyBody = Record<string, any>;

/** Prize-draw rewards (issue 12): the editor's rules, and auditable draws that e-mail the winner over SMTP. */
const inbox = startSmtpInbox();
const t = setupTestApp({ settings: () => ({ smtpUrl: inbox.url, mailFrom: 'Percurso <sorteios@example.org>' }) });
const app = () => t.app;

let guideId: string;
let journeyId: string;
let pointIds: string[];
let manager: RegisteredVisitor;

beforeAll(async () => {
  guideId = (await buildGuide({ name: { pt: 'Passeio dos Sorteios' } })).id;
  journeyId = (await buildJourney({ guideId })).id;
  pointIds = [];
  for (let i = 0; i < 3; i++) pointIds.push((await buildPoint({ guideId, journeyIds: [journeyId] })).id);
  manager = await registerVisitor(app, { name: 'Gestora dos Prêmios' });
  await addGuideManager(t.db, guideId, manager, ['Edição de contéudo']);
});

async function call(method: string, path: string, json?: unknown, who = manager) {
  const response = await who.agent.request(path, { method, json });
  return { status: response.status, body: (await response.json()) as AnyBody };
}

const reward = (overrides: Record<string, unknown> = {}) => ({
  guideId,
  name: { pt: 'Cesta de doces', en: 'Sweets basket' },
  description: { pt: 'Doces da fazenda', en: 'Farm sweets' },
  model: 'journey',
  journeyId,
  ...overrides,
});
const rewardCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('rewards')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function completed(userId: string, at: string, journey = journeyId) {
  await t.db
    .insertInto('completed_journeys')
    .values({ id: uniqueId('done'), journey_id: journey, guide_id: guideId, user_id: userId, created_at: at })
    .execute();
}
async function unlocked(userId: string, pointId: string, at: string) {
  await t.db
    .insertInto('interactions')
    .values({
      id: uniqueId('unlock'),
      type: 'Desbloqueio de interação',
      guide_id: guideId,
      point_id: pointId,
      user_id: userId,
      created_at: at,
    })
    .execute();
}

describe('the reward editor (/reward/edit)', () => {
  it("saves a reward with the spec's defaults and 2-decimal amount ('Prêmio salvo!')", async () => {
    const created = await call('POST', '/api/panel/rewards', reward());
    expect(created.status).toBe(201);
    expect(created.body.confirmation).toBe('prize-saved');
    expect(created.body.reward).toMatchObject({
      journeyRate: 0,
      instantRewardRate: 100,
      intPointsToWin: 1,
      amount: 0,
      enable: true,
      model: 'journey',
      winner: null,
    });
    const id = created.body.reward.id;
    const saved = await call('PUT', `/api/panel/rewards/${id}`, reward({ amount: 12.35, startDate: '2026-01-01' }));
    expect(saved.body.reward).toMatchObject({ amount: 12.35, startDate: '2026-01-01', finalDate: null });
    expect(
      (await call('GET', `/api/panel/guides/${guideId}/rewards`)).body.rewards.map((r: { id: string }) => r.id),
    ).toContain(id);
    const removed = await call('DELETE', `/api/panel/rewards/${id}`);
    expect(removed.body).toEqual({ confirmation: 'prize-removed', id });
    expect((await call('GET', `/api/panel/rewards/${id}`)).body.error.code).toBe('reward/not-found');
  });

  it('keeps "how to collect it" in four languages, its Portuguese as the spec\'s `type` for older clients', async () => {
    const howToCollect = {
      pt: 'Retire na bilheteria',
      en: 'Collect it at the ticket office',
      es: 'Recógelo en la taquilla',
    };
    const created = await call('POST', '/api/panel/rewards', reward({ howToCollect }));
    expect(created.body.reward).toMatchObject({ howToCollect, type: 'Retire na bilheteria' });
    const id = created.body.reward.id;
    // A panel from before the field sends only `type`: its Portuguese changes, the translations stay.
    await call('PUT', `/api/panel/rewards/${id}`, reward({ type: 'Retire no balcão' }));
    expect((await call('GET', `/api/panel/rewards/${id}`)).body.reward).toMatchObject({
      howToCollect: { ...howToCollect, pt: 'Retire no balcão' },
      type: 'Retire no balcão',
    });
  });

  it('answers each bad field with its code and saves nothing', async () => {
    const before = await rewardCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ startDate: '2026-03-10', finalDate: '2026-03-01' }, 'finalDate-before-startDate', 'finalDate'],
      [{ startDate: '2026-02-30' }, 'startDate-invalid', 'startDate'],
      [{ finalDate: '2026-13-01' }, 'finalDate-invalid', 'finalDate'],
      [{ journeyRate: 101 }, 'journeyRate-out-of-range', 'journeyRate'],
      [{ instantRewardRate: -1 }, 'instantRewardRate-out-of-range', 'instantRewardRate'],
      [{ amount: -0.01 }, 'amount-negative', 'amount'],
      [{ amount: 12.345 }, 'amount-decimals', 'amount'],
      [{ name: { pt: 'Cesta' } }, 'nameInEnglish-empty', 'name.en'],
      [{ description: { en: 'Farm sweets' } }, 'description-empty', 'description.pt'],
      [{ journeyId: undefined }, 'journey-empty', 'journeyId'],
      [{ model: 'points', journeyId: undefined }, 'intPointsSelected-empty', 'intPointsSelected'],
      [
        { model: 'points', intPointsSelected: [pointIds[0]], intPointsToWin: 2 },
        'intPointsToWin-invalid',
        'intPointsToWin',
      ],
      [
        { model: 'points', intPointsSelected: [pointIds[0], 'no-such-point'] },
        'intPointsSelected-unknown',
        'intPointsSelected',
      ],
    ];
    for (const [overrides, code, field] of cases) {
      const refused = await call('POST', '/api/panel/rewards', reward(overrides));
      expect({ status: refused.status, error: refused.body.error }).toMatchObject({
        status: 400,
        error: { code, field },
      });
    }
    const otherGuidePoint = (await buildPoint()).id;
    const foreign = await call(
      'POST',
      '/api/panel/rewards',
      reward({ model: 'points', intPointsSelected: [otherGuidePoint] }),
    );
    expect(foreign.body.error.code).toBe('intPointsSelected-unknown');
    expect(await rewardCount()).toBe(before);
  });

  it('is refused to analysts and managers of other guides', async () => {
    const analyst = await registerVisitor(app);
    await addGuideManager(t.db, guideId, analyst, ['Análise']);
    expect((await call('POST', '/api/panel/rewards', reward(), analyst)).body.error.code).toBe('permission/denied');
  });
});

describe('a prize draw', () => {
  it('draws among registered visitors who completed the journey between the dates, auditably, and e-mails the winner', async () => {
    const journey = (await buildJourney({ guideId })).id;
    const created = await call(
      'POST',
      '/api/panel/rewards',
      reward({
        journeyId: journey,
        startDate: '2026-03-01',
        finalDate: '2026-03-31',
        name: { pt: 'Bicicleta', en: 'Bike' },
      }),
    );
    const rewardId = created.body.reward.id as string;
    await publishNow(guideId);
    const inside: RegisteredVisitor[] = [];
    // The first and the last day count whole (UTC); before the start, after the end, anonymous: left out.
    const days = ['2026-03-01T00:00:00Z', '2026-03-15T12:00:00Z', '2026-03-20T08:00:00Z', '2026-03-31T23:59:00Z'];
    for (const [index, name] of ['Ana', 'Beto', 'Caio', 'Dora'].entries()) {
      const visitor = await registerVisitor(app, { name: `${name} Participante` });
      inside.push(visitor);
      await completed(visitor.id, days[index] ?? '', journey);
    }
    const early = await registerVisitor(app);
    await completed(early.id, '2026-02-28T23:59:59Z', journey);
    const late = await registerVisitor(app);
    await completed(late.id, '2026-04-01T00:00:00Z', journey);
    const anonymous = await anonymousVisitor(app);
    const anonymousId = ((await (await anonymous.request('/api/me')).json()) as { id: string }).id;
    await completed(anonymousId, '2026-03-10T10:00:00Z', journey);

    const first = await call('POST', `/api/panel/rewards/${rewardId}/draws`, {});
    expect(first.status).toBe(201);
    expect(first.body.confirmation).toBe('prize-drawn');
    const draw = first.body.draw;
    const eligible = inside.map((visitor) => visitor.id).sort();
    expect(draw.eligibleIds).toEqual(eligible);
    expect(draw.listHash).toBe(drawListHash(eligible));
    expect(draw.seed).toMatch(/^[0-9a-f]{64}$/);
    // Anyone with the recorded seed and list recomputes the same winner.
    const recomputed = pickDrawWinner(draw.seed, draw.eligibleIds);
    expect(draw.winner.id).toBe(recomputed?.winnerId);
    expect(draw.winnerIndex).toBe(recomputed?.index);
    const winner = inside.find((visitor) => visitor.id === draw.winner.id);
    expect(draw.winner).toEqual({ id: winner?.id, name: winner?.name, email: winner?.email });
    expect(draw).toMatchObject({
      redrawOf: null,
      reason: null,
      mailed: true,
      drawnBy: { name: 'Gestora dos Prêmios' },
    });

    const mail = await inbox.nextMailTo(winner?.email ?? '');
    expect(mail.from?.value).toEqual([{ name: 'Percurso', address: 'sorteios@example.org' }]);
    expect(mail.subject).toBe('Você ganhou o sorteio: Bicicleta');
    expect(mail.text).toContain(`Olá, ${winner?.name}!`);
    expect(mail.text).toContain('ganhou Bicicleta no guia Passeio dos Sorteios');
    expect(mail.text).toContain(draw.id);

    const again = await call('POST', `/api/panel/rewards/${rewardId}/draws`, {});
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'draw/already-drawn' } } });
    const noReason = await call('POST', `/api/panel/rewards/${rewardId}/draws`, { redraw: true, reason: '  ' });
    expect(noReason.body.error).toMatchObject({ code: 'reason-empty', field: 'reason' });

    const redraw = await call('POST', `/api/panel/rewards/${rewardId}/draws`, {
      redraw: true,
      reason: 'Ganhador não respondeu em 7 dias',
    });
    expect(redraw.status).toBe(201);
    const second = redraw.body.draw;
    expect(second).toMatchObject({ redrawOf: draw.id, reason: 'Ganhador não respondeu em 7 dias' });
    expect(second.eligibleIds).toEqual(eligible.filter((id) => id !== draw.winner.id));
    expect(second.winner.id).toBe(pickDrawWinner(second.seed, second.eligibleIds)?.winnerId);
    await inbox.nextMailTo(second.winner.email);

    const history = await call('GET', `/api/panel/rewards/${rewardId}/draws`);
    expect(history.body.draws.map((d: { id: string }) => d.id)).toEqual([second.id, draw.id]);
    // The stored list and seed re-run to the stored winner, for every draw of the history.
    for (const stored of history.body.draws) {
      expect(drawListHash(stored.eligibleIds)).toBe(stored.listHash);
      expect(pickDrawWinner(stored.seed, stored.eligibleIds)?.winnerId).toBe(stored.winner.id);
    }
    expect((await call('GET', `/api/panel/rewards/${rewardId}`)).body.reward.winner.id).toBe(second.winner.id);
  });

  it('in the points model needs intPointsToWin of the selected points unlocked, as published', async () => {
    const points = { model: 'points', journeyId: undefined, intPointsSelected: pointIds } as const;
    const created = await call('POST', '/api/panel/rewards', reward({ ...points, intPointsToWin: 2 }));
    const rewardId = created.body.reward.id as string;
    await publishNow(guideId);
    // A draft that asks for one point only: visitors took part under the published two.
    expect((await call('PUT', `/api/panel/rewards/${rewardId}`, reward({ ...points, intPointsToWin: 1 }))).status).toBe(
      200,
    );
    const two = await registerVisitor(app);
    await unlocked(two.id, pointIds[0] ?? '', '2026-05-01T10:00:00Z');
    await unlocked(two.id, pointIds[1] ?? '', '2026-05-02T10:00:00Z');
    const oneTwice = await registerVisitor(app);
    await unlocked(oneTwice.id, pointIds[0] ?? '', '2026-05-01T10:00:00Z');
    await unlocked(oneTwice.id, pointIds[0] ?? '', '2026-05-03T10:00:00Z');
    const drawn = await call('POST', `/api/panel/rewards/${rewardId}/draws`, {});
    expect(drawn.body.draw.eligibleIds).toEqual([two.id]);
    expect(drawn.body.draw.winner.id).toBe(two.id);
    await inbox.nextMailTo(two.email);
  });

  it('answers draw/not-published before the publish, draw/no-eligible when nobody qualifies, and records nothing', async () => {
    const journey = (await buildJourney({ guideId })).id;
    const rewardId = (await call('POST', '/api/panel/rewards', reward({ journeyId: journey }))).body.reward.id;
    const draw = () => call('POST', `/api/panel/rewards/${rewardId}/draws`, {});
    expect((await draw()).body.error.code).toBe('draw/not-published');
    await publishNow(guideId);
    expect((await draw()).body.error.code).toBe('draw/no-eligible');
    expect(
      (await call('POST', `/api/panel/rewards/${rewardId}/draws`, { redraw: true, reason: 'x' })).body.error.code,
    ).toBe('draw/not-drawn');
    expect((await call('GET', `/api/panel/rewards/${rewardId}/draws`)).body.draws).toEqual([]);
  });
});
