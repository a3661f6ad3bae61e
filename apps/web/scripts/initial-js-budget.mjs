// The JavaScript a first visit to /index needs, from the Vite manifest of the built app, compressed
// as a server or CDN would send it (gzip -9; brotli q11 shown too):
// - the entry: the scripts index.html loads and preloads (the stages of the app's start, main.tsx)
//   and their static imports (budget 164 KiB gzip, lowered from 170 on 29 Nov 2026 to hold that
//   day's 159.6 KiB, raised from 162 on 30 Nov 2026 by the stages' chunk boundaries, 1.4 KiB of
//   names imported and exported between them; issue 28's target is 100 KiB: the lighter shell,
//   where React DOM alone is ~64 KiB gzip);
// - the entry itself, evaluated before the stages (budget 2 KiB gzip: 1.4 today), and each stage
//   of the app's start, what it evaluates in one task (budget 72 KiB gzip: React's
//   runtime, the largest, is 66.7 KiB; the start was one task of 160 KiB before 30 Nov 2026);
// - the first paint of /index: the entry, the /index screen's chunk with its static imports and
//   the default language's catalogue (budget 189 KiB gzip, so it cannot grow unnoticed; raised from
//   185 on 28 Nov 2026 for the visitor's new messages: venue PIN, e-mail confirmation, outages, chunk
//   retry, after the panel's and the mails' texts left this catalogue. On 29 Nov 2026 the terms and
//   privacy texts left it too (1.1 KiB), which holds issue 30's narration mini-player flag, what the
//   shell must name of help requests (the front desk's panel route and two error codes) and the kiosk
//   mode's check before the first render (a localStorage read, `<html data-kiosk>`, the hidden marks
//   and the import of the kiosk's lazy chunk: 0.2 KiB). Raised from 187 on 30 Nov 2026 by the
//   stages' boundaries. Issue 28's lighter shell is the way down);
// - the first load of a guide page, the same with the guide's screen (budget 244 KiB gzip).
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
// The scripts index.html loads: the entry, and the stages of the app's start it preloads (found by file).
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryKeys = [
  ...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]* (?:src|href)="\/([^"]+\.js)"/g),
].map((match) => keyOfFile(match[1]));
// The stages, in the order the entry evaluates them (main.tsx): each is one task on the phone.
const [entryKey] = entryKeys;
const stageKeys = manifest[entryKey]?.dynamicImports ?? [];

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

check('Initial JS of /index (entry, the stages of the start and their static imports)', filesOf(entryKeys), 164);
// No stage may grow back into the single task the start was (decision 0025, "the app's start in stages").
const evaluated = filesOf([entryKey]);
check('The entry, before the first stage (main.tsx and the preload helper)', evaluated, 2);
for (const [index, key] of stageKeys.entries()) {
  const stage = new Set([...filesOf([key])].filter((file) => !evaluated.has(file)));
  for (const file of stage) evaluated.add(file);
  check(`Stage ${index + 1} of the app's start (${key})`, stage, 72);
}
check(
  'First paint of /index (with its screen and the pt-BR catalogue)',
  filesOf([
    ...entryKeys,
    keyEndingWith('features/guide-selection/guide-selection-route.tsx'),
    keyEndingWith('packages/i18n/src/pt-BR.ts'),
  ]),
  189,
);
// A guide page, where a QR code at the door lands. Budget 244 KiB gzip: 242.7 on 30 Nov 2026, down
// from 268.3 when the visitor's venue-PIN form stopped importing zod with the pattern it checks
// (zod's 25.3 KiB; the module task it was in took 116–153 ms on a 4×-throttled phone, 54–65 without).
check(
  'First load of a guide page (with its screen and the pt-BR catalogue)',
  filesOf([...entryKeys, keyEndingWith('features/guide/guide-route.tsx'), keyEndingWith('packages/i18n/src/pt-BR.ts')]),
  244,
);
if (failed) process.exit(1);
