import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../api/http.ts';
import { recordInteraction } from './record-interaction.ts';

const input = { id: '7d3f1c2a-0b1e-4c5d-8e9f-0a1b2c3d4e5f', pointId: 'p-1', tracker: 'gps' } as const;
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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
    const result = recordInteraction(input);
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ interaction: { id: input.id } });
    expect(bodies).toEqual([input, input, input]);
  });

  it('gives up at once on an answer that will not change, like a refused GPS unlock', async () => {
    const fetch = vi.fn(async () => answer(403, { error: { code: 'interaction/qr-validation-required' } }));
    vi.stubGlobal('fetch', fetch);
    const error = await recordInteraction(input).catch((caught: unknown) => caught);
    expect(isApiError(error, 'interaction/qr-validation-required')).toBe(true);
    expect(fetch).toHaveBeenCalledOnce();
  });
});
