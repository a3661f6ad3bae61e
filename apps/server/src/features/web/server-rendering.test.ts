import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGuide, buildJourney, buildPoint, buildRoadMap } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';

// A stand-in for the web build's server entry (apps/web/src/entry-server.tsx, built into
// dist-ssr/): it names the reads a page needs and draws them, so these tests see what the
// server does around it — answering the reads in-process, composing the page, falling back.
const entryFolder = mkdtempSync(path.join(tmpdir(), 'percurso-ssr-'));
mkdirSync(entryFolder, { recursive: true });
const entryFile = path.join(entryFolder, 'entry-server.mjs');
writeFileSync(
  entryFile,
  `
export function firstReads(href, answered = {}) {
  const url = new URL(href);
  const [first, id] = url.pathname.split('/').filter(Boolean);
  if (url.pathname === '/index') return ['/api/app-properties', '/api/guides' + url.search];
  if (first === 'roteiros' || first === 'termosdeuso' || first === 'Rewards')
    return ['/api/app-properties', ...(first === 'roteiros' ? ['/api/road-maps'] : first === 'Rewards' ? ['/api/engagement'] : [])];
  if (first === 'roteiro') {
    // A read that names the next one, as a shared route names its guide.
    const own = '/api/road-maps/by-name/' + id;
    const map = answered[own];
    return ['/api/app-properties', own, ...(map ? ['/api/guides?q=' + encodeURIComponent(map.name.pt)] : [])];
  }
  const point = url.searchParams.get('point');
  return ['/api/app-properties', '/api/guides/by-name' + url.pathname, ...(point ? ['/api/points/' + point] : [])];
}
export async function render(href, reads, options) {
  const url = new URL(href);
  if (url.searchParams.has('fail')) throw new Error('the screen broke');
  const page = (heading, title, status = 200) => ({
    html: '<h1>' + heading + '</h1>', title, lang: options?.lang ?? 'pt-BR', htmlStyle: '', themeColor: '#6C4CE0',
    data: JSON.stringify(reads).replace(/</g, '\\u003c'), status,
  });
  const [first, id] = url.pathname.split('/').filter(Boolean);
  if (first === 'roteiros') return page(reads['/api/road-maps'].roadMaps.map((map) => map.name.pt).join(', '), 'Roteiros');
  // The heading tells whether the page was drawn knowing there is no session (no session cookie).
  if (first === 'termosdeuso') return page(options?.noSession ? 'Termos de uso (sem sessão)' : 'Termos de uso', 'Termos de uso');
  if (first === 'dadosinvalidos') return page('Dados inválidos', 'Percurso');
  // The visitor's own read, when the server could not answer it, leaves that part for the app.
  if (first === 'Rewards') return page(reads['/api/engagement'] ? 'Seus prêmios' : 'Prêmios', 'Prêmios');
  if (first === 'roteiro') {
    const map = reads['/api/road-maps/by-name/' + id];
    if (!map) return page('Dados inválidos', 'Percurso', 404);
    return page(map.name.pt + ' (' + reads['/api/guides?q=' + encodeURIComponent(map.name.pt)].guides.length + ')', map.name.pt);
  }
  const bundle = reads['/api/guides/by-name' + url.pathname];
  const lookup = reads['/api/points/' + url.searchParams.get('point')];
  const names = bundle ? [bundle.guide.name.pt] : reads['/api/guides' + url.search].guides.map((g) => g.name.pt);
  // A phone's point link is drawn with the point's sheet: its rich text through the server's
  // sanitiser. Other point links name the point and its content (or 'locked') in the heading.
  let sheet = '';
  if (options?.pointSheet && lookup && !lookup.locked) {
    const sanitize = await options.sanitizer();
    sheet = '<div data-testid="point-text">' + sanitize(lookup.point.content.pt) + '</div>';
  } else if (lookup) names.push(lookup.point.name.pt, lookup.locked ? 'locked' : lookup.point.content.pt);
  return {
    html: '<h1>' + names.join(', ') + '</h1>' + sheet,
    title: bundle ? bundle.guide.name.pt : 'Percurso',
    lang: options?.lang ?? 'pt-BR',
    htmlStyle: bundle ? '--guide-toolbar-bg:#123456' : '',
    themeColor: bundle ? '#123456' : '#6C4CE0',
    data: JSON.stringify(Object.values(reads)).replace(/</g, '\\\\u003c'),
    // The lazy parts drawn: a point's sheet and its gallery.
    ...(url.searchParams.has('point') ? { parts: ['point-view', 'image-carousel'] } : {}),
  };
}
`,
);

