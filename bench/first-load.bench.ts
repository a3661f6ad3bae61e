// JavaScript a phone downloads on the first load of a visitor route (gzip bytes as served),
// measured in Chromium against the production build.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { freshDataDir, startServer, stopServer, waitForOk } from '../scripts/server-process.ts';

const port = 3302;
const routes = ['/index', '/museu-do-acucar-e-do-cafe', '/caminhos-do-centro-historico'];

const server = startServer(port, freshDataDir('first-load'));
try {
  await waitForOk(`http://localhost:${port}/healthz`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run'],
  });
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts: Array<Promise<number>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => gzipSync(body).length));
      }
    });
    await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(scripts);
    const kib = sizes.reduce((sum, size) => sum + size, 0) / 1024;
    console.log(`${route}: ${sizes.length} scripts, ${kib.toFixed(1)} KiB gzip`);
    await context.close();
  }
  await browser.close();
} finally {
  await stopServer(server);
}
