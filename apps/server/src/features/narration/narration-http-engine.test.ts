import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NarrationProgress } from '@percurso/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMp3Frames } from '../../../test/mp3-frames.ts';
import { buildRoleMatrix, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { encodeMp3 } from './mp3.ts';

/**
 * A higher-quality engine plugged in by TTS_URL: the OpenAI-compatible speech contract, against
 * a local fake server that answers a real MP3 (a one-second tone) or fails on demand.
 */
const calls: Array<{ path: string; authorization: string | undefined; body: Record<string, unknown> }> = [];
let failNext = false;
const tone = (() => {
  const samples = new Int16Array(24_000);
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(Math.sin((i / 24_000) * 2 * Math.PI * 440) * 8000);
  return encodeMp3(samples, 24_000);
})();
let server: Server;
let url = '';
beforeAll(async () => {
  server = createServer(async (request: IncomingMessage, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    calls.push({ path: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(raw) });
    if (failNext) {
      failNext = false;
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
      return;
    }
    response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(tone);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const t = setupTestApp({
  settings: () => ({ tts: { url, apiKey: 'sk-test', model: 'tts-1-hd', voices: { es: ['nova', 'alloy'] } } }),
});
let matrix: RoleMatrix;
beforeAll(async () => {
  matrix = await buildRoleMatrix(() => t.app, t.db);
});

async function lines(response: Response): Promise<NarrationProgress[]> {
  return (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as NarrationProgress);
}

describe('OpenAI-compatible speech engine (TTS_URL)', () => {
  it('posts model, input, voice and mp3 with the Bearer key, and stores the answer', async () => {
    const response = await matrix.agents.contentEditor.post(`/api/panel/guides/${matrix.guideId}/narration`, {
      lang: 'es',
      text: '<p>Hola &amp; bienvenidos.</p>',
      voice: 'alloy',
    });
    const last = (await lines(response)).at(-1);
    expect(last?.status).toBe('success');
    expect(calls.at(-1)).toEqual({
      path: '/v1/audio/speech',
      authorization: 'Bearer sk-test',
      body: { model: 'tts-1-hd', input: 'Hola & bienvenidos.', voice: 'alloy', response_format: 'mp3' },
    });
    const file = await matrix.agents.contentEditor.request(last?.fileUrl ?? '');
    expect(readMp3Frames(new Uint8Array(await file.arrayBuffer())).seconds).toBeGreaterThan(0.9);
  });

  it('ends the stream with a clear error when the API fails', async () => {
    failNext = true;
    const response = await matrix.agents.contentEditor.post(`/api/panel/guides/${matrix.guideId}/narration`, {
      lang: 'es',
      text: 'Hola.',
    });
    expect(response.status).toBe(200);
    const all = await lines(response);
    expect(all.at(-1)).toMatchObject({ status: 'error', message: 'narration/failed' });
    expect(all.filter((line) => line.status !== 'progress')).toHaveLength(1);
  });
});
