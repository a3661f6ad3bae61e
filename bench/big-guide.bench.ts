// A guide with 500 points (POINTS), written through the test factories into a fresh PGlite data
// folder, then served by a real server: the size of the first payload (the guide bundle) raw, gzip
// and brotli, next to what the same points' full content weighs (what the bundle carried before
// points were summaries), and one opened point. Target: bundle <= 300 KiB compressed. With
// LCP=1 it also loads the guide page in Chromium on a phone profile (4x CPU slowdown, 1.6 Mbit/s,
// 150 ms RTT, as Lighthouse's mobile preset) and prints the largest contentful paint.
// KEEP_SERVING=1 leaves the server up afterwards, to look at the guide in a browser.
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Media, Questionnaire } from '@percurso/shared';
import { chromium } from '@playwright/test';
import { createPGliteDatabase, migrateToLatest } from '../apps/server/src/app.ts';
import { PGLITE_OPTIONS } from '../apps/server/src/db/database.ts';
import {
  buildGuide,
  buildGuideMap,
  buildJourney,
  buildPoint,
  publishNow,
  setFactoryDb,
  setPublishEachBuild,
} from '../apps/server/test/factories.ts';
import { freshDataDir, startServer, stopServer, waitForOk } from '../scripts/server-process.ts';

const port = Number(process.env.BENCH_PORT ?? 3305);
const count = Number(process.env.POINTS ?? 500);
const guideName = 'Museu Grande de Teste';

// Text as varied as prose (a seeded generator of syllables), so compression is not flattered.
const syllables =
  'ba be bi bo bu ca ce ci co cu da de di do du fa fe fi fo fu ga ge go gu la le li lo lu ma me mi mo mu na ne ni no nu pa pe pi po pu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo vu ção ões lha nho'.split(
    ' ',
  );
const words = Array.from({ length: 3000 }, (_, n) => {
  let state = n * 2654435761;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
  return Array.from({ length: 1 + (next() % 4) }, () => syllables[next() % syllables.length]).join('');
});
const sentence = (seed: number, length: number) =>
  Array.from({ length }, (_, i) => words[(seed * 7919 + i * 104729 + i * i) % words.length]).join(' ');
const text = (seed: number, length: number) => ({
  pt: `${sentence(seed, length)}.`,
  en: `${sentence(seed + 1, length)}.`,
  es: `${sentence(seed + 2, length)}.`,
});

