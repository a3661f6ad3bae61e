// Quiz and poll answers, usage logs (guide access, point click, point access) and tutorials.
// Interactions, journey completion and level are in progress.test.ts.
import { randomUUID } from 'node:crypto';
import type { AnswerQuestionResult, Questionnaire } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { anonymousVisitor, answer, registerVisitor } from '../../../test/accounts.ts';
import { type BrowserAgent, createBrowserAgent } from '../../../test/browser-agent.ts';
import { buildGuide, buildPoint } from '../../../test/factories.ts';
import { progressOf, record, recorded } from '../../../test/interactions.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();
const app = () => t.app;

const quiz = (): Questionnaire => ({
  enabled: true,
  type: 'Quiz',
  open: true,
  content: { pt: 'Quiz' },
  feedback: { pt: 'Obrigado' },
  questions: [0, 1, 2].map((n) => ({
    statement: { pt: `Pergunta ${n}` },
    options: [
      { content: { pt: 'A' }, feedback: { pt: 'Feedback A' } },
      { content: { pt: 'B' }, feedback: { pt: 'Feedback B' } },
    ],
    correctOptionIndex: 0,
  })),
});

const answerQuestion = (agent: BrowserAgent, body: Record<string, unknown>) => agent.post('/api/me/answers', body);

async function answered(response: Response): Promise<AnswerQuestionResult> {
  expect(response.status).toBe(200);
  return (await response.json()) as AnswerQuestionResult;
}

