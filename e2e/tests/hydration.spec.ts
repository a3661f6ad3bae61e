import { localize } from '@percurso/shared';
import { devices } from '@playwright/test';
import { MUSEUM_PATH, readGuide } from '../support/demo.ts';
import { holdBack, waitForTakeover } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';
import { serverDrawnRoutes as routes } from '../support/visitor-routes.ts';

// The server-drawn visitor pages are hydrated, not drawn again (decision 0025, hydration
// amendment): the app keeps the server's elements, and React finds nothing to correct on any of
// them, whatever the visitor set in the app (language, text size, tutorials seen).

/** What the visitor set in the app, as it keeps it (localStorage; the app mirrors it into cookies). */
const visitors = [
  { name: 'a first visit in Portuguese', stored: {}, lang: 'pt-BR', fontSize: '' },
  {
    name: 'English, larger text, tutorials seen',
    stored: {
      'percurso.language': 'en',
      'percurso.textSize': '2',
      'percurso.tutorials': JSON.stringify(['guideSelectionTutorial', 'Museu do Açúcar e do Café']),
    },
    lang: 'en',
    fontSize: 'calc(100% + 4px)',
  },
];

/** A phone (a point link is drawn with its sheet open) and a desktop (the list beside the map). */
const screens = [
  { name: 'phone', device: devices['Pixel 7'] },
  { name: 'desktop', device: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
];

for (const visitor of visitors) {
  for (const screen of screens) {
    test(`every server-drawn route hydrates without a mismatch: ${visitor.name}, ${screen.name}`, async ({
      browser,
      request,
    }) => {
      // Eleven routes, each waited on until its requests settle (the layout-shift check below).
      test.slow();
      const list = await routes(request);
      const museum = await readGuide(request, MUSEUM_PATH);
      const context = await browser.newContext({ ...screen.device, locale: 'pt-BR' });
      const page = await context.newPage();
      await page.addInitScript((stored) => {
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
        // Layout shifts the visitor did not cause (CLS's input), summed per page, and what moved:
        // when, which element, from where to where (the failure's message).
        const page = window as { shifted?: number; shifts?: string[] };
        page.shifted = 0;
        page.shifts = [];
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        };
        const name = (node?: Node) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${Array.from(node.classList).join('.')} "${(node.textContent ?? '').slice(0, 30)}"`
            : String(node?.nodeName);
        const rect = (r: DOMRectReadOnly) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            page.shifted = (page.shifted ?? 0) + entry.value;
            const moved = entry.sources.map((s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`);
            page.shifts?.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      }, visitor.stored);
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (!['error', 'warning'].includes(message.type())) return;
        if (/hydrat|did not match|didn't match|server rendered/i.test(message.text())) problems.push(message.text());
      });
      // The visitor's settings reach the app's cookies on a first page; from then on the server draws with them.
      await page.goto('/index');
      await waitForTakeover(page);
      for (const route of list) {
        const release = await holdBack(page, '**/assets/shell-*.js');
        await page.goto(route.path, { waitUntil: 'commit' });
        // The server's page, before the app: in the visitor's language and text size.
        await expect(page.locator('#root div').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', visitor.lang);
        expect(await page.evaluate(() => document.documentElement.style.fontSize), route.name).toBe(visitor.fontSize);
        await page.evaluate(() => {
          (window as { drawn?: Element | null }).drawn = document.querySelector('#root div');
        });
        release();
        await waitForTakeover(page);
        // Hydrated: the server's elements are the app's, not replaced by a second drawing.
        expect(
          await page.evaluate(() => (window as { drawn?: Element | null }).drawn?.isConnected),
          `${route.name}: the server's elements are kept`,
        ).toBe(true);
        expect(problems, route.name).toEqual([]);
        // Names and descriptions point at elements that exist: an id generated differently by the
        // server and the app stays the server's in a hydrated attribute (the point sheet's title once).
        await expect
          .poll(
            () =>
              page.evaluate(() =>
                Array.from(document.querySelectorAll('[aria-labelledby], [aria-describedby], label[for]')).flatMap(
                  (element) =>
                    ['aria-labelledby', 'aria-describedby', 'for'].flatMap((name) =>
                      (element.getAttribute(name) ?? '')
                        .split(' ')
                        .filter((id: string) => id && !document.getElementById(id))
                        .map((id: string) => `${element.tagName.toLowerCase()} ${name}="${id}"`),
                    ),
                ),
              ),
            { message: `${route.name}: ids referred to exist` },
          )
          .toEqual([]);
        // What the server cannot know (the session) arrives after hydration: production React does
        // not correct a differing attribute, so a button the server drew disabled must be enabled
        // by a render of the app's own (the sign-in button once stayed disabled for good).
        const signIn = page.getByTestId('sign-in-button');
        if (await signIn.count()) await expect(signIn, route.name).toBeEnabled();
        // Nothing the server drew moves when the app takes over or its parts arrive (Lighthouse's
        // CLS target, issue 28): the format offer a first point shows was once added by the app
        // above the point's picture, 0.40 on a phone; on a desktop, whose point panel the app
        // draws, the offer's chunk once arrived after the panel (0.14).
        // Until no request has finished for half a second (not 'networkidle': the guide page's
        // live stream stays open, and it once waited the whole test out).
        let finished = -1;
        await expect
          .poll(
            async () => {
              const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
              const settled = count === finished;
              finished = count;
              return settled;
            },
            { intervals: [500], timeout: 30_000, message: `${route.name}: requests settle` },
          )
          .toBe(true);
        const { shifted, shifts } = await page.evaluate(() => {
          const { shifted = 0, shifts = [] } = window as { shifted?: number; shifts?: string[] };
          return { shifted, shifts };
        });
        expect(shifted, `${route.name}: layout shift (${shifts.join(' | ')})`).toBeLessThanOrEqual(0.05);
      }
      if (visitor.lang === 'en') {
        await page.goto(MUSEUM_PATH);
        await expect(page.getByRole('heading', { name: localize(museum.guide.name, 'en') })).toBeVisible();
        await expect(page.getByTestId('tutorial-carousel')).toHaveCount(0);
      }
      await context.close();
    });
  }
}

test("a first visit's tutorial holds nothing back: with its chunk on its way, a guide's map draws and its controls answer", async ({
  browser,
}) => {
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    // No service worker: its precache would answer the chunk held back here.
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  // The tutorial's chunk, as on a network that lost it. Drawn while the page hydrated, it once held
  // back the render that switches the page to the browser's values: the map never drew.
  const release = await holdBack(page, '**/assets/guide-tutorial-*.js');
  await page.goto(`${MUSEUM_PATH}?view=map`);
  await waitForTakeover(page);
  await expect(page.getByTestId('venue-map')).toBeVisible();
  await expect(page.getByTestId('sign-in-button')).toBeEnabled();
  await expect(page.getByTestId('tutorial-carousel')).toHaveCount(0);
  // The tutorial comes when its chunk does.
  release();
  await expect(page.getByTestId('tutorial-carousel')).toBeVisible();
  await context.close();
});
