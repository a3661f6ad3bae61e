import { gzipSync } from 'node:zlib';
import { devices, type Page } from '@playwright/test';
import { holdBack } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';
import { serverDrawnRoutes } from '../support/visitor-routes.ts';

// Issue 28: a server-drawn page carries only the CSS its first paint uses (render-blocking CSS
// ≤ 14 KiB gzip), and its whole stylesheets, loaded later without holding back the paint, change
// nothing on it (decision 0025, amendment 29 November).

const RENDER_BLOCKING_BUDGET_KIB = 14;

const screens = [
  { name: 'phone', device: devices['Pixel 7'] },
  { name: 'desktop', device: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
];

/** Where each element of the drawn page is and how it looks, in document order. */
function layout(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('#root *')).map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        element.tagName,
        ...[box.x, box.y, box.width, box.height].map((value) => Math.round(value)),
        style.color,
        style.backgroundColor,
        style.fontSize,
        style.fontWeight,
        style.display,
        style.visibility,
      ].join(' ');
    }),
  );
}

for (const screen of screens) {
  test(`every server-drawn page inlines at most ${RENDER_BLOCKING_BUDGET_KIB} KiB of CSS and its whole stylesheets change nothing on it: ${screen.name}`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ ...screen.device, locale: 'pt-BR' });
    const page = await context.newPage();
    // No pictures: one that arrived between the two looks would move what follows it (a logo's
    // width), which is the network's doing, not the stylesheets'. Both looks have none.
    await page.route(/\/media\/|\.(png|jpe?g|webp|avif|gif|svg)(\?|$)/, (route) => route.abort());
    const sizes: string[] = [];
    for (const route of await serverDrawnRoutes(request)) {
      // The page as the server sends it: its CSS is all inline, or loaded without blocking the paint.
      const html = await (await page.request.get(route.path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const inline = Array.from(head.matchAll(/<style>([\s\S]*?)<\/style>/g), (match) => match[1] ?? '').join('');
      const kib = gzipSync(inline).length / 1024;
      sizes.push(`${route.name} ${kib.toFixed(1)} KiB`);
      expect(kib, `${route.name}: inline CSS, KiB gzip`).toBeLessThanOrEqual(RENDER_BLOCKING_BUDGET_KIB);
      const blocking = Array.from(head.matchAll(/<link rel="stylesheet"[^>]*>/g), (match) => match[0]).filter(
        (link) => !/ media="print"| disabled/.test(link),
      );
      expect(blocking, `${route.name}: render-blocking stylesheets`).toEqual([]);

      // Drawn with its cut alone (start-app.js, which applies the whole sheets, held back)...
      const release = await holdBack(page, '**/start-app.js');
      // (The held-back deferred script holds back DOMContentLoaded too: the parse is what counts.)
      await page.goto(route.path, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.readyState !== 'loading');
      await page.evaluate(() => document.fonts.ready);
      // The first look once the page holds still: a picture refused between the two looks (a store
      // badge, 0 then 144 px wide, in a run with the app late) is the route's doing, not the sheets'.
      let drawn: string[] = [];
      await expect
        .poll(
          async () => {
            const before = drawn;
            drawn = await layout(page);
            return JSON.stringify(drawn) === JSON.stringify(before);
          },
          { intervals: [250], message: `${route.name}: the page holds still` },
        )
        .toBe(true);
      expect(drawn.length, route.name).toBeGreaterThan(5);
      // ...then with the whole sheets applied: the same place, size and look for every element.
      await page.evaluate(() =>
        Promise.all(
          Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-later]'), (link) => {
            const loaded = new Promise((resolve) => {
              if (link.sheet) resolve(undefined);
              link.addEventListener('load', resolve, { once: true });
              link.addEventListener('error', resolve, { once: true });
            });
            link.media = 'all';
            return loaded;
          }),
        ),
      );
      expect(await layout(page), `${route.name}: the page with its whole stylesheets`).toEqual(drawn);
      release();
      await page.unroute('**/start-app.js');
    }
    console.log(`Inline CSS (${screen.name}): ${sizes.join(', ')}`);
    await context.close();
  });
}
