import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { chromiumLaunchOptions } from './browser.ts';

const WIDTH = 640;
const HEIGHT = 480;

/** BT.601 limited-range YUV of an RGB colour (0–255), as Chromium reads a .y4m file. */
function toYuv([r, g, b]: readonly [number, number, number]) {
  const y = 16 + (65.738 * r + 129.057 * g + 25.064 * b) / 256;
  const u = 128 + (-37.945 * r - 74.494 * g + 112.439 * b) / 256;
  const v = 128 + (112.439 * r - 94.154 * g - 18.285 * b) / 256;
  return [Math.round(y), Math.round(u), Math.round(v)] as const;
}

/** A 4:2:0 frame from a function that colours each pixel. */
function frame(colourAt: (x: number, y: number) => readonly [number, number, number]): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT);
  const cb = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const cr = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const [Y, U, V] = toYuv(colourAt(x, y));
      luma[y * WIDTH + x] = Y;
      if (x % 2 === 0 && y % 2 === 0) {
        cb[(y / 2) * (WIDTH / 2) + x / 2] = U;
        cr[(y / 2) * (WIDTH / 2) + x / 2] = V;
      }
    }
  }
  return Buffer.concat([Buffer.from('FRAME\n'), luma, cb, cr]);
}

/** Writes a short .y4m clip of one still frame, which Chromium's fake camera plays in a loop. */
function writeClip(name: string, still: Buffer): string {
  const file = join(tmpdir(), `percurso-fake-camera-${process.pid}-${name}.y4m`);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 5 }, () => still)]));
  return file;
}

const WHITE = [255, 255, 255] as const;
const BLACK = [0, 0, 0] as const;

/** A camera looking at a printed QR code that holds `text`, centred on white paper. */
export function qrCodeClip(name: string, text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = Math.floor(360 / (modules.size + 8));
  const side = cell * modules.size;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  return writeClip(
    name,
    frame((x, y) => {
      const column = Math.floor((x - left) / cell);
      const row = Math.floor((y - top) / cell);
      const inside = x >= left && y >= top && column < modules.size && row < modules.size;
      return inside && modules.get(row, column) ? BLACK : WHITE;
    }),
  );
}

/** A camera filled with one colour (an object held close to it). */
export function colourClip(name: string, colour: readonly [number, number, number]): string {
  return writeClip(
    name,
    frame(() => colour),
  );
}

/**
 * Chromium with a fake camera that shows the clip. With `acceptPrompts` camera prompts are
 * accepted on their own; without it the camera stays 'prompt' until the test grants it.
 */
export function fakeCameraLaunchOptions(clip: string, acceptPrompts = true) {
  return chromiumLaunchOptions([
    '--use-fake-device-for-media-stream',
    ...(acceptPrompts ? ['--use-fake-ui-for-media-stream'] : []),
    `--use-file-for-fake-video-capture=${clip}`,
  ]);
}

/**
 * A camera looking at a printed picture (e.g. an AR image target, a decoded PNG) on a grey wall,
 * drawn at `scale` and centred.
 */
export function pictureClip(
  name: string,
  picture: { width: number; height: number; channels: number; data: ArrayLike<number> },
  scale = 1,
): string {
  const width = Math.round(picture.width * scale);
  const height = Math.round(picture.height * scale);
  const left = Math.floor((WIDTH - width) / 2);
  const top = Math.floor((HEIGHT - height) / 2);
  const wall = [150, 150, 150] as const;
  return writeClip(
    name,
    frame((x, y) => {
      if (x < left || y < top || x >= left + width || y >= top + height) return wall;
      const index = (Math.floor((y - top) / scale) * picture.width + Math.floor((x - left) / scale)) * picture.channels;
      const r = picture.data[index] ?? 0;
      return picture.channels >= 3 ? [r, picture.data[index + 1] ?? 0, picture.data[index + 2] ?? 0] : [r, r, r];
    }),
  );
}