const t = setupTestApp({ settings: () => ({ webServerEntry: entryFile }) });

const START_APP =
  '<script defer src="/start-app.js" data-scripts="/assets/shell-9.js" data-preloads="/assets/react-20.js /assets/guide-3.js /assets/pt-BR-7.js"></script>';

/** The chunks a server-drawn page has start-app.js start. */
function startedChunks(page: string): string[] {
  return page.match(/<script defer src="\/start-app.js"[^>]* data-preloads="([^"]*)"/)?.[1]?.split(' ') ?? [];
}

beforeAll(async () => {
  await mkdir(path.join(t.webDist, 'assets'), { recursive: true });
  await writeFile(
    path.join(t.webDist, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta name="theme-color" content="#6C4CE0" /><title>Percurso</title>' +
      '<link rel="preload" href="/api/app-properties" as="fetch" crossorigin="anonymous" />' +
      '<script type="module" crossorigin src="/assets/shell-9.js"></script>' +
      // A stage of the app's start (main.tsx): fetched with the entry.
      '<link rel="modulepreload" crossorigin href="/assets/react-20.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/shell-0.css"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  await writeFile(
    path.join(t.webDist, 'route-preloads.json'),
    JSON.stringify({
      guideList: { scripts: ['/assets/list-1.js'], styles: ['/assets/list-2.css'], data: ['/api/guides'] },
      roadMaps: { scripts: ['/assets/maps-10.js'], styles: ['/assets/maps-11.css'], data: ['/api/road-maps'] },
      roadMap: { scripts: ['/assets/map-12.js'], styles: [], data: ['/api/road-maps/by-name/{name}'] },
      rewards: { scripts: ['/assets/rewards-13.js'], styles: [], data: [] },
      terms: { scripts: ['/assets/terms-14.js'], styles: [], data: [] },
      invalidData: { scripts: ['/assets/invalid-15.js'], styles: ['/assets/invalid-16.css'], data: [] },
      guide: {
        scripts: ['/assets/guide-3.js', '/assets/pt-BR-7.js'],
        styles: ['/assets/guide-4.css'],
        data: ['/api/guides/by-name/{name}'],
      },
      point: { scripts: ['/assets/sheet-5.js'], styles: ['/assets/sheet-6.css'], data: [] },
      parts: {
        'point-view': { scripts: ['/assets/sheet-5.js'], styles: ['/assets/sheet-6.css'] },
        'image-carousel': { scripts: ['/assets/carousel-17.js'], styles: ['/assets/carousel-18.css'] },
      },
      catalogues: { '/assets/pt-BR-7.js': { en: '/assets/en-8.js', es: '/assets/es-9.js' } },
    }),
  );
  const styles = {
    'shell-0.css': 'body{margin:0}',
    // The fake screens draw an <h1>: the rules of classes they do not have are left out.
    'guide-4.css': 'h1{content:"$&"}.card{color:red}',
    'list-2.css': 'h1{gap:1px}.list{gap:9px}',
    'maps-11.css': 'h1{gap:2px}',
    'invalid-16.css': 'h1{gap:3px}',
    'carousel-18.css': 'h1{display:flex}',
  };
  for (const [file, css] of Object.entries(styles)) await writeFile(path.join(t.webDist, 'assets', file), css);
});

describe('landing pages drawn on the server', () => {
  it("put the guide's first screen, its data and its colours in the page, and its scripts after them", async () => {
    // `$&` in a replacement string is the matched text: the page must carry it as written.
    await buildGuide({ name: { pt: "Casa <da> Árvore $& $'" } });
    const response = await t.app.request(`/${encodeURIComponent("Casa-<da>-Árvore-$&-$'")}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    const [head = '', body = ''] = page.split('</head>');
    expect(body).toContain('<div id="root"><h1>Casa <da> Árvore $& $\'</h1></div>');
    expect(head).toContain('<title>Casa &lt;da&gt; Árvore $&amp; $&#39;</title>');
    expect(page).toContain('<html lang="pt-BR" data-mantine-color-scheme="light" style="--guide-toolbar-bg:#123456">');
    expect(head).toContain('<meta name="theme-color" content="#123456"');
    // The page's and the screen's styles come in it, in order (the page paints without another
    // request), only the rules the page can use, each followed by its whole sheet, fetched without
    // holding back the paint and applied by start-app.js; the app's scripts, the entry and the
    // screen's chunks (after the stages of the app's start, which leave the head too), are started
    // by start-app.js once the screen's lead images are in.
    const later = (file: string) => `<link rel="stylesheet" href="/assets/${file}" media="print" data-later>`;
    expect(head).toContain(`<style>body{margin:0}</style>${later('shell-0.css')}`);
    expect(head.indexOf(`<style>h1{content:"$&"}</style>${later('guide-4.css')}`)).toBeGreaterThan(
      head.indexOf('shell-0.css'),
    );
    expect(head).not.toContain('.card');
    expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*media="print")/);
    expect(head).not.toContain('.js');
    expect(page).not.toContain('modulepreload');
    expect(body.indexOf(START_APP)).toBeGreaterThan(body.indexOf('</h1>'));
    // The reads are in the island (a guide's text cannot close it), not asked for again.
    const island = body.match(/<script type="application\/json" id="percurso-page-data">(.*?)<\/script>/)?.[1] ?? '';
    expect(island).not.toContain('<');
    expect(JSON.parse(island)[1].guide.name.pt).toBe("Casa <da> Árvore $& $'");
    expect(head).not.toContain('as="fetch"');
  });

  it('draw the guide list, and a point link keeps its sheet out of the first paint', async () => {
    const guide = await buildGuide({ name: { pt: 'Museu da Lua' } });
    const list = await (await t.app.request('/index')).text();
    expect(list).toContain('Museu da Lua');
    expect(list).toContain(
      '<style>h1{gap:1px}</style><link rel="stylesheet" href="/assets/list-2.css" media="print" data-later>',
    );

    const point = await (await t.app.request(`/Museu-da-Lua?point=${guide.id}-p1`)).text();
    expect(point).toContain('<link rel="preload" href="/assets/sheet-6.css" as="style" crossorigin="">');
    expect(startedChunks(point)).toContain('/assets/sheet-5.js');
    // The lazy parts it drew are named for the browser, which loads them before hydrating; the
    // page starts their chunks and carries their styles.
    expect(point).toContain('<div id="root" data-parts="point-view image-carousel"><h1>Museu da Lua</h1></div>');
    expect(startedChunks(point)).toContain('/assets/carousel-17.js');
    expect(point).toContain('<style>h1{display:flex}</style>');
  });

  it("draw a phone's point link with the point's rich text sanitised as the browser would (issue 28)", async () => {
    const guide = await buildGuide({ name: { pt: 'Museu do Sol' } });
    const point = await buildPoint({
      guideId: guide.id,
      content: {
        pt:
          '<p onclick="steal()">Moenda<script>alert(1)</script><img src="x.jpg" onerror="alert(2)"></p>' +
          '<a href="javascript:alert(3)">perigo</a><a href="https://museu.example">mais</a>' +
          '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>',
      },
    });
    const phone = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36' };
    const page = await (await t.app.request(`/Museu-do-Sol?point=${point.id}`, { headers: phone })).text();
    const root = page.match(/<div id="root"[^>]*>(.*?)<\/div><script/)?.[1] ?? '';
    expect(root).toContain(
      '<div data-testid="point-text"><p>Moenda<img src="x.jpg"></p><a>perigo</a>' +
        '<a href="https://museu.example" target="_blank" rel="noopener noreferrer">mais</a></div>',
    );
    expect(root).not.toMatch(/script|onerror|onclick|javascript:|<style|iframe/i);
  });

  it("draw the page in the language the visitor chose in the app (its cookie), with that language's words preloaded", async () => {
    await buildGuide({ name: { pt: 'Casa do Rio' } });
    const page = async (cookie?: string) =>
      (await t.app.request('/Casa-do-Rio', { headers: cookie ? { cookie } : {} })).text();
    const english = await page('percurso-lang=en; other=1');
    expect(english).toContain('<html lang="en"');
    expect(startedChunks(english)).toContain('/assets/en-8.js');
    expect(english).not.toContain('pt-BR-7.js');
    // A first visit, or a cookie that names no locale of ours: pt-BR, the default.
    for (const first of [await page(), await page('percurso-lang=<de>')]) {
      expect(first).toContain('<html lang="pt-BR"');
      expect(startedChunks(first)).toContain('/assets/pt-BR-7.js');
    }
  });

  it("draw a first visit's page in the browser's language (Accept-Language) until the app's cookie says otherwise", async () => {
    await buildGuide({ name: { pt: 'Casa do Mar' } });
    const page = async (headers: Record<string, string>) => {
      const response = await t.app.request('/Casa-do-Mar', { headers });
      expect(response.headers.get('vary')).toContain('Accept-Language');
      return response.text();
    };
    const spanish = await page({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(spanish).toContain('<html lang="es"');
    expect(startedChunks(spanish)).toContain('/assets/es-9.js');
    expect(await page({ 'accept-language': 'fr-CA', cookie: 'percurso-lang=en' })).toContain('<html lang="en"');
    expect(await page({ 'accept-language': 'de-DE, ja' })).toContain('<html lang="pt-BR"');
  });

  it('draw every route a link can land on: road maps, a road map, rewards, the static pages', async () => {
    await buildRoadMap({ name: { pt: 'Rota do Frevo' }, enabled: true });
    const island = (page: string) =>
      JSON.parse(page.match(/<script type="application\/json" id="percurso-page-data">(.*?)<\/script>/)?.[1] ?? '{}');

    const list = await t.app.request('/roteiros');
    expect(list.status).toBe(200);
    const listPage = await list.text();
    expect(listPage).toContain('<div id="root"><h1>Rota do Frevo</h1></div>');
    expect(listPage).toContain('<title>Roteiros</title>');
    expect(listPage).toContain('<style>h1{gap:2px}</style>');
    expect(startedChunks(listPage)).toContain('/assets/maps-10.js');
    expect(island(listPage)['/api/road-maps'].roadMaps[0].name.pt).toBe('Rota do Frevo');

    // Read in rounds: the road map's answer names the next read, which the island holds too.
    const map = await (await t.app.request('/roteiro/Rota-do-Frevo')).text();
    expect(map).toContain('<h1>Rota do Frevo (0)</h1>');
    expect(Object.keys(island(map))).toEqual(
      expect.arrayContaining(['/api/road-maps/by-name/Rota-do-Frevo', '/api/guides?q=Rota%20do%20Frevo']),
    );

    // The visitor's own read, answered for their cookies: without a session, an anonymous view.
    const rewards = await (await t.app.request('/Rewards')).text();
    expect(rewards).toContain('<div id="root"><h1>Seus prêmios</h1></div>');
    expect(island(rewards)['/api/engagement'].registered).toBe(false);

    const terms = await (await t.app.request('/termosdeuso')).text();
    expect(terms).toContain('<title>Termos de uso</title>');
    expect(startedChunks(terms)).toContain('/assets/terms-14.js');
  });

  it('draw a first visit knowing there is no session (no session cookie), and any other visit without that answer', async () => {
    const heading = async (cookie?: string) =>
      (await (await t.app.request('/termosdeuso', { headers: cookie ? { cookie } : {} })).text()).match(
        /<h1>(.*?)<\/h1>/,
      )?.[1];
    expect(await heading()).toBe('Termos de uso (sem sessão)');
    expect(await heading('percurso-lang=en; percurso-text-size=2')).toBe('Termos de uso (sem sessão)');
    // A cookie that may hold a session (over HTTP or HTTPS): the app asks, the page does not say.
    expect(await heading('percurso.session_token=abc.def')).toBe('Termos de uso');
    expect(await heading('percurso-lang=en; __Secure-percurso.session_token=abc.def')).toBe('Termos de uso');
  });

  it('answer an unknown road map with the not-found screen, its styles and a 404', async () => {
    const response = await t.app.request('/roteiro/Nenhum-Roteiro');
    expect(response.status).toBe(404);
    const page = await response.text();
    expect(page).toContain('<div id="root"><h1>Dados inválidos</h1></div>');
    expect(page).toContain('<style>h1{gap:3px}</style>');
    expect(startedChunks(page)).toContain('/assets/invalid-15.js');
    expect(startedChunks(page)).not.toContain('/assets/map-12.js');
  });

  it('send a printed code to its point drawn on its guide page, with the proof for the app to record', async () => {
    const guide = await buildGuide({ name: { pt: 'Museu do Sal' } });
    const journey = await buildJourney({ guideId: guide.id });
    const open = await buildPoint({ guideId: guide.id, name: { pt: 'Salina' }, content: { pt: 'Aberto' } });
    const response = await t.app.request(`/qrcode/${open.id}?s=a%2Bb`);
    expect(response.status).toBe(303);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The guard's destination (spec §2), and the code's signature; an unsigned code carries an empty one.
    const location = response.headers.get('location') ?? '';
    expect(location).toBe(`/Museu-do-Sal?point=${open.id}&qr=a%2Bb`);
    expect((await t.app.request(`/x/qrcode/${open.id}`)).headers.get('location')).toBe(
      `/Museu-do-Sal?point=${open.id}&qr=`,
    );
    // The destination is a point link, drawn here with the point.
    const page = await (await t.app.request(location)).text();
    expect(page).toContain('<h1>Museu do Sal, Salina, Aberto</h1>');

    // A point that needs its code: its teaser until the app has recorded the unlock with the proof.
    const locked = await buildPoint({
      guideId: guide.id,
      journeyIds: [journey.id],
      name: { pt: 'Cofre' },
      content: { pt: 'Segredo' },
      qrValidation: true,
    });
    const lockedLocation = (await t.app.request(`/qrcode/${locked.id}?s=x`)).headers.get('location') ?? '';
    expect(lockedLocation).toBe(`/Museu-do-Sal?point=${locked.id}&qr=x`);
    const lockedPage = await (await t.app.request(lockedLocation)).text();
    expect(lockedPage).toContain('<h1>Museu do Sal, Cofre, locked</h1>');
    expect(lockedPage).not.toContain('Segredo');

    // A point with AR content opens the AR scene, even locked (its content decides, not its teaser).
    const ar = await buildPoint({
      guideId: guide.id,
      journeyIds: [journey.id],
      qrValidation: true,
      immersive: { raContent: true, ra3DModels: ['/media/m.glb'] },
    });
    expect((await t.app.request(`/qrcode/${ar.id}?s=y`)).headers.get('location')).toBe(`/raScene?point=${ar.id}&qr=y`);
  });

  it('answer a printed code of an unknown point with the not-found screen and a 404, and of a switched-off guide with /GuideOff', async () => {
    const response = await t.app.request('/qrcode/ponto-inexistente?s=z');
    expect(response.status).toBe(404);
    const page = await response.text();
    expect(page).toContain('<div id="root"><h1>Dados inválidos</h1></div>');
    expect(page).toContain('<style>h1{gap:3px}</style>');
    expect(startedChunks(page)).toContain('/assets/invalid-15.js');

    const off = await buildGuide({ name: { pt: 'Museu Fechado' }, enabled: false });
    const point = await buildPoint({ guideId: off.id });
    const closed = await t.app.request(`/qrcode/${point.id}`);
    expect(closed.status).toBe(303);
    expect(closed.headers.get('location')).toBe('/GuideOff');
  });

  it('send the page unrendered, as before, when the screen cannot be drawn', async () => {
    await buildGuide({ name: { pt: 'Jardim' } });
    const page = await (await t.app.request('/Jardim?fail=1')).text();
    expect(page).toContain('<div id="root"></div>');
    // Unrendered, the app draws the screen: its entry starts at once, its stylesheets load as
    // files, cached for the next page.
    expect(page).toContain('<script type="module" crossorigin src="/assets/shell-9.js"></script>');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/react-20.js">');
    expect(page).not.toContain('start-app.js');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/shell-0.css">');
    expect(page).not.toContain('<style>');
    expect(page).toContain('<link rel="modulepreload" href="/assets/guide-3.js">');
    expect(page).toContain('<link rel="preload" href="/api/guides/by-name/Jardim" as="fetch"');
    expect(t.logs.some((line) => line.msg === 'landing page not rendered on the server')).toBe(true);
  });
});
