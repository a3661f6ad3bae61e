import { createRequire } from 'node:module';
import { localize, RICH_TEXT_SANITIZE, richTextLinkHook } from '@percurso/shared';
import { devices, type Page } from '@playwright/test';
import { MUSEUM_PATH, readGuide, TOUR_PATH } from '../support/demo.ts';
import {
  chooseLanguage,
  expectGuideCards,
  expectPointOpen,
  holdBack,
  skipTutorials,
  waitForTakeover,
  waitForTapRecorder,
} from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

// The landing pages come with their first screen in the HTML (docs/decisions/0025-server-rendered-landing-pages.md):
// a phone paints the guide before the app's scripts have downloaded, and a browser without
// JavaScript still shows it.

test('the guide page is in its HTML: the guide, its journeys and its points, before any script runs', async ({
  request,
}) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const html = await (await request.get(MUSEUM_PATH)).text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain(localize(museum.guide.name, 'pt'));
  for (const journey of museum.journeys.filter((candidate) => candidate.enabled)) {
    expect(root).toContain(localize(journey.name, 'pt'));
  }
  const first = museum.points.find((point) => point.id === museum.journeys[0]?.pointOrder[0]);
  expect(root).toContain(localize(first?.name, 'pt'));
  expect(html).toContain(`<title>${localize(museum.guide.name, 'pt')}</title>`);
  // Its data travels with it, for the app to draw the same screen without asking again…
  expect(html).toContain('<script type="application/json" id="percurso-page-data">');
  // …and no script runs from the page itself (script-src 'self').
  expect(html).not.toMatch(/<script(?![^>]*(src=|type="application\/json"))[^>]*>/);
});

test('with JavaScript off, the guide list and a guide page still show their first screen', async ({
  browser,
  request,
}) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const tour = await readGuide(request, TOUR_PATH);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/index');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectGuideCards(page, [localize(museum.guide.name, 'pt'), localize(tour.guide.name, 'pt')]);
  // A card is a real link: without the app it still leads to the guide.
  await page.getByRole('link', { name: localize(museum.guide.name, 'pt') }).click();
  await expect(page.getByRole('heading', { name: localize(museum.guide.name, 'pt') })).toBeVisible();
  await expect(page.getByRole('tab', { name: localize(museum.journeys[0]?.name, 'pt') })).toBeVisible();
  await expect(page.getByTestId('point-card').first()).toBeVisible();
  await context.close();
});

test('the app takes over the server-drawn page without an error and without asking for its data again', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // A visitor without a session is no error either (GET /api/session answers 200, issue 26).
    if (message.type() === 'error') problems.push(message.text());
  });
  const bundleReads: string[] = [];
  page.on('request', (asked) => {
    if (asked.url().includes('/api/guides/by-name/')) bundleReads.push(asked.url());
  });
  await page.goto(MUSEUM_PATH);
  // The guide's tutorial opens on a first visit: only the app in the browser does that.
  await expect(page.getByTestId('tutorial-carousel')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('point-card').first().click();
  await expect(page.getByTestId('point-view')).toBeVisible();
  expect(problems).toEqual([]);
  expect(bundleReads, 'the guide bundle came with the page').toEqual([]);
});

test('a visitor who chose English gets the guide page drawn in English by the server, with no Portuguese before the app loads', async ({
  page,
  request,
}) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
  await page.goto('/index');
  await chooseLanguage(page, 'en');
  const englishPage = async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: localize(museum.guide.name, 'en') })).toBeVisible();
    await expect(page.getByRole('tab', { name: localize(museum.journeys[0]?.name, 'en') })).toBeVisible();
    await expect(page.getByRole('button', { name: 'About the guide' })).toBeVisible();
    await expect(page.getByText('Sobre o guia')).toHaveCount(0);
  };
  // The server's page, while the app is held back: already in English.
  const release = await holdBack(page, '**/assets/shell-*.js');
  await page.goto(MUSEUM_PATH, { waitUntil: 'commit' });
  await englishPage();
  release();
  await waitForTakeover(page);
  await englishPage();
});

