import type { AppProperties } from '@percurso/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGuardLoader } from './guard-loader.ts';

const appProperties: Partial<AppProperties> = { version: '1.1.11', enabled: true, tooltipImages: [] };

const visitor = { id: 'u-1', name: 'Anônimo', isAnonymous: true };

/** A fake API: 'path' or 'POST path' → [status, body]; a session exists unless a test says otherwise. */
function serve(routes: Record<string, [number, unknown]>) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${path}`;
    const [status, body] =
      routes[key] ??
      routes[path] ??
      (path === '/api/session' ? [200, { user: visitor }] : [404, { error: { code: 'not-found' } }]);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

async function navigate(
  path: string,
  queryClient = newQueryClient(),
): Promise<{ redirect: string | null; data: unknown }> {
  const loader = createGuardLoader(queryClient);
  try {
    const url = new URL(`http://localhost${path}`);
    const data = await loader({ request: new Request(url), url, pattern: '/', params: {}, context: undefined });
    return { redirect: null, data };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get('Location'), data: null };
    throw thrown;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guard loader', () => {
  it('loads a guide by name and lets the page render', async () => {
    serve({
      '/api/app-properties': [200, appProperties],
      '/api/guides/by-name/museu-do-acucar': [200, { guide: { id: 'g1' } }],
    });
    expect(await navigate('/museu-do-acucar')).toEqual({ redirect: null, data: { guideName: 'museu-do-acucar' } });
  });

  it('sends an unknown guide to /dadosinvalidos and a disabled one to /GuideOff', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    serve({
      '/api/app-properties': [200, appProperties],
      '/api/guides/by-name/fechado': [403, { error: { code: 'guide/disabled' } }],
    });
    expect((await navigate('/nao-existe')).redirect).toBe('/dadosinvalidos');
    expect((await navigate('/fechado')).redirect).toBe('/GuideOff');
  });

  it('sends a QR code of a switched-off guide to /GuideOff', async () => {
    serve({
      '/api/app-properties': [200, appProperties],
      '/api/points/p-off': [403, { error: { code: 'guide/disabled' } }],
    });
    expect((await navigate('/qrcode/p-off')).redirect).toBe('/GuideOff');
  });

  const progress = (unlockedPointIds: string[]) => ({ userId: 'u-1', unlockedPointIds, answers: [] });
  const recorded = (pointId: string) => ({
    interaction: {
      id: 'i',
      type: 'Desbloqueio de interação',
      tracker: 'OutOfApp',
      pointId,
      guideId: 'g1',
      journeyId: null,
    },
    progress: progress([pointId]),
    completedJourneyIds: [],
  });
  const interactionPosts = (fetch: ReturnType<typeof serve>) =>
    fetch.mock.calls
      .filter(([path, init]) => path === '/api/interactions' && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as { pointId: string; tracker: string; id: string });

  it('opens a QR code point on its guide page after recording an OutOfApp unlock', async () => {
    const fetch = serve({
      '/api/app-properties': [200, appProperties],
      '/api/points/p-7': [200, { point: { id: 'p-7', immersive: {} }, guideId: 'g1', guideName: 'Museu do Açúcar' }],
      '/api/me/progress': [200, progress([])],
      'POST /api/interactions': [200, recorded('p-7')],
    });
    expect((await navigate('/qrcode/p-7')).redirect).toBe('/Museu-do-A%C3%A7%C3%BAcar?point=p-7');
    // The opened link is the proof the server checks for points that need their QR code.
    expect(interactionPosts(fetch)).toEqual([
      { id: expect.any(String), pointId: 'p-7', tracker: 'OutOfApp', proof: { qr: 'http://localhost/qrcode/p-7' } },
    ]);
    expect((await navigate('/qrcode/p-unknown')).redirect).toBe('/dadosinvalidos');
  });

  it('records nothing for a point the visitor has interacted with, and sends AR points to /raScene', async () => {
    const fetch = serve({
      '/api/app-properties': [200, appProperties],
      '/api/points/p-7': [200, { point: { id: 'p-7', immersive: {} }, guideId: 'g1', guideName: 'Museu' }],
      '/api/points/p-ar': [
        200,
        {
          point: { id: 'p-ar', immersive: { raContent: true, ra3DModels: ['/media/m.glb'] } },
          guideId: 'g1',
          guideName: 'Museu',
        },
      ],
      '/api/me/progress': [200, progress(['p-7', 'p-ar'])],
    });
    expect((await navigate('/qrcode/p-7')).redirect).toBe('/Museu?point=p-7');
    expect((await navigate('/qrcode/p-ar')).redirect).toBe('/raScene?point=p-ar');
    expect(interactionPosts(fetch)).toEqual([]);
  });

  it('still opens the point when the unlock cannot be recorded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve({
      '/api/app-properties': [200, appProperties],
      '/api/points/p-7': [200, { point: { id: 'p-7', immersive: {} }, guideId: 'g1', guideName: 'Museu' }],
      '/api/me/progress': [200, progress([])],
      'POST /api/interactions': [404, { error: { code: 'point/not-found' } }],
    });
    expect((await navigate('/qrcode/p-7')).redirect).toBe('/Museu?point=p-7');
    expect(warn).toHaveBeenCalledWith('The QR unlock was not recorded', expect.anything());
    warn.mockRestore();
  });

  it('lands an unknown favourite route link on /dadosinvalidos', async () => {
    serve({
      '/api/app-properties': [200, appProperties],
      '/api/favourite-routes/abc': [404, { error: { code: 'favourite-route/not-found' } }],
    });
    expect((await navigate('/fav/abc')).redirect).toBe('/dadosinvalidos');
  });

  it('loads a shared favourite route with its guide, and stays on /fav', async () => {
    serve({
      '/api/app-properties': [200, appProperties],
      '/api/favourite-routes/fav-1': [200, { route: { id: 'fav-1', guideId: 'g1', pointIds: [] }, guideName: 'Museu' }],
      '/api/guides/by-name/Museu': [200, { guide: { id: 'g1' } }],
    });
    expect(await navigate('/fav/fav-1')).toEqual({ redirect: null, data: { guideName: 'Museu' } });
  });

  /** A server that knows no session until the visitor signs in anonymously. */
  function serveWithoutSession(routes: Record<string, [number, unknown]>) {
    let hasSession = false;
    const fetch = vi.fn(async (path: string, init?: RequestInit) => {
      const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
      if (path === '/api/session') return reply(200, { user: hasSession ? visitor : null });
      if (path === '/api/auth/sign-in/anonymous' && init?.method === 'POST') {
        hasSession = true;
        return reply(200, { user: visitor });
      }
      const [status, body] = routes[`${init?.method ?? 'GET'} ${path}`] ??
        routes[path] ?? [404, { error: { code: 'not-found' } }];
      return reply(status, body);
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }
  const calledPaths = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map(([path]) => String(path));

  it('opens guides and /index without a session, and never signs in just to read', async () => {
    const fetch = serveWithoutSession({
      '/api/app-properties': [200, appProperties],
      '/api/guides/by-name/museu-do-acucar': [200, { guide: { id: 'g1' } }],
    });
    const queryClient = newQueryClient();
    expect(await navigate('/museu-do-acucar', queryClient)).toEqual({
      redirect: null,
      data: { guideName: 'museu-do-acucar' },
    });
    expect((await navigate('/index', queryClient)).redirect).toBeNull();
    expect(calledPaths(fetch)).not.toContain('/api/auth/sign-in/anonymous');
  });

  it('asks for the guide together with the app properties, not after them', async () => {
    let answerAppProperties: (response: Response) => void = () => undefined;
    const fetch = vi.fn(async (path: string) => {
      if (path === '/api/app-properties')
        return new Promise<Response>((resolve) => {
          answerAppProperties = resolve;
        });
      if (path === '/api/session') return new Response(JSON.stringify({ user: visitor }), { status: 200 });
      return new Response(JSON.stringify({ guide: { id: 'g1' } }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    const navigation = navigate('/museu-do-acucar');
    await vi.waitFor(() => expect(calledPaths(fetch)).toContain('/api/guides/by-name/museu-do-acucar'));
    answerAppProperties(new Response(JSON.stringify(appProperties), { status: 200 }));
    expect((await navigation).data).toEqual({ guideName: 'museu-do-acucar' });
    expect(calledPaths(fetch).filter((path) => path.startsWith('/api/guides'))).toHaveLength(1);
  });

  it('signs a QR link visitor without a session in anonymously to record the unlock', async () => {
    const fetch = serveWithoutSession({
      '/api/app-properties': [200, appProperties],
      '/api/points/p-7': [200, { point: { id: 'p-7', immersive: {} }, guideId: 'g1', guideName: 'Museu' }],
      'POST /api/interactions': [200, recorded('p-7')],
    });
    expect((await navigate('/qrcode/p-7')).redirect).toBe('/Museu?point=p-7');
    const paths = calledPaths(fetch);
    expect(paths.filter((path) => path === '/api/auth/sign-in/anonymous')).toHaveLength(1);
    expect(paths.indexOf('/api/auth/sign-in/anonymous')).toBeLessThan(paths.indexOf('/api/interactions'));
    expect(interactionPosts(fetch)).toEqual([
      { id: expect.any(String), pointId: 'p-7', tracker: 'OutOfApp', proof: { qr: 'http://localhost/qrcode/p-7' } },
    ]);
  });

  it('sends everything to /foraDoAr when the app is switched off', async () => {
    serve({ '/api/app-properties': [200, { ...appProperties, enabled: false }] });
    expect((await navigate('/index')).redirect).toBe('/foraDoAr');
  });
});
