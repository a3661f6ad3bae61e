// JavaScript a phone downloads on the first load of a visitor route (gzip bytes as served),
// measured in Chromium against the production build.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { freshDataDir, startServer, stopServer, waitForOk } from '../scripts/server-process.ts';

const port = Number(process.env.BENCH_PORT ?? 3302);
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
    const scripts: Array<Promise<{ url: string; size: number }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        const url = new URL(response.url()).pathname;
        scripts.push(response.body().then((body) => ({ url, size: gzipSync(body).length })));
      }
    });
    await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    const kib = loaded.reduce((sum, { size }) => sum + size, 0) / 1024;
    console.log(`${route}: ${loaded.length} scripts, ${kib.toFixed(1)} KiB gzip`);
    // VERBOSE=1: every script, largest first, to find what a change added to a route.
    if (process.env.VERBOSE) {
      for (const { url, size } of loaded.sort((a, b) => b.size - a.size)) {
        console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KiB  ${url}`);
      }
    }
    await context.close();
  }
  await browser.close();
} finally {
  await stopServer(server);
}