test('a phone set to Spanish starts in Spanish on its first visit: the server’s page and the app; German falls back to Portuguese', async ({
  browser,
  request,
}) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const spanish = await browser.newContext({ ...devices['Pixel 7'], locale: 'es-MX' });
  const page = await spanish.newPage();
  await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
  const spanishPage = async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: localize(museum.guide.name, 'es') })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sobre la guía' })).toBeVisible();
    await expect(page.getByText('Sobre o guia')).toHaveCount(0);
  };
  // No language cookie yet: the server follows Accept-Language, before the app has loaded…
  const release = await holdBack(page, '**/assets/shell-*.js');
  await page.goto(MUSEUM_PATH, { waitUntil: 'commit' });
  await spanishPage();
  release();
  // …and the app follows navigator.languages.
  await waitForTakeover(page);
  await spanishPage();
  await spanish.close();

  const german = await browser.newContext({ ...devices['Pixel 7'], locale: 'de-DE' });
  const other = await german.newPage();
  await skipTutorials(other, [localize(museum.guide.name, 'pt')]);
  await other.goto(MUSEUM_PATH);
  await waitForTakeover(other);
  await expect(other.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(other.getByRole('button', { name: 'Sobre o guia' })).toBeVisible();
  await german.close();
});

test('the server draws the guide page at any width as the app will: the app does not move the cards when it takes over', async ({
  browser,
  request,
}) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const firstCard = async (width: number, javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
    const page = await context.newPage();
    if (javaScriptEnabled) await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
    await page.goto(MUSEUM_PATH);
    // The app has drawn its first screen over the server's (src/app/early-taps.ts marks it).
    if (javaScriptEnabled) await waitForTakeover(page);
    await expect(page.getByTestId('point-card').first()).toBeVisible();
    // Phones switch between the list and the map; wide screens show both, with no switch.
    const hasSwitch = await page.getByTestId('view-toggle').isVisible();
    const box = await page.getByTestId('point-card').first().boundingBox();
    await context.close();
    return { hasSwitch, x: box?.x, width: box?.width };
  };
  for (const width of [412, 1280]) {
    const drawn = await firstCard(width, false);
    expect(drawn.hasSwitch, `the switch at ${width}px`).toBe(width < 992);
    expect(await firstCard(width, true), `the app at ${width}px`).toEqual(drawn);
  }
});

test("a phone's link to a point shows the point's sheet before any script runs; the app keeps it open", async ({
  browser,
  request,
}) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const point = museum.points.find((candidate) => candidate.id === museum.journeys[0]?.pointOrder[0]);
  if (!point) throw new Error('the demo museum journey needs a point');
  const link = `${MUSEUM_PATH}?point=${point.id}`;
  const sheet = (page: Page) => page.locator(`[data-testid="point-view"][data-point-id="${point.id}"]`);

  // A phone (Pixel 7's user agent says "Mobile"): the sheet with the point's name and picture.
  const phone = await browser.newContext({ ...devices['Pixel 7'], javaScriptEnabled: false });
  const drawn = await phone.newPage();
  await drawn.goto(link);
  await expect(sheet(drawn)).toBeVisible();
  await expect(drawn.getByRole('dialog')).toContainText(localize(point.name, 'pt'));
  await expect(sheet(drawn).getByRole('img', { name: localize(point.name, 'pt') })).toHaveAttribute(
    'src',
    point.frontImage ?? '',
  );
  await phone.close();

  // With the app: the sheet stays open through the takeover, and its text arrives.
  const app = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await app.newPage();
  await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
  await page.goto(link);
  await waitForTakeover(page);
  await expect(sheet(page)).toBeVisible();
  await expect(page.getByTestId('point-text')).not.toBeEmpty();
  await app.close();

  // A desktop's page is drawn without it (its sheet is a side panel); the app opens it.
  const desktop = await browser.newContext({ ...devices['Desktop Chrome'], javaScriptEnabled: false });
  const plain = await desktop.newPage();
  await plain.goto(link);
  await expect(plain.getByTestId('point-card').first()).toBeVisible();
  await expect(sheet(plain)).toHaveCount(0);
  await desktop.close();
});

