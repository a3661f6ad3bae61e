// Start-up times, as a newcomer and as an operator see them (issue 27: a restart with nothing
// changed within 2 s):
// - first start on an empty data folder (migrations + demo seed) to the first served page;
// - restart on that data with `npm start` (its install/build checks, then the server bundled into one
//   file, scripts/build-server.mjs; the bundle is made fresh before the runs);
// - restart on that data from the TypeScript sources through tsx (what `npm run dev` runs);
// - restart on that data, from a release folder (`npm run release`, the same bundle).
// RUNS (default 3) of each. RELEASE=<folder>: an existing release; otherwise one is built first.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freshDataDir, repoRoot, startServer, stopServer, waitForOk } from '../scripts/server-process.ts';

const port = Number(process.env.BENCH_PORT ?? 3301);
const runs = Number(process.env.RUNS ?? 3);

/** CPU time the server process used to get ready: what the boot costs, whatever else runs. */
const cpuTimes: number[] = [];

/** A process's CPU milliseconds, its running children's included (`npm start` runs the server as one). */
function cpuOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const children = `/proc/${pid}/task/${pid}/children`;
  const childPids = existsSync(children) ? readFileSync(children, 'utf8').split(' ').filter(Boolean) : [];
  return (Number(stat[11]) + Number(stat[12])) * 10 + childPids.reduce((sum, child) => sum + cpuOf(Number(child)), 0);
}

/** `npm start` itself (scripts/start.mjs), on the bench's port and data folder. */
const npmStart = (dataDir: string): ChildProcess =>
  spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

async function timed(dataDir: string, how: { release?: string; npmStart?: boolean } = {}): Promise<number> {
  const server = how.npmStart ? npmStart(dataDir) : startServer(port, dataDir, {}, how.release);
  const elapsed = await waitForOk(`http://localhost:${port}/readyz`);
  cpuTimes.push(cpuOf(server.pid ?? 0));
  await stopServer(server);
  return elapsed;
}

const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0);
const report = (what: string, timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  const cpu = cpuTimes.splice(0);
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  console.log(
    `${what}: ${sorted.map((t) => `${Math.round(t)} ms`).join(', ')} (median ${median(timings)} ms; ` +
      `server CPU median ${median(cpu)} ms; load average ${load})`,
  );
};

const first: number[] = [];
let dataDir = '';
for (let run = 0; run < runs; run++) {
  dataDir = freshDataDir('startup');
  first.push(await timed(dataDir));
}
report('first start on an empty data folder, to ready', first);

execFileSync(process.execPath, ['-e', "import('./scripts/setup.mjs').then((setup) => setup.ensureServerBundle())"], {
  cwd: repoRoot,
  stdio: 'ignore',
});
const fromNpmStart: number[] = [];
for (let run = 0; run < runs; run++) fromNpmStart.push(await timed(dataDir, { npmStart: true }));
report('restart with `npm start` (bundled), nothing changed, target ≤ 2000 ms', fromNpmStart);

const fromSources: number[] = [];
for (let run = 0; run < runs; run++) fromSources.push(await timed(dataDir));
report('restart from the TypeScript sources (tsx, as `npm run dev`), nothing changed', fromSources);

const release = process.env.RELEASE ?? join(freshDataDir('startup-release'), 'release');
if (!process.env.RELEASE)
  execFileSync(process.execPath, ['scripts/release.mjs', release], { cwd: repoRoot, stdio: 'ignore' });
const fromRelease: number[] = [];
for (let run = 0; run < runs; run++) fromRelease.push(await timed(dataDir, { release }));
report('restart from a release folder (bundled), nothing changed, target ≤ 2000 ms', fromRelease);