async function seed(dataDir: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = createPGliteDatabase(() => PGlite.create({ ...PGLITE_OPTIONS, dataDir: join(dataDir, 'pglite') }));
  await migrateToLatest(db);
  setFactoryDb(db);
  // One publish at the end (visitors read the published version), not one per point.
  setPublishEachBuild(false);
  const guide = await buildGuide({ name: { pt: guideName }, description: text(1, 40) });
  const map = await buildGuideMap({ guideId: guide.id, width: 2000, height: 1500 });
  const journeys = await Promise.all([0, 1, 2, 3].map((n) => buildJourney({ guideId: guide.id, name: text(n, 3) })));
  const quiz: Questionnaire = {
    enabled: true,
    type: 'Quiz',
    open: false,
    content: text(3, 8),
    feedback: text(4, 6),
    questions: [0, 1, 2].map((q) => ({
      statement: text(q, 10),
      options: [0, 1, 2].map((o) => ({ content: text(q + o, 4), feedback: text(q * o, 8) })),
      correctOptionIndex: 1,
    })),
  };
  const ids: string[][] = [[], [], [], []];
  for (let n = 0; n < count; n++) {
    const journey = journeys[n % 4];
    if (!journey) throw new Error('journey missing');
    const medias: Media[] = [0, 1, 2].map((m) => ({
      fileType: 'image',
      url: `/media/big/point-${n}-${m}.webp`,
      caption: text(n + m, 6),
    }));
    const point = await buildPoint({
      guideId: guide.id,
      journeyIds: [journey.id],
      name: text(n, 3),
      description: text(n, 30),
      contentPreview: text(n, 15),
      content: {
        pt: `<p>${sentence(n, 60)}</p><p>${sentence(n + 5, 60)}</p>`,
        en: `<p>${sentence(n + 1, 60)}</p><p>${sentence(n + 6, 60)}</p>`,
      },
      frontImage: `/media/big/point-${n}.webp`,
      medias,
      audio: { pt: `/media/big/point-${n}-pt.mp3`, en: `/media/big/point-${n}-en.mp3` },
      mapId: map.id,
      x: (n * 37) % 2000,
      y: (n * 53) % 1500,
      tags: [words[n % words.length] ?? 'tag', words[(n + 3) % words.length] ?? 'tag'],
      keywords: [words[n % words.length] ?? 'k'],
      questionnaire: n % 5 === 0 ? quiz : undefined,
    });
    ids[n % 4]?.push(point.id);
  }
  for (const [index, journey] of journeys.entries()) await buildJourney({ ...journey, pointOrder: ids[index] ?? [] });
  await publishNow(guide.id);
  await db.destroy();
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const sizes = (body: Buffer) => ({
  raw: body.length,
  gzip: gzipSync(body, { level: 6 }).length,
  brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length,
  brotli11: brotliCompressSync(body).length,
});
const line = (what: string, s: ReturnType<typeof sizes>) =>
  `${what.padEnd(34)} raw ${kib(s.raw).padStart(11)}   gzip ${kib(s.gzip).padStart(10)}   brotli(5) ${kib(s.brotli).padStart(10)}   brotli(11) ${kib(s.brotli11).padStart(10)}`;

const dataDir = freshDataDir('big-guide');
await seed(dataDir);
const server = startServer(port, dataDir, { SEED_DEMO: 'false' });
try {
  const origin = `http://localhost:${port}`;
  await waitForOk(`${origin}/healthz`);
  const bundleResponse = await fetch(`${origin}/api/guides/by-name/${encodeURIComponent(guideName)}`);
  const bundleBody = Buffer.from(await bundleResponse.arrayBuffer());
  const bundle = JSON.parse(bundleBody.toString()) as { points: Array<{ id: string }> };
  const full: Buffer[] = [];
  for (const { id } of bundle.points)
    full.push(Buffer.from(await (await fetch(`${origin}/api/points/${id}`)).arrayBuffer()));
  const bundleSizes = sizes(bundleBody);
  console.log(`\n${bundle.points.length} points`);
  console.log(line('guide bundle (first payload)', bundleSizes));
  console.log(line('one opened point (largest)', sizes(full.reduce((a, b) => (b.length > a.length ? b : a)))));
  console.log(line('all points in full (bundle before)', sizes(Buffer.concat([bundleBody, ...full]))));
  console.log(
    `bundle compressed: gzip ${kib(bundleSizes.gzip)}, brotli ${kib(bundleSizes.brotli)}   (target <= 300 KiB)`,
  );

  if (process.env.LCP) {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run'],
    });
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.goto(`${origin}/${encodeURIComponent(guideName)}`, { waitUntil: 'load' });
    await page.getByTestId('point-card').first().waitFor({ timeout: 60_000 });
    const lcp = await page.evaluate(
      () =>
        new Promise<{ time: number; element: string }>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as
              | (PerformanceEntry & { element?: Element; url?: string })
              | undefined;
            const element = last?.element;
            resolve({
              time: last?.startTime ?? 0,
              element: `${element?.tagName.toLowerCase() ?? '?'}${element?.className ? `.${String(element.className).split(' ')[0]}` : ''} ${last?.url ?? ''}`,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const cards = await page.getByTestId('point-card').count();
    console.log(
      `LCP on a throttled phone: ${(lcp.time / 1000).toFixed(2)} s (${lcp.element.trim()})   (target <= 4 s); point cards in the DOM: ${cards}`,
    );
    await browser.close();
  }
  if (process.env.KEEP_SERVING) {
    // To look at it in a browser: stays up until Ctrl-C (or SIGTERM).
    console.log(`serving ${origin}/${encodeURIComponent(guideName)} until interrupted`);
    await new Promise((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
  }
} finally {
  await stopServer(server);
}
