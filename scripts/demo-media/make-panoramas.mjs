// Writes the demo's 360° tour: three equirectangular panoramas (2048 × 1024 JPEG) of the sugar
// mill — the engine house, the purging house and the courtyard — drawn as SVG and rendered with
// sharp (the server's image library). Our own art, CC0 like the rest of the demo media.
// Deterministic. Run from the repository root:
//   node scripts/demo-media/make-panoramas.mjs
// Yaw/pitch of the doorways below are the links' positions in the demo content
// (apps/server/src/features/demo/content/museum-tour.ts): keep both in step.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { M } from './lib/palette.mjs';
import { circle, ellipse, n, poly, rect, rrect } from './lib/svg.mjs';

const require = createRequire(join(import.meta.dirname, '../../apps/server/package.json'));
const sharp = require('sharp');

const W = 2048;
const H = 1024;
const OUT = join(import.meta.dirname, '../../apps/server/demo/media/museum/360');
/** Equirectangular: yaw −180…180 → x 0…W (0 in the middle), pitch 90…−90 → y 0…H. */
const X = (yaw) => ((yaw + 180) / 360) * W;
const Y = (pitch) => ((90 - pitch) / 180) * H;
const WALL_TOP = Y(32);
const FLOOR = Y(-14);

/** A doorway (dark opening, frame and a sign over it) centred at `yaw`. */
function doorway(yaw, label, through) {
  const x = X(yaw);
  const w = 150;
  const top = Y(16);
  return [
    rect(x - w / 2 - 14, top - 14, w + 28, FLOOR - top + 14, M.woodDark),
    rect(x - w / 2, top, w, FLOOR - top, through),
    rrect(x - 110, top - 78, 220, 48, 8, M.cream, `stroke="${M.ink}" stroke-width="3"`),
    `<text x="${n(x)}" y="${n(top - 44)}" font-family="DejaVu Serif" font-size="24" text-anchor="middle" fill="${M.ink}">${label}</text>`,
  ].join('');
}

/** Beams of a wooden ceiling and the floor's boards. */
function room(wall, floor) {
  const parts = [
    rect(0, 0, W, WALL_TOP, M.woodDark),
    rect(0, WALL_TOP, W, FLOOR - WALL_TOP, wall),
    rect(0, FLOOR, W, H - FLOOR, floor),
  ];
  for (let i = 0; i < 10; i += 1) parts.push(rect(0, 40 + i * 30, W, 10, M.wood));
  for (let i = 0; i < 8; i += 1) parts.push(rect(0, FLOOR + 30 + i * 40, W, 4, M.floorLine));
  for (let yaw = -180; yaw < 180; yaw += 45) parts.push(rect(X(yaw) - 12, WALL_TOP, 24, FLOOR - WALL_TOP, M.woodLight));
  return parts.join('');
}

/** The big three-roller mill in the middle of the engine house. */
function mill(yaw) {
  const x = X(yaw);
  return [
    rect(x - 170, FLOOR - 40, 340, 50, M.base),
    ...[-100, 0, 100].map((dx) => rrect(x + dx - 42, FLOOR - 230, 84, 190, 20, M.copperDark)),
    ...[-100, 0, 100].map((dx) => rect(x + dx - 30, FLOOR - 220, 60, 170, M.copper)),
    rect(x - 190, FLOOR - 260, 380, 36, M.woodDark),
    circle(x, FLOOR - 330, 60, 'none', `stroke="${M.woodDark}" stroke-width="18"`),
  ].join('');
}

function copperPan(yaw) {
  const x = X(yaw);
  return [
    ellipse(x, FLOOR - 30, 150, 40, M.copperDark),
    ellipse(x, FLOOR - 44, 130, 26, M.copperLight),
    rect(x - 150, FLOOR - 30, 300, 30, M.clayDark),
  ].join('');
}

/** Rows of clay sugar moulds on a rack (the purging house). */
function moulds(yaw) {
  const x = X(yaw);
  const parts = [rect(x - 260, FLOOR - 150, 520, 16, M.woodDark), rect(x - 260, FLOOR - 30, 520, 16, M.woodDark)];
  for (let i = 0; i < 8; i += 1) {
    const cx = x - 225 + i * 64;
    parts.push(
      poly(
        [
          [cx - 24, FLOOR - 230],
          [cx + 24, FLOOR - 230],
          [cx, FLOOR - 150],
        ],
        M.clay,
      ),
    );
    parts.push(ellipse(cx, FLOOR - 230, 24, 8, M.sugar));
  }
  return parts.join('');
}

function courtyard() {
  const horizon = Y(0);
  const parts = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb2e0"/><stop offset="1" stop-color="${M.sky}"/></linearGradient></defs>`,
    rect(0, 0, W, horizon, 'url(#sky)'),
    rect(0, horizon, W, H - horizon, M.hillNear),
    circle(X(60), Y(48), 46, M.sun),
  ];
  for (let i = 0; i < 9; i += 1) {
    const x = (i * W) / 9;
    parts.push(ellipse(x + 80, horizon + 6, 210, 70 + (i % 3) * 18, M.hillFar));
  }
  parts.push(rect(0, horizon + 40, W, H - horizon - 40, M.greenLight));
  for (let i = 0; i < 14; i += 1) {
    const x = (i * W) / 14 + 40;
    parts.push(rect(x - 6, horizon - 70, 12, 80, M.woodDark), circle(x, horizon - 90, 40, M.greenDark));
  }
  // The chimney of the mill and the engine house's wall, with its door.
  parts.push(
    rect(X(-10) - 400, Y(20), 800, Y(-10) - Y(20), M.wall),
    poly(
      [
        [X(-10) - 420, Y(20)],
        [X(-10) + 420, Y(20)],
        [X(-10), Y(34)],
      ],
      M.clay,
    ),
  );
  parts.push(rect(X(-40) - 26, Y(52), 52, Y(20) - Y(52), M.clayDark));
  return parts.join('');
}

const scenes = {
  'casa-da-moenda.jpg': () =>
    [
      room(M.wall, M.floor),
      mill(0),
      copperPan(-90),
      doorway(95, 'Casa de purgar', '#2a1a10'),
      doorway(180, 'Pátio', '#9cc4e8'),
      doorway(-180, 'Pátio', '#9cc4e8'),
    ].join(''),
  'casa-de-purgar.jpg': () =>
    [
      room('#e9dcc0', M.floor),
      moulds(0),
      moulds(120),
      doorway(-95, 'Casa da moenda', '#2a1a10'),
      doorway(-150, 'Pátio', '#9cc4e8'),
    ].join(''),
  'patio.jpg': () => courtyard(),
};

mkdirSync(OUT, { recursive: true });
let total = 0;
for (const [file, draw] of Object.entries(scenes)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${draw()}</svg>`;
  const jpeg = await sharp(Buffer.from(svg))
    .jpeg({ quality: 70, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
  writeFileSync(join(OUT, file), jpeg);
  total += statSync(join(OUT, file)).size;
  console.log(`${file}: ${(jpeg.length / 1024).toFixed(0)} KiB`);
}
console.log(`total ${(total / 1024).toFixed(0)} KiB (limit 2048 KiB)`);
if (total > 2 * 1024 * 1024) process.exit(1);
