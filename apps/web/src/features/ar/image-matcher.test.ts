import { describe, expect, it } from 'vitest';
import { describeTarget, detect, type Pixels } from './image-matcher.ts';

/** A seeded black-and-white block pattern (a printed AR target), RGBA. */
function blocks(seed: number, width: number, height: number, block: number): Pixels {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const columns = Math.ceil(width / block);
  const cells = Array.from({ length: columns * Math.ceil(height / block) }, () => random() < 0.5);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const border = x < block || y < block || x >= width - block || y >= height - block;
      const value = border || cells[Math.floor(y / block) * columns + Math.floor(x / block)] ? 0 : 255;
      data.set([value, value, value, 255], (y * width + x) * 4);
    }
  }
  return { data, width, height };
}

/** A 320 × 240 camera frame: a grey wall, and the target pasted at (left, top) if given. */
function frame(target?: Pixels, left = 0, top = 0): Pixels {
  const width = 320;
  const height = 240;
  const data = new Uint8ClampedArray(width * height * 4).fill(170);
  if (target) {
    for (let y = 0; y < target.height; y++) {
      for (let x = 0; x < target.width; x++) {
        const from = (y * target.width + x) * 4;
        data.set(target.data.subarray(from, from + 4), ((top + y) * width + left + x) * 4);
      }
    }
  }
  return { data, width, height };
}

describe('image detection (ORB feature matching)', () => {
  const reference = blocks(7, 400, 300, 20);
  const target = describeTarget(reference);
  // The printed target seen by the camera at 144 px wide.
  const seen = blocks(7, 144, 108, 7.2);

  it('finds the target in the frame and says where it is', () => {
    const found = detect(target, frame(seen, 120, 70));
    expect(found).toBeDefined();
    expect(found?.box.left).toBeCloseTo(120 / 320, 1);
    expect(found?.box.top).toBeCloseTo(70 / 240, 1);
  });

  it('finds nothing in a frame without it, or with another pattern', () => {
    expect(detect(target, frame())).toBeUndefined();
    expect(detect(target, frame(blocks(99, 144, 108, 7.2), 120, 70))).toBeUndefined();
  });
});
