// Draws the Percurso app icons (PNG) from the same geometry as public/favicon.svg, with no
// image library: shapes are sampled 4×4 per pixel and written with zlib.
// Run: node apps/web/scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const PURPLE = [0x6c, 0x4c, 0xe0];
const TEAL = [0x40, 0xc0, 0xb7];
const WHITE = [0xff, 0xff, 0xff];

/** Points every `step` units along the route path "M17 46 C27 46 27 32 37 32 S46 19 48 19". */
function routeDots(step) {
  const curves = [
    [
      [17, 46],
      [27, 46],
      [27, 32],
      [37, 32],
    ],
    [
      [37, 32],
      [47, 32],
      [46, 19],
      [48, 19],
    ],
  ];
  const samples = [];
  for (const [p0, p1, p2, p3] of curves) {
    for (let i = 0; i <= 400; i++) {
      const t = i / 400;
      const u = 1 - t;
      const at = (k) => u ** 3 * p0[k] + 3 * u * u * t * p1[k] + 3 * u * t * t * p2[k] + t ** 3 * p3[k];
      samples.push([at(0), at(1)]);
    }
  }
  const dots = [samples[0]];
  let travelled = 0;
  for (let i = 1; i < samples.length; i++) {
    travelled += Math.hypot(samples[i][0] - samples[i - 1][0], samples[i][1] - samples[i - 1][1]);
    if (travelled >= step) {
      dots.push(samples[i]);
      travelled = 0;
    }
  }
  return dots;
}

const DOTS = routeDots(9);
const inCircle = (x, y, cx, cy, r) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
function inRoundedRect(x, y, size, radius) {
  const qx = Math.max(radius - x, 0, x - (size - radius));
  const qy = Math.max(radius - y, 0, y - (size - radius));
  return x >= 0 && y >= 0 && x <= size && y <= size && qx * qx + qy * qy <= radius * radius;
}

/** Colour of the mark at (x, y) in its 64×64 design space, or null outside it. */
function sample(x, y, { fullBleed, scale }) {
  const inside = fullBleed ? true : inRoundedRect(x, y, 64, 16);
  if (!inside) return null;
  // Maskable icons keep the drawing inside the central safe zone.
  const mx = 32 + (x - 32) / scale;
  const my = 32 + (y - 32) / scale;
  if (inCircle(mx, my, 17, 46, 6)) return TEAL;
  if (inCircle(mx, my, 37, 32, 4.5) || inCircle(mx, my, 48, 18, 6)) return WHITE;
  if (DOTS.some(([cx, cy]) => inCircle(mx, my, cx, cy, 2.5))) return WHITE;
  return PURPLE;
}

function render(size, options) {
  const grid = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < grid; sy++) {
        for (let sx = 0; sx < grid; sx++) {
          const color = sample(((px + (sx + 0.5) / grid) / size) * 64, ((py + (sy + 0.5) / grid) / size) * 64, options);
          if (!color) continue;
          r += color[0];
          g += color[1];
          b += color[2];
          a += 1;
        }
      }
      const offset = (py * size + px) * 4;
      const count = grid * grid;
      pixels[offset] = a ? Math.round(r / a) : 0;
      pixels[offset + 1] = a ? Math.round(g / a) : 0;
      pixels[offset + 2] = a ? Math.round(b / a) : 0;
      pixels[offset + 3] = Math.round((a / count) * 255);
    }
  }
  return encodePng(size, pixels);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const icons = [
  ['icon-192.png', 192, { fullBleed: false, scale: 1 }],
  ['icon-512.png', 512, { fullBleed: false, scale: 1 }],
  ['maskable-512.png', 512, { fullBleed: true, scale: 0.78 }],
  ['apple-touch-icon.png', 180, { fullBleed: true, scale: 0.86 }],
];
for (const [name, size, options] of icons) {
  writeFileSync(join(out, name), render(size, options));
  console.log(`wrote ${name}`);
}