/** DOMPurify's browser build, the one the app bundles, to sanitise in Chromium as the app does. */
const PURIFY_SCRIPT = createRequire(import.meta.url).resolve('dompurify/dist/purify.min.js');

test("a phone's point link carries the point's text in its HTML, sanitised as Chromium's DOMPurify does; hydration keeps it (issue 28)", async ({
  browser,
  request,
}) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  // The journey's first point, and one whose text holds a link (its hook: a new tab, no opener).
  const first = museum.points.find((candidate) => candidate.id === museum.journeys[0]?.pointOrder[0]);
  const linked = museum.points.find((candidate) => localize(candidate.content, 'pt').includes('<a '));
  if (!first || !linked) throw new Error('the demo museum needs a first point and a point with a link');
  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await phone.newPage();
  await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
  for (const point of [first, linked]) {
    // What the app's RichText draws: DOMPurify in Chromium with the app's settings and hook.
    await page.goto('about:blank');
    await page.addScriptTag({ path: PURIFY_SCRIPT });
    const sanitised = await page.evaluate(
      ({ html, settings, hook }) => {
        const purify = (window as unknown as { DOMPurify: typeof import('dompurify').default }).DOMPurify;
        purify.addHook('afterSanitizeAttributes', new Function(`return ${hook}`)());
        return purify.sanitize(html, settings);
      },
      { html: localize(point.content, 'pt'), settings: RICH_TEXT_SANITIZE, hook: richTextLinkHook.toString() },
    );
    expect(sanitised.length).toBeGreaterThan(0);
    if (point === linked) expect(sanitised).toContain('target="_blank" rel="noopener noreferrer"');
    const link = `${MUSEUM_PATH}?point=${point.id}`;
    // The server's HTML holds that very string, byte for byte (what hydration compares)…
    const html = await (await request.get(link, { headers: { 'user-agent': devices['Pixel 7'].userAgent } })).text();
    expect(html).toContain(`<div data-testid="point-text">${sanitised}</div>`);

    // …and the page shows it before the app's scripts run; the app keeps the server's element.
    const release = await holdBack(page, '**/assets/shell-*.js');
    await page.goto(link, { waitUntil: 'commit' });
    const text = page.getByTestId('point-text');
    await expect(text).not.toBeEmpty();
    expect(await text.evaluate((element) => element.innerHTML)).toBe(
      await page.evaluate((clean) => {
        const template = document.createElement('template');
        template.innerHTML = clean;
        return template.innerHTML;
      }, sanitised),
    );
    await text.evaluate((element) => {
      (element as HTMLElement & { drawnByServer?: boolean }).drawnByServer = true;
    });
    release();
    await waitForTakeover(page);
    await expect(page.getByTestId('point-view')).toBeVisible();
    expect(
      await page
        .getByTestId('point-text')
        .evaluate((element) => (element as HTMLElement & { drawnByServer?: boolean }).drawnByServer),
    ).toBe(true);
    await page.unroute('**/assets/shell-*.js');
  }
  await phone.close();
});

test('a tap on the server-drawn page before the app has loaded is answered once it has: "Mapa" shows the map', async ({
  page,
  request,
}) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
  // The app's shell is held back until the visitor has tapped, as on a slow phone.
  const release = await holdBack(page, '**/assets/shell-*.js');
  await page.goto(MUSEUM_PATH, { waitUntil: 'commit' });
  await waitForTapRecorder(page);
  await page.getByTestId('view-toggle').getByText('Mapa').click();
  release();
  await waitForTakeover(page);
  // The replay, then the map's own chunk (Leaflet) and plan: 10 s was once not enough at load 10.
  await expect(page.getByTestId('venue-map')).toHaveAttribute('data-map-type', 'floorPlan', { timeout: 30_000 });
});