describe('POST /api/me/answers', () => {
  it('stores quiz answers and answers correctness, the feedback option and the score', async () => {
    const point = await buildPoint({ questionnaire: quiz() });
    const agent = await anonymousVisitor(app);
    await recorded(await record(agent, { pointId: point.id }));
    const right = await answered(await answerQuestion(agent, { pointId: point.id, questionIndex: 0, optionIndex: 0 }));
    expect(right).toMatchObject({ correct: true, feedbackOptionIndex: 0, score: 33, done: false });
    const wrong = await answered(await answerQuestion(agent, { pointId: point.id, questionIndex: 1, optionIndex: 1 }));
    expect(wrong).toMatchObject({ correct: false, feedbackOptionIndex: 1, score: 33, done: false });
    const last = await answered(await answerQuestion(agent, { pointId: point.id, questionIndex: 2, optionIndex: 0 }));
    expect(last).toMatchObject({ correct: true, score: 67, done: true });
    expect((await progressOf(agent)).answers).toEqual([
      { pointId: point.id, questionIndex: 0, optionIndex: 0 },
      { pointId: point.id, questionIndex: 1, optionIndex: 1 },
      { pointId: point.id, questionIndex: 2, optionIndex: 0 },
    ]);
  });

  it('keeps the first answer: the same one again is a retry, another one is refused', async () => {
    const point = await buildPoint({ questionnaire: quiz() });
    const agent = await anonymousVisitor(app);
    const body = { pointId: point.id, questionIndex: 1, optionIndex: 1 };
    await answered(await answerQuestion(agent, body));
    expect(await answered(await answerQuestion(agent, body))).toMatchObject({ correct: false, score: 0 });
    expect(await answer(await answerQuestion(agent, { ...body, optionIndex: 0 }))).toEqual({
      status: 409,
      body: { error: { code: 'question/already-answered' } },
    });
    const rows = await t.db.selectFrom('point_answers').selectAll().where('point_id', '=', point.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('scores polls 0 with no correctness', async () => {
    const point = await buildPoint({ questionnaire: { ...quiz(), type: 'Enquete' } });
    const agent = await anonymousVisitor(app);
    expect(
      await answered(await answerQuestion(agent, { pointId: point.id, questionIndex: 0, optionIndex: 0 })),
    ).toMatchObject({ correct: null, score: 0, feedbackOptionIndex: 0 });
  });

  it('answers question/not-found for a question or option the point lacks', async () => {
    const point = await buildPoint({ questionnaire: quiz() });
    const plain = await buildPoint();
    const off = await buildPoint({ questionnaire: { ...quiz(), enabled: false } });
    const agent = await anonymousVisitor(app);
    for (const body of [
      { pointId: point.id, questionIndex: 3, optionIndex: 0 },
      { pointId: point.id, questionIndex: 0, optionIndex: 2 },
      { pointId: plain.id, questionIndex: 0, optionIndex: 0 },
      { pointId: off.id, questionIndex: 0, optionIndex: 0 },
    ]) {
      expect((await answer(await answerQuestion(agent, body))).body).toMatchObject({
        error: { code: 'question/not-found' },
      });
    }
  });
});

describe('POST /api/access-logs', () => {
  it('stores guide accesses, point clicks and point accesses once per id, with the visitor snapshot', async () => {
    const guide = await buildGuide();
    const point = await buildPoint({ guideId: guide.id });
    const visitor = await registerVisitor(app, { name: 'Caio' });
    const guideAccess = { id: randomUUID(), kind: 'guideAccess', guideId: guide.id };
    expect((await visitor.agent.post('/api/access-logs', guideAccess)).status).toBe(204);
    expect((await visitor.agent.post('/api/access-logs', guideAccess)).status).toBe(204);
    const click = { id: randomUUID(), kind: 'pointClick', pointId: point.id };
    const opened = { id: randomUUID(), kind: 'pointAccess', pointId: point.id };
    expect((await visitor.agent.post('/api/access-logs', click)).status).toBe(204);
    expect((await visitor.agent.post('/api/access-logs', opened)).status).toBe(204);

    const accesses = await t.db.selectFrom('accesses').selectAll().where('guide_id', '=', guide.id).execute();
    expect(accesses).toEqual([
      expect.objectContaining({
        feature: 'guideAcess',
        guide_name: guide.name.pt,
        user_id: visitor.id,
        user_name: 'Caio',
      }),
    ]);
    const clicks = await t.db.selectFrom('point_clicks').selectAll().where('point_id', '=', point.id).execute();
    expect(clicks).toEqual([expect.objectContaining({ id: click.id, guide_id: guide.id, user_id: visitor.id })]);
    const pointAccesses = await t.db
      .selectFrom('point_accesses')
      .selectAll()
      .where('point_id', '=', point.id)
      .execute();
    expect(pointAccesses).toEqual([expect.objectContaining({ id: opened.id, point_name: point.name.pt })]);
  });

  it('counts what a visitor without a session reads, with no user, and starts no session', async () => {
    const guide = await buildGuide();
    const point = await buildPoint({ guideId: guide.id });
    const reader = createBrowserAgent(app);
    const guideAccess = { id: randomUUID(), kind: 'guideAccess', guideId: guide.id };
    expect((await reader.post('/api/access-logs', guideAccess)).status).toBe(204);
    expect(
      (await reader.post('/api/access-logs', { id: randomUUID(), kind: 'pointClick', pointId: point.id })).status,
    ).toBe(204);
    expect(
      (await reader.post('/api/access-logs', { id: randomUUID(), kind: 'pointAccess', pointId: point.id })).status,
    ).toBe(204);
    expect(reader.cookies.size).toBe(0);

    const accesses = await t.db.selectFrom('accesses').selectAll().where('guide_id', '=', guide.id).execute();
    expect(accesses).toEqual([expect.objectContaining({ id: guideAccess.id, user_id: null, user_name: null })]);
    for (const table of ['point_clicks', 'point_accesses'] as const) {
      const rows = await t.db.selectFrom(table).selectAll().where('point_id', '=', point.id).execute();
      expect(rows).toEqual([expect.objectContaining({ guide_id: guide.id, user_id: null })]);
    }
    // The visitor's own writes still need a session.
    expect(
      await answer(await reader.post('/api/interactions', { id: randomUUID(), pointId: point.id, tracker: 'toolBar' })),
    ).toMatchObject({
      status: 401,
      body: { error: { code: 'auth/session-required' } },
    });
  });

  it('keeps anonymous names out of guide accesses and refuses unknown targets', async () => {
    const guide = await buildGuide();
    const agent = await anonymousVisitor(app);
    await agent.post('/api/access-logs', { id: randomUUID(), kind: 'guideAccess', guideId: guide.id });
    const row = await t.db.selectFrom('accesses').selectAll().where('guide_id', '=', guide.id).executeTakeFirst();
    expect(row).toMatchObject({ user_name: null });
    expect(row?.user_id).toBeTruthy();
    expect(
      (await answer(await agent.post('/api/access-logs', { id: randomUUID(), kind: 'pointClick', pointId: 'nada' })))
        .body,
    ).toEqual({ error: { code: 'point/not-found' } });
    expect(
      (await answer(await agent.post('/api/access-logs', { id: randomUUID(), kind: 'other', guideId: guide.id })))
        .status,
    ).toBe(400);
  });
});

describe('/api/me/tutorials', () => {
  it('appends closed tutorials once for registered visitors and resets them', async () => {
    const visitor = await registerVisitor(app);
    const post = (name: string) => visitor.agent.post('/api/me/tutorials', { name });
    expect(await (await post('guideSelectionTutorial')).json()).toEqual({ tutorial: ['guideSelectionTutorial'] });
    await post('Museu do Açúcar e do Café');
    expect(await (await post('guideSelectionTutorial')).json()).toEqual({
      tutorial: ['guideSelectionTutorial', 'Museu do Açúcar e do Café'],
    });
    const me = (await (await visitor.agent.request('/api/me')).json()) as { tutorial: string[] };
    expect(me.tutorial).toEqual(['guideSelectionTutorial', 'Museu do Açúcar e do Café']);
    const reset = await visitor.agent.request('/api/me/tutorials', { method: 'DELETE' });
    expect(await reset.json()).toEqual({ tutorial: [] });
  });

  it('leaves anonymous visitors to their device (auth/anonymous-not-allowed)', async () => {
    const agent = await anonymousVisitor(app);
    expect((await answer(await agent.post('/api/me/tutorials', { name: 'x' }))).body).toEqual({
      error: { code: 'auth/anonymous-not-allowed' },
    });
  });
});
