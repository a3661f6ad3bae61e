import type { Questionnaire } from '@percurso/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQuery } from '../account/session.ts';
import { queuedWrites } from '../offline/outbox.ts';
import { answerQuestion } from './answer-question.ts';
import { flushOutbox } from './outbox-sync.ts';
import { recordInteraction } from './record-interaction.ts';

const visitor = { id: 'u-1', name: 'Anônimo', isAnonymous: true };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const progress = { ...visitor, userId: visitor.id, unlockedPointIds: [], answers: [] };
const quiz: Questionnaire = {
  enabled: true,
  type: 'Quiz',
  open: true,
  content: {},
  feedback: {},
  questions: [
    {
      statement: { pt: '1?' },
      options: [
        { content: {}, feedback: {} },
        { content: {}, feedback: {} },
      ],
      correctOptionIndex: 1,
    },
    {
      statement: { pt: '2?' },
      options: [
        { content: {}, feedback: {} },
        { content: {}, feedback: {} },
      ],
      correctOptionIndex: 0,
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('writes made offline', () => {
  it('are queued with the feedback judged on the device, then sent once each when the network returns', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const network = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', network);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const unlockId = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';

    const unlocked = await recordInteraction(queryClient, { id: unlockId, pointId: 'p-1', tracker: 'intPointDialog' });
    expect(unlocked.interaction).toMatchObject({ id: unlockId, type: 'Desbloqueio de interação' });
    expect(unlocked.progress.unlockedPointIds).toEqual(['p-1']);
    const answered = await answerQuestion(queryClient, { pointId: 'p-1', questionIndex: 0, optionIndex: 1 }, quiz);
    expect(answered).toMatchObject({ correct: true, done: false, score: 50 });
    expect(network).not.toHaveBeenCalled();
    expect(queuedWrites().map((write) => write.kind)).toEqual(['interaction', 'answer']);

    // Back online, but the first request is lost on the way: nothing is dropped.
    online.mockReturnValue(true);
    await flushOutbox(queryClient);
    expect(queuedWrites()).toHaveLength(2);

    // Then the network works: the first write starts the anonymous session; each is sent once.
    let hasSession = false;
    const sent: Array<{ path: string; body: unknown }> = [];
    vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
      if (path === '/api/session') return json(200, { user: hasSession ? visitor : null });
      if (path === '/api/auth/sign-in/anonymous') {
        hasSession = true;
        return json(200, { user: visitor });
      }
      sent.push({ path, body: JSON.parse(String(init?.body)) });
      return json(200, { progress });
    });
    await flushOutbox(queryClient);
    expect(queuedWrites()).toEqual([]);
    expect(sent).toEqual([
      { path: '/api/interactions', body: { id: unlockId, pointId: 'p-1', tracker: 'intPointDialog' } },
      { path: '/api/me/answers', body: { pointId: 'p-1', questionIndex: 0, optionIndex: 1 } },
    ]);
    expect(queryClient.getQueryData(sessionQuery().queryKey)).toEqual(visitor);
  });

  it('wait in the queue while the server cannot reach its database (503), then are sent once', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(sessionQuery().queryKey, visitor as never);
    const unavailable = vi.fn(async () => json(503, { error: { code: 'service-unavailable' } }));
    vi.stubGlobal('fetch', unavailable);
    const unlockId = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';

    const unlocking = recordInteraction(queryClient, { id: unlockId, pointId: 'p-2', tracker: 'intPointDialog' });
    // The three tries of the request itself, 300 and 600 ms apart.
    await vi.advanceTimersByTimeAsync(1000);
    const unlocked = await unlocking;
    expect(unlocked.progress.unlockedPointIds).toEqual(['p-2']);
    expect(queuedWrites().map((write) => write.id)).toEqual([unlockId]);

    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (_path: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return json(200, { progress });
    });
    await flushOutbox(queryClient);
    expect(queuedWrites()).toEqual([]);
    expect(sent).toEqual([{ id: unlockId, pointId: 'p-2', tracker: 'intPointDialog' }]);
  });
});