test('a visitor who scrolled the server-drawn page before the app came stays there and taps what is under the finger; Back returns to where a screen was left', async ({
  page,
  request,
}) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const journey = museum.journeys[0];
  const last = museum.points.find((point) => point.id === journey?.pointOrder.at(-1));
  if (!journey || !last) throw new Error('the demo museum needs a journey with points');
  await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
  const release = await holdBack(page, '**/assets/shell-*.js');
  await page.goto(`${MUSEUM_PATH}?journey=${journey.id}`, { waitUntil: 'commit' });
  const card = page.locator(`[data-testid="point-card"][data-point-id="${last.id}"]`);
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled, 'the last card is below the first screen').toBeGreaterThan(300);
  release();
  await waitForTakeover(page);
  // The app once scrolled its first screen to the top: the tap then hit whatever came under it.
  expect(await page.evaluate(() => window.scrollY), 'where the visitor scrolled').toBe(scrolled);

  // Another screen starts at the top; Back shows the guide where it was left.
  await page.getByTitle('Ver guias').click();
  await expect(page).toHaveURL(/\/index$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(card).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await card.click();
  await expectPointOpen(page, last.id, localize(last.name, 'pt'));
  // Opening a point changes the query only: the guide behind it does not move.
  expect(await page.evaluate(() => window.scrollY), 'the guide behind the point').toBe(scrolled);
});

test("a tap on the point's gallery while its chunk is still coming opens the picture, and the server's gallery is kept", async ({
  page,
  request,
}) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  const point = museum.points.find((candidate) => candidate.medias.filter((m) => m.fileType === 'image').length > 1);
  if (!point) throw new Error('the demo museum needs a point with a gallery');
  await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
  // The gallery is a lazy part of the sheet: held back, React alone would hydrate the page around
  // it, drop a tap on it, and throw its markup away on the first update (app/preloadable.tsx).
  const release = await holdBack(page, '**/assets/image-carousel-*.js');
  await page.goto(`${MUSEUM_PATH}?point=${point.id}`, { waitUntil: 'commit' });
  const gallery = page.getByTestId('point-images').first();
  await expect(gallery).toBeVisible();
  // Styled by the page itself, before its chunk: the pictures side by side in a track, not stacked.
  const tops = await gallery
    .locator('figure')
    .evaluateAll((figures) => figures.map((figure) => Math.round(figure.getBoundingClientRect().top)));
  expect(tops.length).toBeGreaterThan(1);
  expect(new Set(tops).size).toBe(1);
  await gallery.evaluate((element) => {
    (window as { drawnGallery?: Element }).drawnGallery = element;
  });
  await page
    .getByRole('button', { name: /^Ver imagem em tela cheia/ })
    .first()
    .click();
  release();
  await expect(page.getByRole('dialog', { name: 'Visualizador de imagens' })).toBeVisible();
  expect(await page.evaluate(() => (window as { drawnGallery?: Element }).drawnGallery?.isConnected)).toBe(true);
});

test("the app's scripts start once the page's lead picture is in, and without it after two seconds", async ({
  page,
  request,
}) => {
  const museum = await readGuide(request, MUSEUM_PATH);
  await skipTutorials(page, [localize(museum.guide.name, 'pt')]);
  const banner = museum.guide.bannerUrl ?? '';
  expect(banner).not.toBe('');
  const order: string[] = [];
  page.on('requestfinished', (finished) => {
    if (finished.url().endsWith(banner)) order.push('banner');
  });
  page.on('request', (asked) => {
    if (/\/assets\/shell-[^/]+\.js$/.test(asked.url())) order.push('shell');
  });
  // On a slow network the banner (fetchpriority high) comes first; the scripts do not share the
  // bandwidth with it (docs/decisions/0025-server-rendered-landing-pages.md, last amendment).
  const release = await holdBack(page, `**${banner}`);
  await page.goto(MUSEUM_PATH, { waitUntil: 'commit' });
  await page.waitForTimeout(500);
  expect(order).toEqual([]);
  release();
  await waitForTakeover(page);
  expect(order).toEqual(['banner', 'shell']);

  // A picture that never arrives holds the app back two seconds at most.
  order.length = 0;
  await page.route(`**${banner}`, () => undefined);
  const started = Date.now();
  await page.goto(MUSEUM_PATH, { waitUntil: 'commit' });
  await waitForTakeover(page);
  expect(order).toEqual(['shell']);
  expect(Date.now() - started).toBeGreaterThan(1500);
});
