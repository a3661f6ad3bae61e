// The JavaScript a first visit to /index needs, from the Vite manifest of the built app, compressed
// as a server or CDN would send it (gzip -9; brotli q11 shown too):
// - the entry: the scripts index.html loads and their static imports (budget 162 KiB gzip, lowered
//   from 170 on 29 Nov 2026 to hold today's 159.6 KiB; issue 28's target is 100 KiB: the lighter
//   shell, where React DOM alone is ~64 KiB gzip);
// - the first paint of /index: the entry, the /index screen's chunk with its static imports and
//   the default language's catalogue (budget 187 KiB gzip, so it cannot grow unnoticed; raised from
//   185 on 28 Nov 2026 for the visitor's new messages: venue PIN, e-mail confirmation, outages, chunk
//   retry, after the panel's and the mails' texts left this catalogue. On 29 Nov 2026 the terms and
//   privacy texts left it too (1.1 KiB), which holds issue 30's narration mini-player flag, what the
//   shell must name of help requests (the front desk's panel route and two error codes) and the kiosk
//   mode's check before the first render (a localStorage read, `<html data-kiosk>`, the hidden marks
//   and the import of the kiosk's lazy chunk: 0.2 KiB). Issue 28's lighter shell is the way down).
// Exits 1 above a budget. Run after `npm run build` (npm test does); VERBOSE=1 lists the files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const keyEndingWith = (suffix) => {
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(suffix));
  if (!key) throw new Error(`the Vite manifest has no ${suffix}`);
  return key;
};
const keyOfFile = (file) => {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].file === file);
  if (!key) throw new Error(`the Vite manifest does not know ${file}`);
  return key;
};
// The scripts index.html loads (the entry chunk is named after its group, so found by file).
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryKeys = [...html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)].map((match) => keyOfFile(match[1]));

/** The files of these manifest entries and of everything they import statically. */
function filesOf(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(dist, file));
    sizes.set(file, {
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizes.get(file);
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
let failed = false;
function check(label, files, budgetKiB) {
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    gzip += sizeOf(file).gzip;
    brotli += sizeOf(file).brotli;
  }
  const within = gzip / 1024 <= budgetKiB;
  failed ||= !within;
  console.log(
    `${label}: ${files.size} files, ${kib(gzip)} KiB gzip (budget ${budgetKiB} KiB: ${within ? 'within' : 'OVER'}), ${kib(brotli)} KiB brotli`,
  );
  if (process.env.VERBOSE) {
    for (const file of [...files].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)) {
      console.log(
        `  ${kib(sizeOf(file).gzip).padStart(6)} KiB gzip  ${kib(sizeOf(file).brotli).padStart(6)} KiB br  ${file}`,
      );
    }
  }
}

check('Initial JS of /index (entry and its static imports)', filesOf(entryKeys), 162);
check(
  'First paint of /index (with its screen and the pt-BR catalogue)',
  filesOf([
    ...entryKeys,
    keyEndingWith('features/guide-selection/guide-selection-route.tsx'),
    keyEndingWith('packages/i18n/src/pt-BR.ts'),
  ]),
  187,
);
if (failed) process.exit(1);
