import { randomUUID } from 'node:crypto';
import { type PointLookup, pointLookup } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { anonymousVisitor, answer, registerVisitor } from '../../../test/accounts.ts';
import type { BrowserAgent } from '../../../test/browser-agent.ts';
import { createBrowserAgent } from '../../../test/browser-agent.ts';
import { buildGuide, buildJourney, buildPoint } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();
const app = () => t.app;

const QUIZ = {
  enabled: true,
  type: 'Quiz' as const,
  open: true,
  content: { pt: 'Responda' },
  feedback: { pt: 'Obrigado' },
  questions: [
    {
      statement: { pt: 'De que ano é a peça?' },
      options: [
        { content: { pt: '1750' }, feedback: { pt: 'Certo' } },
        { content: { pt: '1900' }, feedback: { pt: 'Não' } },
      ],
      correctOptionIndex: 0,
    },
  ],
};

/** A guide with a point that unlocks only by its QR code, with content, narration and a quiz. */
async function qrPoint() {
  const guide = await buildGuide();
  const journey = await buildJourney({ guideId: guide.id });
  return buildPoint({
    guideId: guide.id,
    journeyIds: [journey.id],
    qrValidation: true,
    content: { pt: '<p>O segredo da peça</p>' },
    contentPreview: { pt: 'Uma peça do século XVIII.' },
    audio: { pt: '/media/test/narracao.mp3' },
    audioTranscript: { pt: 'A narração conta o segredo da peça.' },
    medias: [{ fileType: 'image', url: '/media/test/foto.webp' }],
    questionnaire: QUIZ,
  });
}

async function read(agent: BrowserAgent, pointId: string) {
  const response = await agent.request(`/api/points/${pointId}`);
  expect(response.status).toBe(200);
  return { response, lookup: pointLookup.parse(await response.json()) as PointLookup };
}

const scan = (agent: BrowserAgent, pointId: string) =>
  agent.post('/api/interactions', {
    id: randomUUID(),
    pointId,
    tracker: 'toolBar',
    proof: { qr: `http://localhost/qrcode/${pointId}` },
  });

describe('GET /api/points/:id of a point that needs an unlock proof', () => {
  it('answers its teaser, never its content, to visitors who have not unlocked it, and privately', async () => {
    const point = await qrPoint();
    for (const agent of [createBrowserAgent(app), await anonymousVisitor(app)]) {
      const { response, lookup } = await read(agent, point.id);
      expect(lookup.locked).toBe(true);
      expect(lookup.point).toMatchObject({
        id: point.id,
        name: point.name,
        contentPreview: { pt: 'Uma peça do século XVIII.' },
        qrValidation: true,
        content: {},
        description: {},
        medias: [],
        sections: [],
        audio: {},
      });
      expect(lookup.point.questionnaire).toBeUndefined();
      expect(JSON.stringify(lookup)).not.toContain('segredo');
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('vary')).toMatch(/cookie/i);
    }
  });

  it('answers the content once the visitor unlocked it with its code, and only to that visitor', async () => {
    const point = await qrPoint();
    const visitor = await registerVisitor(app);
    expect((await scan(visitor.agent, point.id)).status).toBe(200);
    const { response, lookup } = await read(visitor.agent, point.id);
    expect(lookup.locked).toBeUndefined();
    expect(lookup.point.content).toEqual({ pt: '<p>O segredo da peça</p>' });
    expect(lookup.point.questionnaire?.questions).toHaveLength(1);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');

    // Served from the same cache entry, another visitor still gets the teaser.
    expect((await read(await anonymousVisitor(app), point.id)).lookup.locked).toBe(true);
  });

  it('keeps points that need no proof public and cacheable, with their content', async () => {
    const guide = await buildGuide();
    const point = await buildPoint({ guideId: guide.id, content: { pt: '<p>Aberto</p>' } });
    const { response, lookup } = await read(createBrowserAgent(app), point.id);
    expect(lookup.locked).toBeUndefined();
    expect(lookup.point.content).toEqual({ pt: '<p>Aberto</p>' });
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('refuses answers to the questions of a locked point until it is unlocked', async () => {
    const point = await qrPoint();
    const agent = await anonymousVisitor(app);
    const body = { pointId: point.id, questionIndex: 0, optionIndex: 0 };
    expect(await answer(await agent.post('/api/me/answers', body))).toEqual({
      status: 403,
      body: { error: { code: 'point/locked' } },
    });
    expect((await scan(agent, point.id)).status).toBe(200);
    expect((await agent.post('/api/me/answers', body)).status).toBe(200);
  });
});
