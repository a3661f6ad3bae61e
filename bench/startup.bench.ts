// Start-up times, as a newcomer and as an operator see them (issue 27: a restart with nothing
// changed within 2 s):
// - first start on an empty data folder (migrations + demo seed) to the first served page;
// - restart on that data, from the sources (`npm start` after its install/build checks, tsx);
// - restart on that data, from a release folder (`npm run release`, compiled JavaScript).
// RUNS (default 3) of each. RELEASE=<folder>: an existing release; otherwise one is built first.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freshDataDir, repoRoot, startServer, stopServer, waitForOk } from '../scripts/server-process.ts';

const port = Number(process.env.BENCH_PORT ?? 3301);
const runs = Number(process.env.RUNS ?? 3);

/** CPU time the server process used to get ready: what the boot costs, whatever else runs. */
const cpuTimes: number[] = [];

async function timed(dataDir: string, release?: string): Promise<number> {
  const server = startServer(port, dataDir, {}, release);
  const elapsed = await waitForOk(`http://localhost:${port}/readyz`);
  const stat = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  cpuTimes.push((Number(stat[11]) + Number(stat[12])) * 10);
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

const fromSources: number[] = [];
for (let run = 0; run < runs; run++) fromSources.push(await timed(dataDir));
report('restart from the sources (tsx), nothing changed, target ≤ 2000 ms', fromSources);

const release = process.env.RELEASE ?? join(freshDataDir('startup-release'), 'release');
if (!process.env.RELEASE)
  execFileSync(process.execPath, ['scripts/release.mjs', release], { cwd: repoRoot, stdio: 'ignore' });
const fromRelease: number[] = [];
for (let run = 0; run < runs; run++) fromRelease.push(await timed(dataDir, release));
report('restart from a release folder (compiled), nothing changed, target ≤ 2000 ms', fromRelease);
