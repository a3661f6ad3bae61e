import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../api/http.ts';
import { sessionQuery } from '../account/session.ts';
import { progressQuery } from './progress-query.ts';
import { recordInteraction } from './record-interaction.ts';

const input = { id: '7d3f1c2a-0b1e-4c5d-8e9f-0a1b2c3d4e5f', pointId: 'p-1', tracker: 'gps' } as const;
const visitor = { id: 'u-1', name: 'Anônimo', isAnonymous: true };
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const noSession = () => answer(401, { error: { code: 'auth/session-required' } });

/** A query client whose cache already knows the visitor's session. */
function signedIn(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQuery().queryKey, visitor as never);
  return queryClient;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('recordInteraction', () => {
  it('sends a failed request again with the same id, so the server counts it once', async () => {
    vi.useFakeTimers();
    const bodies: unknown[] = [];
    const fetch = vi
      .fn()
      .mockImplementationOnce(async () => {
        throw new TypeError('Failed to fetch');
      })
      .mockImplementationOnce(async () => answer(503, { error: { code: 'internal' } }))
      .mockImplementationOnce(async () => answer(200, { interaction: { id: input.id } }));
    vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return fetch(path, init);
    });
    const result = recordInteraction(signedIn(), input);
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ interaction: { id: input.id } });
    expect(bodies).toEqual([input, input, input]);
  });

  it('gives up at once on an answer that will not change, like a refused GPS unlock', async () => {
    const fetch = vi.fn(async () => answer(403, { error: { code: 'interaction/qr-validation-required' } }));
    vi.stubGlobal('fetch', fetch);
    const error = await recordInteraction(signedIn(), input).catch((caught: unknown) => caught);
    expect(isApiError(error, 'interaction/qr-validation-required')).toBe(true);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('signs a visitor without a session in anonymously first, once for several writes, with empty progress', async () => {
    let hasSession = false;
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path === '/api/session') return answer(200, { user: hasSession ? visitor : null });
      if (path === '/api/auth/sign-in/anonymous') {
        hasSession = true;
        return answer(200, { user: visitor });
      }
      if (path === '/api/interactions')
        return hasSession ? answer(200, { interaction: { id: input.id } }) : noSession();
      return answer(404, { error: { code: 'not-found' } });
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await queryClient.fetchQuery(sessionQuery())).toBeNull();

    await Promise.all([recordInteraction(queryClient, input), recordInteraction(queryClient, { ...input, id: 'b' })]);
    expect(calls.filter((call) => call === 'POST /api/auth/sign-in/anonymous')).toHaveLength(1);
    expect(calls.filter((call) => call === 'POST /api/interactions')).toHaveLength(2);
    expect(queryClient.getQueryData(sessionQuery().queryKey)).toEqual(visitor);
    expect(queryClient.getQueryData(progressQuery(visitor.id).queryKey)).toMatchObject({
      userId: visitor.id,
      unlockedPointIds: [],
      experienceLevel: 1,
    });
  });

  it('starts a new session and tries once more when the server says the session has gone', async () => {
    let hasSession = false;
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path === '/api/session') return answer(200, { user: visitor });
      if (path === '/api/auth/sign-in/anonymous') {
        hasSession = true;
        return answer(200, { user: visitor });
      }
      return hasSession ? answer(200, { interaction: { id: input.id } }) : noSession();
    });
    expect(await recordInteraction(signedIn(), input)).toEqual({ interaction: { id: input.id } });
    expect(calls).toEqual([
      'POST /api/interactions',
      'POST /api/auth/sign-in/anonymous',
      'GET /api/session',
      'POST /api/interactions',
    ]);
  });
});
