import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Guide, GuideBundle, Journey, Point, TranslateGuideProgress } from '@percurso/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserAgent } from '../../../test/browser-agent.ts';
import { buildGuide, buildJourney, buildPoint, publish } from '../../../test/factories.ts';
import { buildRoleMatrix, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { deepLEngine } from './translation-engine.ts';

/**
 * Machine translation assist (issue 16) against local fake servers speaking LibreTranslate's and
 * DeepL's real HTTP contracts. The fakes "translate" each text node to `[target] text`, leaving
 * the markup, as the real engines do with HTML.
 */
const fake = (text: string, target: string) =>
  text.replace(/(^|>)([^<]+)/g, (_, before: string, words: string) => `${before}[${target}] ${words}`);
const calls: Array<{ path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }> = [];
let failNext = false;
let server: Server;
let url = '';
beforeAll(async () => {
  server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const body = JSON.parse(raw) as Record<string, unknown>;
    calls.push({ path: request.url ?? '', headers: request.headers, body });
    if (failNext) {
      failNext = false;
      response.writeHead(500).end('{"error":"boom"}');
      return;
    }
    if (request.url === '/translate') {
      const q = body.q as string[];
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ translatedText: q.map((text) => fake(text, String(body.target))) }));
    } else if (request.url === '/v2/translate') {
      if (request.headers.authorization !== 'DeepL-Auth-Key deepl-key:fx') return response.writeHead(403).end();
      const target = String(body.target_lang).toLowerCase();
      const translations = (body.text as string[]).map((text) => ({
        detected_source_language: 'PT',
        text: fake(text, target),
      }));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translations }));
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const t = setupTestApp({ settings: () => ({ translation: { engine: 'libretranslate', url, apiKey: 'lt-key' } }) });
let matrix: RoleMatrix;
beforeAll(async () => {
  matrix = await buildRoleMatrix(() => t.app, t.db);
});

