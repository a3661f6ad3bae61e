// Time from starting the server on an empty data folder (migrations + demo seed included) to the
// first served page, as a newcomer experiences after `npm start` has installed and built.
import { freshDataDir, startServer, stopServer, waitForOk } from '../scripts/server-process.ts';

const port = 3301;
const runs = Number(process.env.RUNS ?? 3);
const timings: number[] = [];
for (let run = 0; run < runs; run++) {
  const server = startServer(port, freshDataDir('startup'));
  timings.push(await waitForOk(`http://localhost:${port}/`));
  await stopServer(server);
}
timings.sort((a, b) => a - b);
console.log(`startup on an empty data folder to first page: ${timings.map((t) => `${Math.round(t)} ms`).join(', ')}`);
console.log(`median: ${Math.round(timings[Math.floor(timings.length / 2)] ?? 0)} ms`);
