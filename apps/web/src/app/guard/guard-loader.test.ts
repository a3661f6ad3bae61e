import type { AppProperties } from '@percurso/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGuardLoader } from './guard-loader.ts';

const appProperties: Partial<AppProperties> = { version: '1.1.11', enabled: true, tooltipImages: [] };

/** A fake API: path → [status, body]. */
function serve(routes: Record<string, [number, unknown]>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const [status, body] = routes[path] ?? [404, { error: { code: 'not-found' } }];
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

async function navigate(path: string): Promise<{ redirect: string | null; data: unknown }> {
  const loader = createGuardLoader(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
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

  it('opens a QR code point on its guide page', async () => {
    serve({
      '/api/app-properties': [200, appProperties],
      '/api/points/p-7': [200, { point: { id: 'p-7' }, guideId: 'g1', guideName: 'Museu do Açúcar' }],
    });
    expect((await navigate('/qrcode/p-7')).redirect).toBe('/Museu-do-A%C3%A7%C3%BAcar?point=p-7');
    expect((await navigate('/qrcode/p-unknown')).redirect).toBe('/dadosinvalidos');
  });

  it('lands favourite route links on /dadosinvalidos while the endpoint does not exist', async () => {
    serve({ '/api/app-properties': [200, appProperties] });
    expect((await navigate('/fav/abc')).redirect).toBe('/dadosinvalidos');
  });

  it('sends everything to /foraDoAr when the app is switched off', async () => {
    serve({ '/api/app-properties': [200, { ...appProperties, enabled: false }] });
    expect((await navigate('/index')).redirect).toBe('/foraDoAr');
  });
});
