import { Mp3Encoder } from '@breezystack/lamejs';

/** MP3 of 16-bit mono samples: 48 kbit/s, plenty for a voice (about 360 KB a minute). */
export function encodeMp3(samples: Int16Array, sampleRate: number, onProgress?: (done: number) => void): Buffer {
  const encoder = new Mp3Encoder(1, sampleRate, 48);
  const parts: Buffer[] = [];
  // lamejs answers Int8Array views; Buffer.concat wants bytes.
  const bytes = (part: Int8Array | Uint8Array) => Buffer.from(part.buffer, part.byteOffset, part.byteLength);
  const block = 1152 * 64;
  for (let start = 0; start < samples.length; start += block) {
    parts.push(bytes(encoder.encodeBuffer(samples.subarray(start, start + block))));
    onProgress?.(Math.min(1, (start + block) / samples.length));
  }
  parts.push(bytes(encoder.flush()));
  return Buffer.concat(parts);
}
