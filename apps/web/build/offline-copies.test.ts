import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineCopies, playFromDownload } from './offline-copies.ts';

/** Cache Storage holding `files` (URL → body) in a downloaded guide's cache, beside another cache. */
function stubCaches(files: Record<string, string>) {
  const downloaded = {
    match: async (request: Request | string) => {
      const url = typeof request === 'string' ? request : request.url;
      const body = files[url];
      return body === undefined ? undefined : new Response(body, { headers: { 'Content-Type': 'audio/mpeg' } });
    },
  };
  const other = { match: async () => undefined };
  vi.stubGlobal('caches', {
    keys: async () => ['percurso-api', 'percurso-offline-g1'],
    open: async (name: string) => (name === 'percurso-offline-g1' ? downloaded : other),
  });
}

afterEach(() => vi.unstubAllGlobals());

const URL_A = 'https://percurso.example/media/p1-pt.mp3';

describe('answers from a downloaded guide', () => {
  it("uses the route's own copy first, else the download's, else nothing", async () => {
    stubCaches({ 'https://percurso.example/api/points/p1': '{"point":1}' });
    const own = new Response('own');
    const use = offlineCopies.cachedResponseWillBeUsed;
    expect(await use({ cachedResponse: own, request: new Request('https://percurso.example/api/points/p1') })).toBe(
      own,
    );
    const fromDownload = await use({ request: new Request('https://percurso.example/api/points/p1') });
    expect(await fromDownload?.text()).toBe('{"point":1}');
    expect(await use({ request: new Request('https://percurso.example/api/points/p2') })).toBeNull();
  });

  it('plays downloaded narration with Range requests answered by 206 slices', async () => {
    stubCaches({ [URL_A]: '0123456789' });
    const whole = await playFromDownload({ request: new Request(URL_A) });
    expect(whole.status).toBe(200);
    expect(await whole.text()).toBe('0123456789');
    const middle = await playFromDownload({ request: new Request(URL_A, { headers: { Range: 'bytes=2-5' } }) });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('Content-Range')).toBe('bytes 2-5/10');
    expect(await middle.text()).toBe('2345');
    const open = await playFromDownload({ request: new Request(URL_A, { headers: { Range: 'bytes=7-' } }) });
    expect(await open.text()).toBe('789');
    const tail = await playFromDownload({ request: new Request(URL_A, { headers: { Range: 'bytes=-3' } }) });
    expect(await tail.text()).toBe('789');
    const beyond = await playFromDownload({ request: new Request(URL_A, { headers: { Range: 'bytes=20-' } }) });
    expect(beyond.status).toBe(416);
  });

  it('leaves files that were not downloaded to the network', async () => {
    stubCaches({});
    const network = vi.fn(async () => new Response('from network', { status: 206 }));
    vi.stubGlobal('fetch', network);
    const answer = await playFromDownload({ request: new Request('https://percurso.example/media/film.mp4') });
    expect(network).toHaveBeenCalledOnce();
    expect(await answer.text()).toBe('from network');
  });
});
