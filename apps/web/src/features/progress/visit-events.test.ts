import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The device queue of visit events (issue 31): what a play records, and a batch sent once. */
describe('visit events', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  const stored = () => JSON.parse(localStorage.getItem('percurso.visit-events') ?? '[]') as Array<{ kind: string }>;

  it('records one play per start, its completion at 90 % once, and another play after the end', async () => {
    const { mediaPlays } = await import('./visit-events.ts');
    const plays = mediaPlays({ play: 'narrationPlay', complete: 'narrationComplete' });
    const owner = { pointId: 'p1', language: 'pt' as const };
    plays.onPlay(owner);
    plays.onProgress(50, 100);
    plays.onPlay(owner); // a resume after a pause
    plays.onProgress(89, 100);
    plays.onProgress(90, 100);
    plays.onProgress(95, 100);
    plays.onProgress(100, 100, true);
    plays.onPlay(owner);
    expect(stored().map((event) => event.kind)).toEqual(['narrationPlay', 'narrationComplete', 'narrationPlay']);
  });

  it('sends the queue in a batch, forgets what the server took and keeps it on a server error', async () => {
    const { flushVisitEvents, showPoint } = await import('./visit-events.ts');
    const leave = showPoint({ pointId: 'p1', journeyId: 'j1', language: 'en', format: 'easy-read' });
    leave();
    expect(stored()).toMatchObject([
      { kind: 'pointView', pointId: 'p1', journeyId: 'j1', language: 'en', format: 'easy-read' },
      { kind: 'pointLeave', pointId: 'p1' },
    ]);
    const fetch = vi.fn().mockResolvedValueOnce(new Response(null, { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    await flushVisitEvents();
    expect(stored()).toHaveLength(2);
    fetch.mockResolvedValueOnce(new Response('{"stored":2}', { status: 200 }));
    await flushVisitEvents();
    expect(stored()).toHaveLength(0);
    const body = JSON.parse(fetch.mock.calls[1]?.[1]?.body as string);
    expect(body.events.map((event: { kind: string }) => event.kind)).toEqual(['pointView', 'pointLeave']);
  });
});
