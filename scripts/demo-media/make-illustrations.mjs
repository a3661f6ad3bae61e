// Writes the demo's SVG illustrations: the museum exhibits (lib/museum.mjs) and the venue art
// (floor plan, covers, banners, logos and walking-tour stops, lib/venue-art.mjs).
// Pure Node, deterministic output. Run from the repository root:
//   node scripts/demo-media/make-illustrations.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { museumIllustrations } from './lib/museum.mjs';
import { venueArt } from './lib/venue-art.mjs';

const MEDIA_ROOT = join(import.meta.dirname, '../../apps/server/demo/media');
const LIMIT = {
  'museum/floor-plan.svg': 25 * 1024,
  'tour/banner.svg': 28 * 1024,
  'tour/cover.svg': 20 * 1024,
};
const DEFAULT_LIMIT = 13 * 1024;

const files = {
  ...Object.fromEntries(Object.entries(museumIllustrations).map(([stem, draw]) => [`museum/${stem}.svg`, draw])),
  ...venueArt,
};

let failed = false;
for (const [rel, draw] of Object.entries(files)) {
  const svg = draw();
  const target = join(MEDIA_ROOT, rel);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, svg);
  const bytes = Buffer.byteLength(svg);
  const limit = LIMIT[rel] ?? DEFAULT_LIMIT;
  const over = bytes > limit;
  if (over) failed = true;
  console.log(`${over ? '!! ' : ''}${rel.padEnd(34)} ${(bytes / 1024).toFixed(1).padStart(5)} KB`);
}
if (failed) {
  console.error('Some files are over their size limit.');
  process.exitCode = 1;
}