describe('LibreTranslate (LIBRETRANSLATE_URL)', () => {
  it('says which engine is configured', async () => {
    const response = await matrix.agents.contentEditor.request('/api/panel/translation');
    expect(await response.json()).toEqual({ engine: 'libretranslate' });
  });

  it('posts q, source, target, format html and the key, and keeps the markup', async () => {
    const response = await matrix.agents.contentEditor.post(`/api/panel/guides/${matrix.guideId}/translate`, {
      target: 'es',
      texts: ['<p>Olá <strong>mundo</strong></p>'],
      format: 'html',
    });
    expect(await response.json()).toEqual({
      texts: ['<p>[es] Olá <strong>[es] mundo</strong></p>'],
      engine: 'libretranslate',
    });
    expect(calls.at(-1)).toMatchObject({
      path: '/translate',
      body: { q: ['<p>Olá <strong>mundo</strong></p>'], source: 'pt', target: 'es', format: 'html', api_key: 'lt-key' },
    });
  });

  it('answers translation/failed when the engine fails, and refuses people without content rights', async () => {
    failNext = true;
    const failed = await matrix.agents.contentEditor.post(`/api/panel/guides/${matrix.guideId}/translate`, {
      target: 'en',
      texts: ['Olá'],
    });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ error: { code: 'translation/failed' } });
    const denied = await matrix.agents.analyst.post(`/api/panel/guides/${matrix.guideId}/translate`, {
      target: 'en',
      texts: ['Olá'],
    });
    expect(denied.status).toBe(403);
  });

  it('translates the whole guide: fills only empty languages, flags them machine, streams rising progress', async () => {
    const journey = await buildJourney({
      guideId: matrix.guideId,
      name: { pt: 'Jornada' },
      description: { pt: 'Sobre' },
    });
    const point = await buildPoint({
      guideId: matrix.guideId,
      journeyIds: [journey.id],
      journeyRequired: false,
      name: { pt: 'Sala', en: 'The Hall (written by the curator)' },
      description: { pt: 'Uma sala' },
      content: { pt: '<p>Mapas <em>antigos</em></p>' },
    });
    const response = await matrix.agents.guideAdmin.post(`/api/panel/guides/${matrix.guideId}/translate-guide`, {
      targets: ['en', 'es'],
    });
    const lines = (await response.text())
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as TranslateGuideProgress);
    const progress = lines.map((line) => line.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(lines.at(-1)).toMatchObject({ status: 'success', progress: 100 });

    const read = await matrix.agents.guideAdmin.request(`/api/panel/points/${point.id}`);
    const saved = ((await read.json()) as { point: Point }).point;
    // The curator's English name stays; every empty language is filled and flagged.
    expect(saved.name).toEqual({ pt: 'Sala', en: 'The Hall (written by the curator)', es: '[es] Sala' });
    expect(saved.content.en).toBe('<p>[en-us] Mapas <em>[en-us] antigos</em></p>'.replace(/en-us/g, 'en'));
    expect(saved.translationFlags).toEqual({
      name: { es: 'machine' },
      description: { en: 'machine', es: 'machine' },
      content: { en: 'machine', es: 'machine' },
    });
    // Visitors read the flags with the point (the "traduzido automaticamente" note).
    // Visitors read what is published.
    await publish(point.guideId);
    const visitor = await createBrowserAgent(() => t.app).request(`/api/points/${point.id}`);
    expect(((await visitor.json()) as { point: Point }).point.translationFlags?.content?.es).toBe('machine');

    // A second run finds nothing empty: nothing changes, and nothing is overwritten.
    const again = await matrix.agents.guideAdmin.post(`/api/panel/guides/${matrix.guideId}/translate-guide`, {
      targets: ['en', 'es'],
    });
    expect((await again.text()).trim().split('\n').at(-1)).toContain('"translated":0');
  });

  it('fills the easy-read text of the empty languages too, flagged machine (issue 30 item 4)', async () => {
    const journey = await buildJourney({ guideId: matrix.guideId, name: { pt: 'J', en: 'J', es: 'J' } });
    const point = await buildPoint({
      guideId: matrix.guideId,
      journeyIds: [journey.id],
      name: { pt: 'Moenda', en: 'Mill', es: 'Molino' },
      description: { pt: 'Uma moenda', en: 'A mill', es: 'Un molino' },
      easyRead: { pt: 'A moenda mói a cana.' },
    });
    const response = await matrix.agents.guideAdmin.post(`/api/panel/guides/${matrix.guideId}/translate-guide`, {
      targets: ['en', 'es'],
    });
    expect((await response.text()).trim().split('\n').at(-1)).toContain('"status":"success"');
    const read = await matrix.agents.guideAdmin.request(`/api/panel/points/${point.id}`);
    const saved = ((await read.json()) as { point: Point }).point;
    expect(saved.easyRead).toEqual({
      pt: 'A moenda mói a cana.',
      en: '[en] A moenda mói a cana.',
      es: '[es] A moenda mói a cana.',
    });
    expect(saved.translationFlags?.easyRead).toEqual({ en: 'machine', es: 'machine' });
  });

  it('fills the empty languages of the technical sheet, row by row, flagged machine for the sheet', async () => {
    const journey = await buildJourney({ guideId: matrix.guideId, name: { pt: 'J', en: 'J', es: 'J' } });
    const point = await buildPoint({
      guideId: matrix.guideId,
      journeyIds: [journey.id],
      name: { pt: 'Tela', en: 'Canvas', es: 'Lienzo' },
      description: { pt: 'Uma tela', en: 'A canvas', es: 'Un lienzo' },
      technicalSheet: [
        { label: { pt: 'Técnica', en: 'Technique (curator)' }, value: { pt: 'Óleo sobre tela' } },
        { label: { pt: 'Ano' }, value: { pt: '1928', en: '1928', es: '1928' } },
      ],
    });
    const response = await matrix.agents.guideAdmin.post(`/api/panel/guides/${matrix.guideId}/translate-guide`, {
      targets: ['en', 'es'],
    });
    expect((await response.text()).trim().split('\n').at(-1)).toContain('"status":"success"');
    const read = await matrix.agents.guideAdmin.request(`/api/panel/points/${point.id}`);
    const saved = ((await read.json()) as { point: Point }).point;
    // In order; the curator's English label and the typed years stay.
    expect(saved.technicalSheet).toEqual([
      {
        label: { pt: 'Técnica', en: 'Technique (curator)', es: '[es] Técnica' },
        value: { pt: 'Óleo sobre tela', en: '[en] Óleo sobre tela', es: '[es] Óleo sobre tela' },
      },
      { label: { pt: 'Ano', en: '[en] Ano', es: '[es] Ano' }, value: { pt: '1928', en: '1928', es: '1928' } },
    ]);
    expect(saved.translationFlags?.technicalSheet).toEqual({ en: 'machine', es: 'machine' });
  });

  it('stores the flags the editor sends (a machine text a person reviewed) with the point', async () => {
    const journey = await buildJourney({ guideId: matrix.guideId });
    const point = await buildPoint({ guideId: matrix.guideId, journeyIds: [journey.id] });
    const patched = await matrix.agents.contentEditor.request(`/api/panel/points/${point.id}`, {
      method: 'PATCH',
      json: { name: { pt: 'Sala', fr: 'Salle' }, translationFlags: { name: { fr: 'reviewed' } } },
    });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as { point: Point }).point.translationFlags).toEqual({ name: { fr: 'reviewed' } });
    const bad = await matrix.agents.contentEditor.request(`/api/panel/points/${point.id}`, {
      method: 'PATCH',
      json: { translationFlags: { name: { fr: 'robot' } } },
    });
    expect(bad.status).toBe(400);
  });
});

