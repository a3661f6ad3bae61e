// Spreadsheet import of points (issue 16): a global admin's 1,000-row XLSX through the real API,
// on PGlite and on PostgreSQL: the preview (read and checked, nothing written), then the streamed
// import (one transaction per row) until its last NDJSON line. Prints each time next to its target.
import ExcelJS from 'exceljs';
import { startBenchServer } from './visitors.ts';

const rows = Number(process.env.ROWS ?? 1000);
const basePort = Number(process.env.BENCH_PORT ?? 4960);
const ADMIN = { email: 'bench.import@example.com', password: 'bench-import-123', name: 'Bench Import' };
const TARGET_S = 10;
process.env.ADMIN_EMAIL = ADMIN.email;

async function sheet(): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const points = workbook.addWorksheet('points');
  points.addRow([
    'key',
    'name_pt',
    'name_en',
    'name_es',
    'name_fr',
    'description_pt',
    'journeys',
    'tags',
    'latitude',
    'longitude',
  ]);
  for (let index = 0; index < rows; index += 1) {
    points.addRow([
      `obj-${index}`,
      `Objeto ${index}`,
      `Object ${index}`,
      `Objeto ${index}`,
      `Objet ${index}`,
      `Peça ${index} do acervo, com uma descrição de tamanho comum para um museu.`,
      'Acervo',
      'cerâmica; século XIX',
      -23.5 - index / 10_000,
      -46.6,
    ]);
  }
  return new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]);
}

async function run(backend: 'pglite' | 'postgres', port: number, file: Blob) {
  const server = await startBenchServer(backend, port);
  try {
    let cookie = '';
    const call = async (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('origin', server.origin);
      if (cookie) headers.set('cookie', cookie);
      const response = await fetch(`${server.origin}${path}`, { ...init, headers });
      const set = response.headers.getSetCookie().map((line) => line.split(';')[0]);
      if (set.length > 0) cookie = set.join('; ');
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response;
    };
    const json = (path: string, body: unknown) =>
      call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await json('/api/auth/sign-up/email', { ...ADMIN, confirmation: ADMIN.password, termsAndPolicyCheck: true });
    const { guide } = (await (
      await json('/api/panel/guides', {
        name: { pt: `Museu da Planilha ${backend}` },
        type: 'Público',
        description: { pt: 'Bench' },
        latitude: -23.5,
        longitude: -46.6,
        address: {
          zipCode: '01000-000',
          road: 'Rua',
          number: '1',
          neighborhood: 'Centro',
          city: 'São Paulo',
          state: 'SP',
        },
      })
    ).json()) as { guide: { id: string } };
    await json('/api/panel/journeys', {
      guideId: guide.id,
      name: { pt: 'Acervo', en: 'Collection' },
      description: { pt: 'x', en: 'x' },
    });
    const form = () => {
      const body = new FormData();
      body.append('file', file, 'points.xlsx');
      return body;
    };
    const previewStarted = performance.now();
    await (await call(`/api/panel/guides/${guide.id}/point-import/preview`, { method: 'POST', body: form() })).json();
    const previewS = (performance.now() - previewStarted) / 1000;
    const importStarted = performance.now();
    const text = await (
      await call(`/api/panel/guides/${guide.id}/point-import`, { method: 'POST', body: form() })
    ).text();
    const importS = (performance.now() - importStarted) / 1000;
    const last = JSON.parse(text.trim().split('\n').at(-1) ?? '{}') as { status?: string; created?: number };
    if (last.status !== 'success' || last.created !== rows)
      throw new Error(`import ended with ${JSON.stringify(last)}`);
    return { backend, previewS, importS };
  } finally {
    await server.stop();
  }
}

const file = await sheet();
const results = [];
for (const [index, backend] of (['pglite', 'postgres'] as const).entries())
  results.push(await run(backend, basePort + index, file));
console.log(`\n${rows}-row XLSX (${(file.size / 1024).toFixed(0)} KiB), one global admin, loopback`);
for (const { backend, previewS, importS } of results) {
  console.log(
    `${backend.padEnd(9)} preview ${previewS.toFixed(2)} s   import ${importS.toFixed(2)} s ` +
      `(${(rows / importS).toFixed(0)} rows/s; target ≤ ${TARGET_S} s)`,
  );
}
