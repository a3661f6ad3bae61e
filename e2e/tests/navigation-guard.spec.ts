import { localize } from '@percurso/shared';
import { MUSEUM_PATH, readGuide } from '../support/demo.ts';
import { expectPointOpen, holdBack, skipTutorials, waitForTakeover } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

test.beforeEach(async ({ page }) => skipTutorials(page, ['Museu do Açúcar e do Café']));

test('an unknown guide name lands on /dadosinvalidos', async ({ page }) => {
  await page.goto('/um-guia-que-nao-existe');
  await expect(page).toHaveURL(/\/dadosinvalidos$/);
  await expect(page.getByTestId('invalid-data-page')).toBeVisible();
});

test('a guide name matches ignoring accents, cedilla, case and punctuation', async ({ page, request }) => {
  const bundle = await readGuide(request, MUSEUM_PATH);
  await page.goto('/MUSEU_do_acucar-E-DO-CAFE');
  await expect(page.getByTestId('guide-banner')).toContainText(localize(bundle.guide.name, 'pt'));
  await page.goto('/guia/Museu%20do%20A%C3%A7%C3%BAcar%20e%20do%20Caf%C3%A9');
  await expect(page.getByTestId('guide-banner')).toContainText(localize(bundle.guide.name, 'pt'));
});

test('a printed QR link opens its point on the guide page', async ({ page, request }) => {
  const bundle = await readGuide(request, MUSEUM_PATH);
  const point = bundle.points[3];
  if (!point) throw new Error('demo museum needs points');
  await page.goto(`/qrcode/${point.id}`);
  await expect(page).toHaveURL(new RegExp(`\\?point=${point.id}$`));
  await expectPointOpen(page, point.id, localize(point.name, 'pt'));
});

test('a printed QR link is drawn by the server before the app runs; the app records its unlock once', async ({
  page,
  request,
}) => {
  const bundle = await readGuide(request, MUSEUM_PATH);
  const point = bundle.points[3];
  if (!point) throw new Error('demo museum needs points');
  const recorded: { tracker: string; proof?: { qr?: string } }[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/interactions')
      recorded.push(sent.postDataJSON());
  });
  const release = await holdBack(page, '**/assets/shell-*.js');
  // Not until 'load': the app's scripts, held back, are started before it and would hold it.
  const response = await page.goto(`/qrcode/${point.id}`, { waitUntil: 'commit' });
  // The server sent the code to the point link with its proof (none: an unsigned code), and drew the point there.
  expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/qrcode/${point.id}$`));
  expect(page.url()).toMatch(new RegExp(`\\?point=${point.id}&qr=$`));
  await expectPointOpen(page, point.id, localize(point.name, 'pt'));
  expect(recorded).toEqual([]);
  release();
  // Once the app runs: the proof leaves the address bar, and the unlock is recorded with it.
  await expect(page).toHaveURL(new RegExp(`\\?point=${point.id}$`));
  await expect.poll(() => recorded.length).toBe(1);
  expect(recorded).toEqual([
    expect.objectContaining({
      tracker: 'OutOfApp',
      proof: { qr: expect.stringMatching(new RegExp(`/qrcode/${point.id}$`)) },
    }),
  ]);
  await expectPointOpen(page, point.id, localize(point.name, 'pt'));

  // A reload is a point link (its view, spec §4), not a second unlock; the code scanned again records nothing.
  // The view's own answer: the unlock's answer may still be on its way, and would not wait for the reloaded app.
  const view = page.waitForResponse(
    (answer) =>
      new URL(answer.url()).pathname === '/api/interactions' &&
      answer.request().postDataJSON()?.tracker === 'intPointDialog',
  );
  await page.reload();
  await view;
  await page.goto(`/qrcode/${point.id}`);
  await expect(page).toHaveURL(new RegExp(`\\?point=${point.id}$`));
  await waitForTakeover(page);
  expect(recorded.map((interaction) => interaction.tracker)).toEqual(['OutOfApp', 'intPointDialog']);
});

test('an unknown QR point lands on /dadosinvalidos, as a 404', async ({ page }) => {
  const response = await page.goto('/qrcode/ponto-inexistente');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/dadosinvalidos$/);
});

test('/ goes to the guide selection and static pages open in the clean layout', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/termosdeuso');
  await expect(page.getByTestId('terms-page')).toBeVisible();
  await page.goto('/politicadeprivacidade');
  await expect(page.getByTestId('privacy-page')).toBeVisible();
});

test('a first visit reads guides without a session; the first write signs in anonymously, once, in an HttpOnly cookie', async ({
  page,
  request,
}) => {
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/sign-in/anonymous')) signIns.push(request.url());
  });
  const sessionCookie = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'percurso.session_token');
  await page.goto('/index');
  await expect(page.getByTestId('guide-card').first()).toBeVisible();
  await page.goto(MUSEUM_PATH);
  await expect(page.getByTestId('point-list')).toBeVisible();
  expect(signIns).toEqual([]);
  expect(await sessionCookie()).toBeUndefined();

  // A QR link records an unlock: that write starts the anonymous session.
  const bundle = await readGuide(request, MUSEUM_PATH);
  const point = bundle.points[0];
  if (!point) throw new Error('the demo museum has no point');
  await page.goto(`/qrcode/${point.id}`);
  await expectPointOpen(page, point.id, localize(point.name, 'pt'));
  // The proof leaves the address bar as the app takes over; the unlock (with its anonymous session) follows.
  await expect(page).toHaveURL(new RegExp(`\\?point=${point.id}$`));
  const me = async () => page.evaluate(async () => (await fetch('/api/me')).json());
  await expect.poll(me).toMatchObject({ name: 'Anônimo', isAnonymous: true, roles: ['Comum'] });
  const first = await me();
  expect(await sessionCookie()).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  await page.reload();
  await expect(page.getByTestId('point-view')).toBeVisible();
  expect((await me()).id).toBe(first.id);
  expect(signIns).toHaveLength(1);
});

test("a first visit gets its screen's first data with the page and asks for its scripts together, each only once", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const timesAsked = (path: string) => requested.filter((pathname) => pathname === path).length;

  for (const [path, data] of [
    ['/index', '/api/guides'],
    [MUSEUM_PATH, `/api/guides/by-name/${MUSEUM_PATH.slice(1)}`],
  ] as const) {
    requested.length = 0;
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    // The page is drawn on the server: its data travels in it (docs/decisions/0025-server-rendered-landing-pages.md),
    // and it names the screen's chunks for start-app.js (no waiting for the entry script to discover them).
    expect(html).toContain('<script type="application/json" id="percurso-page-data">');
    const chunks = html.match(/<script defer src="\/start-app.js"[^>]* data-preloads="([^"]*)"/)?.[1]?.split(' ') ?? [];
    expect(chunks.length).toBeGreaterThan(0);
    await expect(page.getByTestId(path === '/index' ? 'guide-card' : 'point-list').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The app drew its screen from the page's data instead of asking for it, nor for the app properties.
    expect(timesAsked(data), data).toBe(0);
    expect(timesAsked('/api/app-properties')).toBe(0);
    for (const chunk of chunks) expect(timesAsked(chunk), chunk).toBe(1);
  }
});