describe('flags of the guide and journey editors', () => {
  it('stores the guide editor’s flags, reads them back, and gives visitors only the machine ones', async () => {
    const flags = {
      name: { en: 'reviewed' as const },
      description: { en: 'machine' as const, es: 'human' as const },
      'aboutGuide.caption': { fr: 'machine' as const },
    };
    const patched = await matrix.agents.guideAdmin.request(`/api/panel/guides/${matrix.guideId}`, {
      method: 'PATCH',
      json: {
        description: { pt: 'Um guia', en: '[en] Um guia', es: 'Una guía' },
        translationFlags: flags,
      },
    });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as { guide: Guide }).guide.translationFlags).toEqual(flags);
    const read = await matrix.agents.contentEditor.request(`/api/panel/guides/${matrix.guideId}`);
    expect(((await read.json()) as { guide: Guide }).guide.translationFlags).toEqual(flags);

    // The visitor's bundle carries what the note needs: machine flags only.
    // Visitors read what is published.
    await publish(matrix.guideId);
    const visitor = await createBrowserAgent(() => t.app).request(`/api/guides/${matrix.guideId}`);
    expect(((await visitor.json()) as GuideBundle).guide.translationFlags).toEqual({
      description: { en: 'machine' },
      'aboutGuide.caption': { fr: 'machine' },
    });
  });

  it('refuses a bad guide flag with the field’s code and saves nothing', async () => {
    const guide = await buildGuide({ translationFlags: { name: { en: 'machine' } } });
    const bad = await matrix.agents.globalAdmin.request(`/api/panel/guides/${guide.id}`, {
      method: 'PATCH',
      json: { description: { pt: 'Mudou' }, translationFlags: { name: { en: 'robot' } } },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: 'invalid-request', field: 'translationFlags.name.en' } });
    const read = await matrix.agents.globalAdmin.request(`/api/panel/guides/${guide.id}`);
    const saved = ((await read.json()) as { guide: Guide }).guide;
    expect(saved.translationFlags).toEqual({ name: { en: 'machine' } });
    expect(saved.description.pt).toBe('Um guia criado pelos testes.');
  });

  it('stores the journey editor’s flags on create and edit, and refuses a bad one without saving', async () => {
    const created = await matrix.agents.contentEditor.post('/api/panel/journeys', {
      guideId: matrix.guideId,
      name: { pt: 'Jornada das rendas', en: 'Lace journey' },
      description: { pt: 'Sobre as rendas', en: 'About lace' },
      translationFlags: { name: { en: 'machine' } },
    });
    expect(created.status).toBe(201);
    const journey = ((await created.json()) as { journey: Journey }).journey;
    expect(journey.translationFlags).toEqual({ name: { en: 'machine' } });

    const patched = await matrix.agents.contentEditor.request(`/api/panel/journeys/${journey.id}`, {
      method: 'PATCH',
      json: { translationFlags: { name: { en: 'reviewed' }, description: { en: 'machine' } } },
    });
    expect(patched.status).toBe(200);
    const read = await matrix.agents.contentEditor.request(`/api/panel/journeys/${journey.id}`);
    expect(((await read.json()) as { journey: Journey }).journey.translationFlags).toEqual({
      name: { en: 'reviewed' },
      description: { en: 'machine' },
    });
    // Visitors read what is published.
    await publish(matrix.guideId);
    const visitor = await createBrowserAgent(() => t.app).request(`/api/guides/${matrix.guideId}`);
    const shown = ((await visitor.json()) as GuideBundle).journeys.find((candidate) => candidate.id === journey.id);
    expect(shown?.translationFlags).toEqual({ description: { en: 'machine' } });

    const bad = await matrix.agents.contentEditor.request(`/api/panel/journeys/${journey.id}`, {
      method: 'PATCH',
      json: { name: { pt: 'Outro nome', en: 'Other name' }, translationFlags: { description: { fr: 'auto' } } },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: 'invalid-request', field: 'translationFlags.description.fr' } });
    const after = (
      (await (await matrix.agents.contentEditor.request(`/api/panel/journeys/${journey.id}`)).json()) as {
        journey: Journey;
      }
    ).journey;
    expect(after.name.pt).toBe('Jornada das rendas');
    expect(after.translationFlags).toEqual({ name: { en: 'reviewed' }, description: { en: 'machine' } });
  });
});

describe('DeepL (DEEPL_API_KEY)', () => {
  it('posts text, source_lang, target_lang and tag_handling html with the DeepL-Auth-Key header', async () => {
    const engine = deepLEngine(url, 'deepl-key:fx');
    const texts = await engine.translate({ texts: ['<p>Olá</p>', 'Sala'], source: 'pt', target: 'en', format: 'html' });
    expect(texts).toEqual(['<p>[en-us] Olá</p>', '[en-us] Sala']);
    expect(calls.at(-1)).toMatchObject({
      path: '/v2/translate',
      headers: { authorization: 'DeepL-Auth-Key deepl-key:fx' },
      body: { text: ['<p>Olá</p>', 'Sala'], source_lang: 'PT', target_lang: 'EN-US', tag_handling: 'html' },
    });
    await expect(
      deepLEngine(url, 'wrong').translate({ texts: ['x'], source: 'pt', target: 'fr', format: 'text' }),
    ).rejects.toThrow(/403/);
  });
});
