// Issue 27: the reference topology on this machine (apps/server/test/percurso-cluster.ts: a
// throwaway PostgreSQL, three server processes, HAProxy loading deploy/haproxy.cfg). Through the
// proxy: guide-read throughput (autocannon) and interaction throughput (visitors each sending the
// next as soon as the last is answered) with one process in rotation (the other two put in
// maintenance on HAProxy's admin socket) and with three; then a rolling restart of the three under
// a write load: acknowledged writes lost and 503s. On two cores the ratio is the figure, not the
// absolute rates: the processes, PostgreSQL, HAProxy and the load generator share the cores.
import { needsUnlockProof } from '@percurso/shared';
import autocannon from 'autocannon';
import { rollingRestartUnderLoad, startPercursoCluster } from '../apps/server/test/percurso-cluster.ts';
import { MUSEUM_PATH, readGuide, sendInteractions, Timings, Visitor } from './visitors.ts';

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);
const requests = Number(process.env.REQUESTS ?? 3000);
const rounds = Number(process.env.ROUNDS ?? 3);

const cluster = await startPercursoCluster();
try {
  const bundle = await readGuide(cluster.origin);
  const points = bundle.points.filter((point) => !needsUnlockProof(point));
  const visitors = Array.from({ length: connections }, () => new Visitor(cluster.origin, new Timings()));
  for (const visitor of visitors) await visitor.signIn();

  const measure = async () => {
    const reads = await autocannon({
      url: `${cluster.origin}/api/guides/by-name/${MUSEUM_PATH}`,
      duration,
      connections,
    });
    if (reads.non2xx > 0 || reads.errors > 0)
      throw new Error(`guide reads: ${reads.non2xx} non-2xx, ${reads.errors} errors`);
    const timings = new Timings();
    const rate = await sendInteractions(visitors, points, requests, timings);
    if (timings.errors > 0) throw new Error(`interactions: ${timings.errors} errors (${timings.firstError})`);
    return { reads: reads.requests.average, readP99: reads.latency.p99, rate, writeP99: timings.percentile(0.99) };
  };

  // One process (the other two out of rotation, as an operator drains them), then three, in
  // turn ROUNDS times: the machine's other load drifts, and each figure is the rounds' median.
  const others = cluster.nodes.slice(1).map((node) => node.name);
  const runs: Record<'one' | 'three', Awaited<ReturnType<typeof measure>>[]> = { one: [], three: [] };
  for (let round = 0; round < rounds; round += 1) {
    for (const name of others) await cluster.haproxy(`set server percurso/${name} state maint`);
    await cluster.waitForServers('MAINT', others);
    runs.one.push(await measure());
    for (const name of others) await cluster.haproxy(`set server percurso/${name} state ready`);
    await cluster.waitForServers('UP');
    runs.three.push(await measure());
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  const summary = (all: typeof runs.one) => ({
    reads: median(all.map((r) => r.reads)),
    readP99: median(all.map((r) => r.readP99)),
    rate: median(all.map((r) => r.rate)),
    writeP99: median(all.map((r) => r.writeP99)),
  });
  const one = summary(runs.one);
  const three = summary(runs.three);

  const restart = await rollingRestartUnderLoad(cluster);

  console.log(`\nThrough HAProxy (deploy/haproxy.cfg), PostgreSQL, loopback, one machine, median of ${rounds} rounds`);
  const row = (label: string, r: typeof one) =>
    `${label.padEnd(12)} guide reads ${r.reads.toFixed(0).padStart(6)} req/s (p99 ${r.readP99} ms, ${connections} connections, ${duration} s)   ` +
    `interactions ${r.rate.toFixed(0).padStart(5)}/s (p99 ${r.writeP99.toFixed(0)} ms, ${connections} visitors, ${requests})`;
  console.log(row('1 process', one));
  console.log(row('3 processes', three));
  console.log(
    `ratio 3/1: guide reads ${(three.reads / one.reads).toFixed(2)}, interactions ${(three.rate / one.rate).toFixed(2)}`,
  );
  const fiveXX = [...restart.statuses].filter(([status]) => status >= 500);
  console.log(
    `rolling restart of the three under 8 writers: ${restart.acknowledged} writes acknowledged, ${restart.lost} lost, ` +
      `503s ${restart.statuses.get(503) ?? 0}, other 5xx ${fiveXX.filter(([status]) => status !== 503).length}, ` +
      `failed connections ${restart.statuses.get(0) ?? 0}; exit after SIGTERM / back in rotation: ` +
      restart.restarts.map((r) => `${(r.stopMs / 1000).toFixed(1)} / ${(r.backMs / 1000).toFixed(1)} s`).join(', '),
  );
} finally {
  await cluster.stop();
}
