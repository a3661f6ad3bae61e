import { LANGUAGES, type MediaItem, type NarrationProgress } from '@percurso/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserAgent, createBrowserAgent } from '../../../test/browser-agent.ts';
import { readMp3Frames } from '../../../test/mp3-frames.ts';
import { buildRoleMatrix, PEOPLE, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

/** Narration by text-to-speech with the built-in engine (eSpeak NG in WebAssembly), issue 16. */
const t = setupTestApp();
const app = () => t.app;
let matrix: RoleMatrix;
let editor: BrowserAgent;
beforeAll(async () => {
  matrix = await buildRoleMatrix(app, t.db);
  editor = matrix.agents.contentEditor;
});

const TEXTS = {
  pt: '<p>Bem-vindos ao museu. Esta sala guarda <strong>mapas antigos</strong> da cidade.</p>',
  en: '<p>Welcome to the museum. This room keeps <em>old maps</em> of the city.</p>',
  es: '<p>Bienvenidos al museo. Esta sala guarda mapas antiguos de la ciudad.</p>',
  fr: '<p>Bienvenue au musée. Cette salle garde de vieilles cartes de la ville.</p>',
};

/** The stream's lines, parsed; fails when a line is not JSON. */
export async function ndjson<T>(response: Response): Promise<T[]> {
  expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
  const text = await response.text();
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}

function narrate(agent: BrowserAgent, body: Record<string, unknown>) {
  return agent.post(`/api/panel/guides/${matrix.guideId}/narration`, body);
}

describe('POST /api/panel/guides/:guideId/narration', () => {
  it.each(LANGUAGES)(
    'reads the %s text into an MP3 of the library that plays for seconds, progress only rising',
    async (lang) => {
      const response = await narrate(editor, { lang, text: TEXTS[lang], name: 'Sala dos mapas' });
      expect(response.status).toBe(200);
      const lines = await ndjson<NarrationProgress>(response);
      const progress = lines.map((line) => line.progress);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(lines.slice(0, -1).every((line) => line.status === 'progress')).toBe(true);
      const last = lines.at(-1);
      expect(last).toMatchObject({ status: 'success', progress: 100, fileName: `Sala dos mapas-${lang}.mp3` });
      expect(lines.length).toBeGreaterThan(3);

      const file = await createBrowserAgent(app).request(last?.fileUrl ?? '');
      expect(file.status).toBe(200);
      const bytes = new Uint8Array(await file.arrayBuffer());
      expect(bytes.length).toBe(last?.fileSize);
      const decoded = readMp3Frames(bytes);
      // About five seconds of speech: a voice, not a click.
      expect(decoded.seconds).toBeGreaterThan(2);
      expect(decoded.seconds).toBeLessThan(20);

      const library = await editor.request(`/api/guides/${matrix.guideId}/media?kind=audio`);
      const { items } = (await library.json()) as { items: MediaItem[] };
      expect(items.map((item) => item.fileUrl)).toContain(last?.fileUrl);
    },
  );

  it('answers the spec message code for an empty language, naming it, before any stream', async () => {
    const response = await narrate(editor, { lang: 'es', text: '<p> &nbsp; </p>' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'narration/text-empty', field: 'es' } });
  });

  it('offers voices per language and refuses one the engine does not have', async () => {
    const voices = await editor.request(`/api/panel/guides/${matrix.guideId}/narration/voices`);
    const body = (await voices.json()) as { engine: string; voices: Record<string, string[]> };
    expect(body.engine).toBe('espeak-ng');
    expect(body.voices.es).toContain('es-419');
    const female = await narrate(editor, { lang: 'pt', text: 'Olá.', voice: 'pt-br+f3' });
    expect((await ndjson<NarrationProgress>(female)).at(-1)?.status).toBe('success');
    const unknown = await narrate(editor, { lang: 'pt', text: 'Olá.', voice: 'klingon' });
    expect(unknown.status).toBe(400);
  });

  it('is for managers with content rights only (guide.content.generate)', async () => {
    const results: Record<string, number> = {};
    for (const person of PEOPLE) {
      const response = await matrix.agents[person].request(`/api/panel/guides/${matrix.guideId}/narration/voices`);
      results[person] = response.status;
    }
    expect(results).toEqual({
      anonymous: 403,
      commonUser: 403,
      contentEditor: 200,
      analyst: 403,
      otherGuideAdmin: 403,
      roadMapAdmin: 403,
      guideAdmin: 200,
      globalAdmin: 200,
    });
    const denied = await narrate(matrix.agents.analyst, { lang: 'pt', text: 'Olá.' });
    expect(denied.status).toBe(403);
  });
});

describe('translation without an engine configured', () => {
  it('answers translation/not-configured, so the editor can explain the setup', async () => {
    const status = await editor.request('/api/panel/translation');
    expect(await status.json()).toEqual({ engine: null });
    const response = await editor.post(`/api/panel/guides/${matrix.guideId}/translate`, {
      target: 'en',
      texts: ['Olá'],
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: 'translation/not-configured' } });
  });
});
