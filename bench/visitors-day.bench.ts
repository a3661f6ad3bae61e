// RAM and CPU per 1,000 visitors a day (docs/self-hosting.md, "Requirements"): a day's visitors
// compressed into minutes against one production process, on PGlite and on PostgreSQL. Each
// visitor signs in, opens the guide, opens ~10 points (an interaction each, the first unlocks),
// reads its progress twice and fetches a few of the guide's media files, as the app does.
// Reports the process's resident memory after start and its peak during the day (VmHWM), the CPU seconds it used for the day, and
// the p95/p99 latency, overall and by route. VISITORS (default 1000) in all, AT_ONCE (default 20)
// in the museum at a time; BACKEND=pglite|postgres (default both).
import { readFileSync, writeFileSync } from 'node:fs';
import type { PointSummary } from '@percurso/shared';
import { formatMs, MUSEUM_PATH, readGuide, startBenchServer, Timings, Visitor } from './visitors.ts';

const port = Number(process.env.BENCH_PORT ?? 3306);
const visitors = Number(process.env.VISITORS ?? 1000);
const atOnce = Number(process.env.AT_ONCE ?? 20);
const POINTS_PER_VISIT = 10;
const MEDIA_PER_VISIT = 3;
const backends = process.env.BACKEND
  ? [process.env.BACKEND as 'pglite' | 'postgres']
  : (['pglite', 'postgres'] as const);

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) ".
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A line of /proc/<pid>/status in MiB (VmRSS now, VmHWM the peak). */
function memoryMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return Number(line?.[1] ?? Number.NaN) / 1024;
}

/** Every /media/… path in the guide's bundle (photos, narration, floor plans). */
function mediaPaths(bundle: unknown): string[] {
  return [...new Set(JSON.stringify(bundle).match(/\/media\/[^"?#\\]+/g) ?? [])];
}

async function visit(visitor: Visitor, points: PointSummary[], media: string[], index: number) {
  await visitor.signIn();
  await visitor.call('GET', `/api/guides/by-name/${MUSEUM_PATH}`);
  for (let step = 0; step < POINTS_PER_VISIT; step += 1) {
    const point = points[(index + step) % points.length];
    if (point) await visitor.open(point);
    if (step === 0 || step === POINTS_PER_VISIT - 1) await visitor.call('GET', '/api/me/progress');
  }
  for (let step = 0; step < MEDIA_PER_VISIT && media.length > 0; step += 1) {
    await visitor.fetchFile(media[(index + step) % media.length] as string);
  }
}

for (const backend of backends) {
  const server = await startBenchServer(backend, port);
  try {
    const pid = server.pid;
    if (!pid) throw new Error('no server process');
    const bundle = await readGuide(server.origin);
    const media = mediaPaths(bundle);
    const idleRss = memoryMiB(pid, 'VmRSS');
    // The peak from here on, not the first start's migrations and demo seed (Linux: clear_refs 5).
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const cpuBefore = cpuSeconds(pid);
    const timings = new Timings();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: atOnce }, async () => {
        for (let index = next++; index < visitors; index = next++) {
          await visit(new Visitor(server.origin, timings), bundle.points, media, index);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(pid) - cpuBefore;
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
    console.log(
      `${backend}: ${visitors} visitors (${atOnce} at a time) in ${seconds.toFixed(0)} s, ${timings.ms.length} requests, ` +
        `${timings.errors} failed${timings.firstError ? ` (first: ${timings.firstError})` : ''}; load average ${load}`,
    );
    console.log(
      `  server: RSS ${idleRss.toFixed(0)} MiB after start, peak during the day ${memoryMiB(pid, 'VmHWM').toFixed(0)} MiB; ` +
        `CPU ${cpu.toFixed(1)} s for the day (${((cpu / visitors) * 1000).toFixed(1)} ms per visitor)`,
    );
    console.log(
      `  latency: p50 ${formatMs(timings.percentile(0.5))}, p95 ${formatMs(timings.percentile(0.95))}, p99 ${formatMs(timings.percentile(0.99))}`,
    );
    for (const [route, ms] of [...timings.byRoute].filter(([route]) => !route.includes('/media/'))) {
      console.log(`    ${route}: ${ms.length} × p95 ${formatMs(timings.percentile(0.95, ms))}`);
    }
    const files = [...timings.byRoute].filter(([route]) => route.includes('/media/')).flatMap(([, ms]) => ms);
    if (files.length > 0)
      console.log(`    GET /media/*: ${files.length} × p95 ${formatMs(timings.percentile(0.95, files))}`);
  } finally {
    await server.stop();
  }
}
